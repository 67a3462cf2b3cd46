import SectionalGraphics
import SectionalViews

/// Seed 000's `CustomHeaderCell`: the header designed once (title, subtitle and image
/// outlets, blue background, 68 pt) that the data source fills in.
///
/// A storyboard prototype becomes constraints written once here; every header dequeued from
/// it only sets content.
@MainActor
public final class CustomHeaderCell: View {
  /// The title outlet.
  public let title = Label()
  /// The subtitle outlet.
  public let subtitle = Label()
  /// The image outlet.
  public let image = ImageView()

  /// Creates the view with its subviews and constraints; content is set by the caller.
  public override init(frame: Rect = .zero) {
    super.init(frame: frame)
    backgroundColor = Color(red: 0.2, green: 0.45, blue: 0.85)
    title.font = .boldSystemFont(ofSize: 18)
    title.textColor = .white
    subtitle.font = .systemFont(ofSize: 14)
    subtitle.textColor = Color(white: 1, alpha: 0.85)
    for view in [title, subtitle, image] as [View] {
      view.translatesAutoresizingMaskIntoConstraints = false
      addSubview(view)
    }
    LayoutConstraint.activate([
      image.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      image.centerYAnchor.constraint(equalTo: centerYAnchor),
      title.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 12),
      title.trailingAnchor.constraint(lessThanOrEqualTo: trailingAnchor, constant: -12),
      title.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
      subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
    ])
  }
}
