import SectionalGraphics
import Testing

@testable import SectionalCairo

/// Text drawn again with the same text, font, width and line rules reuses its Pango layout.
@Suite struct DrawnTextCacheTests {
  @Test("The same request gets the same kept layout; another width gets its own")
  func keptLayouts() {
    let text = "Kept layout, drawn twice"
    let request = TextRequest(
      text: text, font: .systemFont(ofSize: 15), maxWidth: 200, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    let engine = PangoEngine.shared
    let first = engine.withDrawnBlock(request) { ObjectIdentifier($0) }
    let second = engine.withDrawnBlock(request) { ObjectIdentifier($0) }
    var narrower = request
    narrower.maxWidth = 40
    let third = engine.withDrawnBlock(narrower) { ObjectIdentifier($0) }
    #expect(first == second)
    #expect(first != third)
  }

  @Test("A run drawn twice, moved, gives the same pixels moved by whole points")
  func movedRunDrawsTheSame() throws {
    func frame(y: Double) throws -> PixelImage {
      let run = TextRun(
        text: "Moved Äpfel", font: .systemFont(ofSize: 13), color: .black,
        rect: CGRect(x: 2, y: y, width: 90, height: 16))
      return try CairoRenderer(scale: 2).render(
        DisplayList([.text(run)]), size: CGSize(width: 100, height: 40))
    }
    let top = try frame(y: 2)
    let lower = try frame(y: 20)
    var mismatches = 0
    var inked = 0
    for y in 0..<36 {
      for x in 0..<200 {
        if top[x, y] != 0 { inked += 1 }
        if top[x, y] != lower[x, y + 36] { mismatches += 1 }
      }
    }
    #expect(inked > 100)
    #expect(mismatches == 0)
  }
}
