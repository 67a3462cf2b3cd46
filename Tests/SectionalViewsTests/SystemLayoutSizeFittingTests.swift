import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct SystemLayoutSizeFittingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Four multi-line labels chained top to bottom inside a header's margins.
  private func chainHeader(width: Double) -> (View, [Label]) {
    let header = View(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    let texts = [
      "Label one", "A second label that is somewhat longer than the first",
      "Third", "The fourth label is the longest of them all and wraps at every width we try",
    ]
    var labels: [Label] = []
    var previous = header.layoutMarginsGuide.topAnchor
    for text in texts {
      let label = Label()
      label.text = text
      label.numberOfLines = 0
      label.font = .systemFont(ofSize: 16)
      label.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(label)
      LayoutConstraint.activate([
        label.topAnchor.constraint(equalTo: previous, constant: 4),
        label.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: header.layoutMarginsGuide.trailingAnchor),
      ])
      previous = label.bottomAnchor
      labels.append(label)
    }
    header.layoutMarginsGuide.bottomAnchor.constraint(equalTo: previous).isActive = true
    return (header, labels)
  }

  /// The height each text needs at `width` with the fixed metrics, plus gaps and margins.
  private func expectedHeight(_ labels: [Label], width: Double) -> CGFloat {
    let metrics = FixedTextMetrics()
    let heights = labels.map {
      metrics.size(of: $0.text ?? "", font: $0.font, maxWidth: width - 16).height
    }
    return heights.reduce(0, +) + 4 * 4 + 16
  }

  @Test(
    "compressed fitting after a layout pass returns the height that shows every label",
    arguments: [320.0, 375.0, 414.0])
  func compressed(width: Double) {
    let (header, labels) = chainHeader(width: width)
    header.setNeedsLayout()
    header.layoutIfNeeded()
    let size = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(size.height == expectedHeight(labels, width: width))
    #expect(header.frame.size == CGSize(width: width, height: 44))
  }

  @Test("the table-header recipe: required width, fitting height")
  func tableHeaderRecipe() {
    let (header, _) = chainHeader(width: 320)
    // At 304 pt of text width (8 pt margins), with 16 pt glyphs 8 pt wide: 38 per line.
    // "Label one": 1 line; the second (53 graphemes): 2; "Third": 1; the fourth (76): 3.
    // 7 lines × 20 pt + 4 gaps × 4 + 16 margins = 172.
    let size = header.systemLayoutSizeFitting(
      CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(size == CGSize(width: 320, height: 172))
  }

  @Test("fitting leaves the frame and the tree's engine alone")
  func sideEffectFree() {
    let (header, labels) = chainHeader(width: 375)
    header.layoutIfNeeded()
    let frames = labels.map(\.frame)
    let statistics = header.layoutStatistics
    _ = header.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    header.layoutIfNeeded()
    #expect(labels.map(\.frame) == frames)
    #expect(header.layoutStatistics == statistics)
  }

  @Test("a label alone fits to its intrinsic size; expanded fitting grows a stretchy view")
  func intrinsicAndExpanded() {
    let label = Label()
    label.text = "Hello"
    #expect(
      label.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 43, height: 22)
    )
    let plain = View()
    let child = SizedView(10, 10)
    plain.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: plain.leadingAnchor),
      child.topAnchor.constraint(equalTo: plain.topAnchor),
      plain.trailingAnchor.constraint(greaterThanOrEqualTo: child.trailingAnchor),
      plain.bottomAnchor.constraint(equalTo: child.bottomAnchor),
    ])
    #expect(
      plain.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
        == CGSize(width: 10, height: 10)
    )
    #expect(
      plain.systemLayoutSizeFitting(View.layoutFittingExpandedSize)
        == CGSize(width: 10_000_000, height: 10))
  }
}
