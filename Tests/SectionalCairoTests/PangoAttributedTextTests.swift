import SectionalCairo
import SectionalGraphics
import Testing

/// Attributed text measured and drawn by Pango.
///
/// Documentation/AttributedText.md § Drawing with Pango. Literal sizes are for DejaVu Sans 2.37 through Pango 1.50 with hinting off
/// (Debian 12).
@Suite struct PangoAttributedTextTests {
  let metrics = PangoTextMetrics()
  let body = Font.systemFont(ofSize: 17)
  let big = Font.boldSystemFont(ofSize: 24)
  let red = Color(red: 1, green: 0, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  /// "Hello " in the base font, then "World" in `attributes`.
  func helloWorld(_ attributes: AttributedText.Attributes) -> AttributedText {
    AttributedText(string: "Hello World", runs: [.init(utf8Range: 6..<11, attributes: attributes)])
  }

  func layout(
    _ text: AttributedText, width: Double? = nil, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    metrics.layout(
      attributed: text, font: body, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
  }

  func plainWidth(_ text: String, _ font: Font) -> Double {
    metrics.layout(text, font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byClipping)
      .lines[0].width
  }

  @Test(
    "Runs in their own fonts measure as their parts side by side, the line as tall as the tallest")
  func mixedFonts() {
    let result = layout(helloWorld(.init(font: big)))
    #expect(result.size == CGSize(width: 128, height: 28))
    #expect(
      abs(result.lines[0].width - (plainWidth("Hello ", body) + plainWidth("World", big))) < 0.01)
    let tall = metrics.layout(
      "World", font: big, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(result.size.height == tall.size.height)
    #expect(!result.isTruncated)
  }

  @Test(
    "Kerning adds its amount between the run's characters, half before its first, none at the line's end"
  )
  func kerning() {
    let plain = layout(AttributedText(string: "Hello World"))
    let kerned = layout(helloWorld(.init(kern: 2)))
    // "World": 4 gaps of 2 points inside the run and 1 point before its "W".
    #expect(abs(kerned.lines[0].width - plain.lines[0].width - 9) < 0.01)
  }

  @Test("Line spacing is added between lines, not after the last")
  func lineSpacing() {
    var text = AttributedText(string: "Hello World")
    let wrapped = layout(text, width: 60)
    text.paragraphStyle = ParagraphStyle(lineSpacing: 7)
    let spaced = layout(text, width: 60)
    #expect(wrapped.lines.map(\.text) == ["Hello", "World"])
    #expect(spaced.lines.map(\.text) == ["Hello", "World"])
    #expect(spaced.size.height == wrapped.size.height + 7)
    #expect(spaced.lastBaseline == wrapped.lastBaseline + 7)
  }

  @Test("A line limit truncates attributed text with an ellipsis in the last run's font")
  func truncation() {
    let result = layout(helloWorld(.init(font: big)), width: 90, lines: 1, mode: .byTruncatingTail)
    #expect(result.isTruncated)
    #expect(result.lines.count == 1)
    #expect(result.lines[0].text.hasSuffix("…"))
    #expect(result.size.width <= 90)
  }

  /// Draws `text` at (10, 10) in its measured size on white at 1×.
  func draw(_ text: AttributedText, shadow: Shadow? = nil) throws -> (PixelImage, CGRect) {
    let size = layout(text).size
    let rect = CGRect(origin: CGPoint(x: 10, y: 10), size: size)
    var list = DisplayList()
    list.text(
      TextRun(
        text: text.string, font: body, color: .black, rect: rect, shadow: shadow,
        attributedText: text))
    let image = try CairoRenderer(background: .white).render(
      list, size: CGSize(width: size.width + 30, height: size.height + 30))
    return (image, rect)
  }

  /// The pixels of `image` inside `area`, as 0xAARRGGBB.
  func pixels(_ image: PixelImage, in area: CGRect) -> [UInt32] {
    var result: [UInt32] = []
    for y in Int(area.minY)..<Int(area.maxY) {
      for x in Int(area.minX)..<Int(area.maxX) { result.append(image[x, y]) }
    }
    return result
  }

  @Test(
    "Each run is drawn in its colour, the rest in the run's colour, all inside the measured box")
  func colours() throws {
    let (image, rect) = try draw(helloWorld(.init(foregroundColor: red)))
    let split = rect.minX + plainWidth("Hello ", body)
    let hello = pixels(
      image, in: CGRect(x: rect.minX, y: rect.minY, width: split - rect.minX, height: rect.height))
    let world = pixels(
      image,
      in: CGRect(x: split + 1, y: rect.minY, width: rect.maxX - split - 1, height: rect.height))
    #expect(hello.contains(0xFF00_0000))
    #expect(!hello.contains { ($0 >> 16) & 0xFF > ($0 & 0xFF) + 8 })
    #expect(world.contains(0xFFFF_0000))
    #expect(!world.contains(0xFF00_0000))
    let outside =
      pixels(image, in: CGRect(x: 0, y: 0, width: image.width, height: 10))
      + pixels(
        image,
        in: CGRect(
          x: rect.maxX, y: 0, width: Double(image.width) - rect.maxX, height: Double(image.height)))
    #expect(outside.allSatisfy { $0 == 0xFFFF_FFFF })
  }

  @Test("A background colour fills the run's line box; underline and strikethrough ink the run")
  func backgroundAndLines() throws {
    let (filled, rect) = try draw(helloWorld(.init(backgroundColor: blue)))
    // The background spans the line's height, so it shows above the glyphs' tops.
    #expect(filled[Int(rect.maxX) - 2, Int(rect.minY) + 1] == 0xFF00_00FF)
    #expect(filled[Int(rect.minX) + 2, Int(rect.minY) + 1] == 0xFFFF_FFFF)
    let plain = try draw(AttributedText(string: "Hello World")).0
    let underlined = try draw(helloWorld(.init(underline: .single))).0
    let struck = try draw(helloWorld(.init(strikethrough: .single))).0
    let worldArea = CGRect(x: rect.maxX - 30, y: rect.minY, width: 30, height: rect.height)
    let helloArea = CGRect(x: rect.minX, y: rect.minY, width: 30, height: rect.height)
    #expect(pixels(underlined, in: worldArea) != pixels(plain, in: worldArea))
    #expect(pixels(struck, in: worldArea) != pixels(plain, in: worldArea))
    #expect(pixels(underlined, in: worldArea) != pixels(struck, in: worldArea))
    #expect(pixels(underlined, in: helloArea) == pixels(plain, in: helloArea))
  }

  @Test("A run's own shadow is drawn under that run only; the text run's shadow under the others")
  func runShadows() throws {
    let own = Shadow(color: red, offset: CGSize(width: 0, height: 12))
    let (image, rect) = try draw(helloWorld(.init(shadow: own)))
    let split = rect.minX + plainWidth("Hello ", body)
    let below = CGRect(x: rect.minX, y: rect.maxY, width: rect.width, height: 12)
    let helloBelow = pixels(
      image,
      in: CGRect(x: below.minX, y: below.minY, width: split - below.minX, height: below.height))
    let worldBelow = pixels(
      image, in: CGRect(x: split, y: below.minY, width: rect.maxX - split, height: below.height))
    #expect(helloBelow.allSatisfy { $0 == 0xFFFF_FFFF })
    #expect(worldBelow.contains(0xFFFF_0000))
    let fallback = Shadow(color: blue, offset: CGSize(width: 0, height: 12))
    let both = try draw(helloWorld(.init(shadow: own)), shadow: fallback).0
    #expect(
      pixels(
        both,
        in: CGRect(x: below.minX, y: below.minY, width: split - below.minX, height: below.height)
      ).contains(0xFF00_00FF))
    #expect(
      pixels(
        both, in: CGRect(x: split, y: below.minY, width: rect.maxX - split, height: below.height)
      ).contains(0xFFFF_0000))
  }

