import SectionalUIKit

/// A section header as an iOS app writes it: a `UITableViewHeaderFooterView` subclass with a
/// stack of a coloured badge and a bold title, pinned to its content view with anchors.
final class ScoresHeaderView: UITableViewHeaderFooterView {
  let badgeView = UIView()
  let titleLabel = UILabel()
  let stackView = UIStackView()

  // Linux-forced edit: UIKit's `override init(reuseIdentifier:)` is `required` here, because
  // the table makes registered classes from their metatype (Documentation/Porting.md).
  required init(reuseIdentifier: String?) {
    super.init(reuseIdentifier: reuseIdentifier)
    badgeView.backgroundColor = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
    titleLabel.font = UIFont.boldSystemFont(ofSize: 17)
    titleLabel.textColor = .white
    titleLabel.textAlignment = NSTextAlignment.left
    titleLabel.lineBreakMode = NSLineBreakMode.byTruncatingTail

    stackView.axis = .horizontal
    stackView.alignment = .center
    stackView.distribution = .fill
    stackView.spacing = 8
    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.addArrangedSubview(badgeView)
    stackView.addArrangedSubview(titleLabel)
    contentView.addSubview(stackView)
    contentView.backgroundColor = UIColor(white: 0.2, alpha: 1)

    NSLayoutConstraint.activate([
      badgeView.widthAnchor.constraint(equalToConstant: 12),
      badgeView.heightAnchor.constraint(equalTo: badgeView.widthAnchor),
      stackView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      stackView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      stackView.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
    ])
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
