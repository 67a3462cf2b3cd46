import SectionalUIKit

/// Seed 003's `GuideCell`: a unit row on the theme's foreground colour whose `nameLabel` uses
/// the title font and light text colour, with the separator inset and layout margins set to
/// zero so separators run edge to edge.
///
/// The cell is the `GuideCell` prototype of `Storyboards/Starcraft.storyboard`: the storyboard
/// places the name label 20 pt from the content view's leading edge (the race header's icon
/// inset), centred vertically, and connects it; ``awakeFromNib()`` themes it, as the seed does.
@MainActor
public final class GuideCell: UITableViewCell {
  /// The seed's reuse identifier, the prototype's.
  public static let reuseIdentifier = "GuideCell"

  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  /// The unit's name (the seed's `nameLabel` outlet).
  @Outlet public var nameLabel: UILabel!

  /// Themes the cell once the storyboard connected its label, as the seed's `awakeFromNib`.
  public override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = Theme.Colors.foreground.color
    nameLabel.font = Theme.Fonts.titleFont.font
    nameLabel.textColor = Theme.Colors.lightTextColor.color
    separatorInset = .zero
    layoutMargins = .zero
  }
}
