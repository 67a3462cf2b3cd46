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

  // Linux-forced edit: `@IBOutlet weak var nameLabel: UILabel!` becomes a plain property.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var nameLabel: UILabel!

  // Linux-forced edit: a registered class is made through a `required` initializer; it
  // builds what the storyboard's prototype held (a label 20 pt in, centred) and calls
  // `awakeFromNib()` as the nib loader would once the outlets are connected.
  required init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    nameLabel = UILabel()
    nameLabel.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(nameLabel)
    nameLabel.leftAnchor.constraint(equalTo: contentView.leftAnchor, constant: 20).isActive = true
    nameLabel.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
    awakeFromNib()
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func awakeFromNib() {
    super.awakeFromNib()
    backgroundColor = Theme.Colors.Foreground.color
    nameLabel.font = Theme.Fonts.TitleFont.font
    nameLabel.textColor = Theme.Colors.LightTextColor.color

    separatorInset = .zero
    layoutMargins = .zero
  }
}
