import SectionalGraphics

@testable import SectionalViews

/// A header with one wrapping 16 pt label pinned to its layout margins, for fitting tests.
///
/// With `FixedTextMetrics`, "Hello world" is 88 pt wide on one 20 pt line; at a target width
/// of 100 the label gets 84 pt and wraps onto two lines, so the header fits at 56 pt
/// (8 + 40 + 8).
@MainActor
struct FittingFixture {
  /// The header.
  let header = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
  /// The label.
  let label = Label()
  /// label.top == margins.top + constant.
  let top: LayoutConstraint
  /// margins.bottom == label.bottom, at priority 999.
  let bottom: LayoutConstraint

  /// Builds the header.
  init() {
    label.text = "Hello world"
    label.numberOfLines = 0
    label.font = .systemFont(ofSize: 16)
    label.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(label)
    let margins = header.layoutMarginsGuide
    top = label.topAnchor.constraint(equalTo: margins.topAnchor)
    bottom = margins.bottomAnchor.constraint(equalTo: label.bottomAnchor)
    bottom.priority = LayoutPriority(999)
    LayoutConstraint.activate([
      top, bottom,
      label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
    ])
  }

  /// The table-header fitting: the given width required, the height as small as allowed.
  func fit(width: Double) -> CGSize {
    header.systemLayoutSizeFitting(
      CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
  }
}

/// A view whose intrinsic size is whatever the test sets.
@MainActor
final class SizedBox: View {
  /// The size returned as `intrinsicContentSize`.
  var contentSize = CGSize(width: 10, height: 10)

  /// The size the test set.
  override var intrinsicContentSize: CGSize { contentSize }
}
