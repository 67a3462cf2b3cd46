import SectionalGraphics
import SectionalViews

/// Seed 000's `CustomHeaderCell`: the header designed once (title, subtitle and image
/// outlets, blue background, 68 pt) that the data source fills in.
///
/// A storyboard prototype becomes constraints written once here; every header dequeued from
/// it only sets content.
@MainActor
final class CustomHeaderCell: View {
  /// The title outlet.
  let title = Label()
  /// The subtitle outlet.
  let subtitle = Label()
  /// The image outlet.
  let image = ImageView()

  override init(frame: Rect = .zero) {
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

/// Seed 002's table header: a vertical stack of four labels pinned to the layout margins.
@MainActor
final class FourLabelHeader: View {
  /// The four labels, top to bottom.
  let labels: [Label]

  override init(frame: Rect = .zero) {
    let texts = [
      "Top Stories",
      "The header holds a stack of four labels and must show every one of them",
      "Sized with systemLayoutSizeFitting",
      "On narrow phones the longest labels wrap onto several lines, and the header grows "
        + "to keep all of them visible",
    ]
    labels = texts.enumerated().map { index, text in
      let label = Label()
      label.text = text
      label.numberOfLines = 0
      label.font = index == 0 ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 17)
      return label
    }
    super.init(frame: frame)
    backgroundColor = .white
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    addSubview(stack)
    let margins = layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
  }
}

/// Seed 003's `RaceHeaderView`: an image and a label placed with anchor constraints.
@MainActor
final class RaceHeaderView: View {
  /// The race's icon.
  let imageView = ImageView()
  /// The race's name.
  let label = Label()

  override init(frame: Rect = .zero) {
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
}
