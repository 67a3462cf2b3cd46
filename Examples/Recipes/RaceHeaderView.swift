import SectionalUIKit

/// Seed 003's `RaceHeaderView`: an image and a label placed with anchor constraints.
@MainActor
public final class RaceHeaderView: UIView {
  /// The race's icon.
  public let imageView = UIImageView()
  /// The race's name.
  public let label = UILabel()

  /// Creates the view with its subviews and constraints; content is set by the caller.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    backgroundColor = Theme.Colors.sectionHeader.color
    imageView.translatesAutoresizingMaskIntoConstraints = false
    imageView.contentMode = .center
    addSubview(imageView)
    imageView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
    imageView.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true
    label.translatesAutoresizingMaskIntoConstraints = false
    label.font = Theme.Fonts.boldTitleFont.font
    label.textColor = Theme.Colors.tintColor.color
    addSubview(label)
    label.leftAnchor.constraint(equalTo: imageView.rightAnchor, constant: 20).isActive = true
    label.centerYAnchor.constraint(equalTo: imageView.centerYAnchor).isActive = true
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
