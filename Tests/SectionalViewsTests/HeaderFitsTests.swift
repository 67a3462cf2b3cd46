import SectionalGraphics
import Testing

@testable import SectionalViews

/// Seed 002: a table header holding a vertical stack of four labels sizes itself to fit.
@MainActor
@Suite struct HeaderFitsTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private let texts = [
    "Top Stories",
    "The header holds a stack of four labels and must show every one of them",
    "Sized with systemLayoutSizeFitting",
    "On narrow phones the longest labels wrap onto several lines, and the header grows "
      + "to keep all of them visible",
  ]

  /// The header as the seed builds it: a stack pinned to the margins, 44 pt tall at first.
  private func makeHeader(width: Double) -> (View, [Label]) {
    let header = View(frame: Rect(x: 0, y: 0, width: width, height: 44))
    let labels = texts.enumerated().map { index, text in
      let label = Label()
      label.text = text
      label.numberOfLines = 0
      label.font = index == 0 ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 17)
      return label
    }
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(stack)
    let margins = header.layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (header, labels)
  }

  /// What all four need at `width`: wrapped heights, three 8 pt gaps, 8 pt margins.
  private func neededHeight(_ labels: [Label], width: Double) -> Double {
    let metrics = FixedTextMetrics()
    let heights = labels.map {
      metrics.size(of: $0.text ?? "", font: $0.font, maxWidth: width - 16).height
    }
    return heights.reduce(0, +) + 3 * 8 + 16
  }

  @Test(
    "sizeHeaderToFit's recipe gives the height that shows all four labels",
    arguments: [(320.0, 236.0), (375, 194), (414, 194)])
  func recipe(width: Double, expected: Double) {
    let (header, labels) = makeHeader(width: width)
    header.setNeedsLayout()
    header.layoutIfNeeded()
    let height = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize).height
    #expect(height == expected)
    #expect(height == neededHeight(labels, width: width))
    header.frame.size.height = height
    header.layoutIfNeeded()
    for label in labels {
      let needed = FixedTextMetrics().size(
        of: label.text ?? "", font: label.font, maxWidth: label.frame.width)
      #expect(label.frame.height == needed.height)
      #expect(label.frame.maxY <= height - 8)
    }
  }

  @Test("the wrapping text really wraps: the long labels take more than one line at 320")
  func wraps() {
    let (header, labels) = makeHeader(width: 320)
    header.layoutIfNeeded()
    _ = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    header.frame.size.height = 236
    header.layoutIfNeeded()
    // 17 pt text, 8.5 pt per glyph, 304 pt wide: 3 and 4 lines of 21.25 pt.
    #expect(labels.map(\.frame.height) == [25, 64, 22, 85])
  }
}
