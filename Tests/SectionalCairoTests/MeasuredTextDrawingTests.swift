import SectionalCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

/// Drawn text must land inside the box measuring reported (Documentation/LinuxRendering.md §
/// Measured equals drawn).
@Suite struct MeasuredTextDrawingTests {
  /// The smallest pixel rectangle holding every pixel with any coverage, or nil.
  func inkBounds(_ image: PixelImage) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
    for y in 0..<image.height {
      for x in 0..<image.width where image[x, y] >> 24 != 0 {
        if let b = bounds {
          bounds = (
            Swift.min(b.minX, x), Swift.min(b.minY, y), Swift.max(b.maxX, x), Swift.max(b.maxY, y)
          )
        } else {
          bounds = (x, y, x, y)
        }
      }
    }
    return bounds
  }

  @Test(
    "Text drawn in its measured box keeps its ink inside and reaches its right edge",
    arguments: 0..<30 as Range<UInt64>)
  func inkStaysInMeasuredBox(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let words = ["Section", "Äpfel", "Header", "Footer", "Wave", "ÖÜ", "Grüße", "Typography"]
    let text = (0..<(Int(rng.next() % 5) + 1)).map { _ in
      words[Int(rng.next() % UInt64(words.count))]
    }.joined(separator: " ")
    let sizes: [Double] = [11, 13, 16, 17, 22, 28]
    let pointSize = sizes[Int(rng.next() % UInt64(sizes.count))]
    let font =
      rng.next() % 2 == 0 ? Font.systemFont(ofSize: pointSize) : .boldSystemFont(ofSize: pointSize)
    let wrapWidth: Double? = rng.next() % 2 == 0 ? nil : 120
    let scale = Double(rng.next() % 3 + 1)
    let measured = PangoTextMetrics.shared.size(of: text, font: font, maxWidth: wrapWidth)
    let box = CGRect(x: 8, y: 8, width: measured.width, height: measured.height)
    var list = DisplayList()
    list.text(
      TextRun(
        text: text, font: font, color: Color(white: 0), rect: box, numberOfLines: 0,
        lineBreakMode: .byWordWrapping))
    let image = try CairoRenderer(scale: scale).render(
      list, size: CGSize(width: box.maxX + 8, height: box.maxY + 8))
    let ink = try #require(inkBounds(image), "seed \(seed): nothing drawn")
    let context =
      "seed \(seed): \(text) in \(font) width \(String(describing: wrapWidth)) @\(scale)x"
    // One device pixel of slack on each side: antialiased diacritics (Ö) and overhanging
    // glyphs may cover a pixel beyond the logical box, and Cairo 1.16 snaps glyph origins to
    // whole pixels. Hinted metrics (pitfall P4) overflowed by 15 points.
    #expect(Double(ink.minX) >= box.minX * scale - 1, "\(context)")
    #expect(Double(ink.minY) >= box.minY * scale - 1, "\(context)")
    #expect(Double(ink.maxX) <= box.maxX * scale, "\(context)")
    #expect(Double(ink.maxY) <= box.maxY * scale, "\(context)")
    // The ink reaches within 3 points of the measured right edge: measured = drawn width.
    #expect(Double(ink.maxX + 1) >= (box.maxX - 3) * scale, "\(context)")
  }
}
