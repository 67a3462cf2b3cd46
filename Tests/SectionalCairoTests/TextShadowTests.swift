import SectionalCairo
import SectionalGraphics
import Testing

@Suite struct TextShadowTests {
  /// The columns with a pixel of at least 1/8 coverage (faint blur tails are ignored).
  func coveredColumns(_ image: PixelImage) -> ClosedRange<Int>? {
    var columns: [Int] = []
    for x in 0..<image.width
    where (0..<image.height).contains(where: { image[x, $0] >> 24 >= 32 }) {
      columns.append(x)
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
  }

  func render(blur: Double, scale: Double) throws -> PixelImage {
    var list = DisplayList()
    list.text(
      TextRun(
        text: "I", font: .systemFont(ofSize: 20), color: Color(white: 0, alpha: 0),
        rect: CGRect(x: 20, y: 10, width: 20, height: 30),
        shadow: Shadow(
          color: Color(white: 0), offset: CGSize(width: 0, height: 0),
          blurRadius: blur)))
    return try CairoRenderer(scale: scale).render(list, size: CGSize(width: 60, height: 50))
  }

  @Test("A blur radius spreads the shadow by about its size on each side, at every scale")
  func blurSpreads() throws {
    let sharp = try #require(coveredColumns(render(blur: 0, scale: 1)))
    let blurred = try #require(coveredColumns(render(blur: 6, scale: 1)))
    #expect(blurred.lowerBound <= sharp.lowerBound - 3)
    #expect(blurred.upperBound >= sharp.upperBound + 3)
    let blurredTwice = try #require(coveredColumns(render(blur: 6, scale: 2)))
    // At 2× the spread in pixels doubles, so in points it stays within a pixel of 1×.
    #expect(abs(Double(blurredTwice.lowerBound) / 2 - Double(blurred.lowerBound)) <= 1)
    #expect(abs(Double(blurredTwice.upperBound) / 2 - Double(blurred.upperBound)) <= 1)
  }

  @Test("A blurred shadow is deterministic and lighter than a sharp one at its peak")
  func blurIsDeterministic() throws {
    let first = try render(blur: 4, scale: 1)
    #expect(first == (try render(blur: 4, scale: 1)))
    let sharpPeak = try render(blur: 0, scale: 1).pixels.map { $0 >> 24 }.max() ?? 0
    let blurredPeak = first.pixels.map { $0 >> 24 }.max() ?? 0
    #expect(sharpPeak == 255)
    #expect(blurredPeak < 255 && blurredPeak > 0)
  }
}
