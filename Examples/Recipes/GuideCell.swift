import Sectional

/// Seed 003's `GuideCell`: a unit row on the theme's foreground colour, its name in the
/// title font and light text colour, with the separator inset and layout margins set to zero so
/// separators run edge to edge.
@MainActor
public final class GuideCell: TableViewCell {
  /// The seed's reuse identifier.
  public static let reuseIdentifier = "GuideCell"

  /// Creates the cell themed as the seed's `awakeFromNib` does.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = Theme.Colors.foreground.color
    textLabel?.font = Theme.Fonts.titleFont.font
    textLabel?.textColor = Theme.Colors.lightTextColor.color
    separatorInset = .zero
    layoutMargins = .zero
  }
}
