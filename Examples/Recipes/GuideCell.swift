import SectionalUIKit

/// Seed 003's `GuideCell`: a unit row on the theme's foreground colour whose `nameLabel` uses
/// the title font and light text colour, with the separator inset and layout margins set to
/// zero so separators run edge to edge.
///
/// The storyboard outlet becomes a label placed with anchors 20 pt from the leading edge (the
/// race header's icon inset), since zero layout margins would put the built-in `textLabel`
/// flush against the edge.
@MainActor
public final class GuideCell: UITableViewCell {
  /// The seed's reuse identifier.
  public static let reuseIdentifier = "GuideCell"

  /// The unit's name (the seed's `nameLabel` outlet).
  public let nameLabel = UILabel()

  /// Creates the cell themed as the seed's `awakeFromNib` does.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 20)
      .isActive = true
    nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
    backgroundColor = Theme.Colors.foreground.color
    nameLabel.font = Theme.Fonts.titleFont.font
    nameLabel.textColor = Theme.Colors.lightTextColor.color
    separatorInset = .zero
    layoutMargins = .zero
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
