import SectionalUIKit

/// Seed 003's section header: an icon and a race name on the section-header colour.
class RaceHeaderView: UIView {
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // The post's declarations, kept: `setupSubviews()` fills them.
  var imageView: UIImageView!
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var label: UILabel!

  convenience init() {
    self.init(frame: .zero)
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    setupSubviews()
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
    setupSubviews()
  }

  func setupSubviews() {
    backgroundColor = Theme.Colors.SectionHeader.color

    imageView = UIImageView()
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = UIView.ContentMode.center
    addSubview(imageView)

    imageView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    imageView.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true

    label = UILabel()
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = Theme.Fonts.BoldTitleFont.font
    label.textColor = Theme.Colors.TintColor.color
    addSubview(label)
    label.leftAnchor.constraint(equalTo: imageView.rightAnchor, constant: 20).isActive = true
    label.centerYAnchor.constraint(equalTo: imageView.centerYAnchor).isActive = true
  }
}

/// Seed 003's cell: a storyboard prototype with a name label, themed in `awakeFromNib`.
class GuideCell: UITableViewCell {
  static let reuseIdentifier = "GuideCell"

  // Linux-forced edit: `@IBOutlet weak var nameLabel: UILabel!` becomes `@Outlet var`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  @Outlet var nameLabel: UILabel!

  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = Theme.Colors.Foreground.color
    nameLabel.font = Theme.Fonts.TitleFont.font
    nameLabel.textColor = Theme.Colors.LightTextColor.color

    separatorInset = .zero
    layoutMargins = .zero
  }
}
