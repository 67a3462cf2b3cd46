import SectionalUIKit

/// Seed 000's `CustomHeaderCell`: the header designed once as a prototype cell (title,
/// subtitle and image outlets, blue background, 68 pt) that the data source dequeues and
/// fills in.
///
/// The storyboard prototype becomes constraints written once here, inside `contentView`;
/// every header dequeued from it only sets content.
@MainActor
public final class CustomHeaderCell: UITableViewCell {
  /// The title outlet.
  public let title = UILabel()
  /// The subtitle outlet.
  public let subtitle = UILabel()
  /// The image outlet.
  public let image = UIImageView()

  /// Creates the cell with its subviews and constraints; content is set by the caller.
  public required init(style: CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.85)
    title.font = .boldSystemFont(ofSize: 18)
    title.textColor = .white
    subtitle.font = .systemFont(ofSize: 14)
    subtitle.textColor = UIColor(white: 1, alpha: 0.85)
    for view in [title, subtitle, image] as [UIView] {
      view.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(view)
    }
    NSLayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
      image.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(
        lessThanOrEqualTo: contentView.trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
    ])
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
