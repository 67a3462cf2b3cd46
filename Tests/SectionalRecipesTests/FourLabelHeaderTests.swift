import SectionalGraphics
import SectionalRecipes
import Testing

@testable import SectionalViews

/// Seed 002's `FourLabelHeader`: a vertical stack of four labels that sizes itself to fit.
@MainActor
@Suite struct FourLabelHeaderTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The header as the seed builds it (`SectionalRecipes`): a stack of four labels pinned to
  /// the margins, 44 pt tall at first.
  private func makeHeader(width: Double) -> (View, [Label]) {
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: width, height: 44))
    return (header, header.labels)
  }

  /// What all four need at `width`: wrapped heights, three 8 pt gaps, 8 pt margins.
  private func neededHeight(_ labels: [Label], width: Double) -> CGFloat {
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
    #expect(height == CGFloat(expected))
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
