import SectionalCairo
import SectionalGraphics
import SectionalSnapshotTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// PNG goldens of small display lists, one per kind of command; text dumps beside them.
@Suite struct CairoRendererSnapshotTests {
  let ink = Color(white: 0.1)
  let blue = Color(hex: 0x007AFF)
  let orange = Color(hex: 0xFF9500)

  @Test("A section header: grey bar, bold white title with a shadow, hairline")
  func header() {
    assertSnapshot(of: SampleScenes.header, as: .dump)
    assertSnapshot(of: SampleScenes.header, as: .png(size: SampleScenes.headerSize))
    assertSnapshot(of: SampleScenes.header, as: .png(size: SampleScenes.headerSize, scale: 2))
  }

  @Test("A blurred text shadow spreads around the glyphs, under the text")
  func blurredShadow() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 160, height: 48), color: Color(hex: 0xF2F2F7))
    list.text(
      TextRun(
        text: "Blurred", font: .boldSystemFont(ofSize: 24), color: Color(white: 1),
        rect: CGRect(x: 0, y: 8, width: 160, height: 30), alignment: .center,
        shadow: Shadow(
          color: Color(white: 0, alpha: 0.8), offset: CGSize(width: 2, height: 3),
          blurRadius: 4)))
    assertSnapshot(of: list, as: .png(size: CGSize(width: 160, height: 48), scale: 2))
  }

  @Test("Rectangles, rounded rectangles, strokes and lines")
  func shapes() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 160, height: 80), color: Color(white: 1))
    list.fill(CGRect(x: 8, y: 8, width: 40, height: 30), color: blue)
    list.stroke(CGRect(x: 56.5, y: 8.5, width: 40, height: 30), color: ink, lineWidth: 1)
    list.fillRoundedRect(
      CGRect(x: 104, y: 8, width: 48, height: 30), cornerRadius: 10, color: orange)
    list.strokeRoundedRect(
      CGRect(x: 8, y: 46, width: 64, height: 26), cornerRadius: 13, color: blue, lineWidth: 2)
    list.line(from: CGPoint(x: 80, y: 46), to: CGPoint(x: 152, y: 72), color: ink, lineWidth: 3)
    list.line(from: CGPoint(x: 80, y: 72.5), to: CGPoint(x: 152, y: 72.5), color: orange)
    assertSnapshot(of: list, as: .png(size: CGSize(width: 160, height: 80), scale: 2))
  }

  @Test("Opacity groups blend once; clips cut what they contain")
  func opacityAndClip() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 160, height: 80), color: Color(white: 1))
    list.fill(CGRect(x: 0, y: 30, width: 160, height: 20), color: ink)
    list.withOpacity(0.7) { group in
      group.fill(CGRect(x: 8, y: 8, width: 50, height: 50), color: blue)
      group.fill(CGRect(x: 30, y: 22, width: 50, height: 50), color: orange)
    }
    list.clipped(to: CGRect(x: 96, y: 8, width: 56, height: 40)) { clipped in
      clipped.fillRoundedRect(
        CGRect(x: 84, y: 0, width: 80, height: 80), cornerRadius: 40, color: blue)
    }
    assertSnapshot(of: list, as: .dump)
    assertSnapshot(of: list, as: .png(size: CGSize(width: 160, height: 80)))
  }

  @Test("Transform groups translate, scale and rotate their contents")
  func transforms() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 120, height: 80), color: Color(white: 1))
    list.transformed(by: Transform(translationX: 60, y: 40)) { centre in
      centre.transformed(by: Transform(rotationAngle: Double.pi / 6)) { rotated in
        rotated.fill(CGRect(x: -30, y: -15, width: 60, height: 30), color: blue)
        rotated.text(
          TextRun(
            text: "Tilt", font: .boldSystemFont(ofSize: 14), color: Color(white: 1),
            rect: CGRect(x: -30, y: -9, width: 60, height: 18), alignment: .center))
      }
    }
    list.transformed(by: Transform(scaleX: 2, y: 2)) { doubled in
      doubled.fill(CGRect(x: 2, y: 2, width: 6, height: 6), color: orange)
    }
    assertSnapshot(of: list, as: .png(size: CGSize(width: 120, height: 80), scale: 2))
  }

  @Test("Text aligns in its box, wraps, truncates and clips as measured")
  func textLayout() {
    let metrics = PangoTextMetrics.shared
    let font = Font.systemFont(ofSize: 13)
    let sentence = "The quick brown fox jumps over the lazy dog"
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 220, height: 250), color: Color(white: 1))
    var y = 6.0
    let cases: [(TextAlignment, Int, LineBreakMode)] = [
      (.left, 0, .byWordWrapping), (.center, 0, .byWordWrapping), (.right, 0, .byWordWrapping),
      (.justified, 0, .byWordWrapping), (.left, 1, .byTruncatingTail),
      (.left, 1, .byTruncatingHead), (.left, 1, .byTruncatingMiddle), (.left, 1, .byClipping),
    ]
    for (alignment, lines, mode) in cases {
      let height = metrics.size(
        of: sentence, font: font, maxWidth: 200, numberOfLines: lines, lineBreakMode: mode
      ).height
      let box = CGRect(x: 10, y: y, width: 200, height: height)
      list.stroke(box.insetBy(dx: -0.5, dy: -0.5), color: Color(red: 1, green: 0.6, blue: 0.6))
      list.text(
        TextRun(
          text: sentence, font: font, color: ink, rect: box, alignment: alignment,
          numberOfLines: lines, lineBreakMode: mode))
      y += height + 6
    }
    assertSnapshot(of: list, as: .png(size: CGSize(width: 220, height: 250)))
  }

  @Test("Images are scaled by content mode; @2x files keep their point size")
  func images() throws {
    let path = "/tmp/sectional-snapshot-image-\(getpid())@2x.png"
    defer { unlink(path) }
    var pixels = PixelImage(width: 8, height: 4, fill: 0xFF00_7AFF)
    for y in 0..<4 {
      for x in 0..<4 where (x + y) % 2 == 0 { pixels[x, y] = 0xFFFF_9500 }
    }
    try pixels.writePNG(to: path)
    let image = try #require(Image(contentsOfFile: path))
    #expect(image.size == CGSize(width: 4, height: 2))
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 200, height: 50), color: Color(white: 0.9))
    let modes: [ContentMode] = [.scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .topLeft]
    for (index, mode) in modes.enumerated() {
      let frame = CGRect(x: 8 + Double(index) * 38, y: 8, width: 32, height: 32)
      list.stroke(frame.insetBy(dx: -0.5, dy: -0.5), color: Color(white: 0.5))
      list.clipped(to: frame) { $0.image(image, in: frame, contentMode: mode) }
    }
    assertSnapshot(of: list, as: .png(size: CGSize(width: 200, height: 50), scale: 2))
  }
}