  @Test("A blurred run shadow spreads beyond the sharp one")
  func blurredRunShadow() throws {
    let sharp = try draw(helloWorld(.init(shadow: Shadow(color: red, offset: .zero)))).0
    let blurred = try draw(
      helloWorld(.init(shadow: Shadow(color: red, offset: .zero, blurRadius: 6)))
    ).0
    #expect(sharp != blurred)
    let top = CGRect(x: 0, y: 0, width: sharp.width, height: 9)
    #expect(pixels(sharp, in: top).allSatisfy { $0 == 0xFFFF_FFFF })
    #expect(pixels(blurred, in: top).contains { $0 != 0xFFFF_FFFF })
  }

  @Test("Attributed text in an opacity group is blended once at the group's opacity")
  func opacity() throws {
    let text = AttributedText(string: "█", attributes: .init(foregroundColor: red))
    let rect = CGRect(origin: CGPoint(x: 0, y: 0), size: layout(text).size)
    let image = try CairoRenderer(background: .white).render(
      DisplayList([
        .pushOpacity(0.5),
        .text(TextRun(text: "█", font: body, color: .black, rect: rect, attributedText: text)),
        .popOpacity,
      ]), size: rect.size)
    #expect(image[Int(rect.width / 2), Int(rect.height / 2)] == 0xFFFF_7F7F)
  }
}
