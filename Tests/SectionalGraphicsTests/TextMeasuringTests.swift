import SectionalGraphics
import Testing

@Suite struct TextMeasuringTests {
  let metrics = FixedTextMetrics()

  @Test("size(of:) defaults to unbounded width, no line limit and word wrapping")
  func sizeDefaults() {
    let font = Font.systemFont(ofSize: 10)
    #expect(metrics.size(of: "Section\nHeader", font: font) == CGSize(width: 35, height: 25))
    #expect(
      metrics.size(of: "Section Header", font: font, maxWidth: 40) == CGSize(width: 35, height: 25))
  }

  @Test("layout(of:) wraps a run to its rectangle's width with its limit and mode")
  func layoutOfRun() {
    let run = TextRun(
      text: "Zerg Protoss Terran", font: .systemFont(ofSize: 16), color: .white,
      rect: CGRect(x: 20, y: 0, width: 100, height: 22))
    let layout = metrics.layout(of: run)
    #expect(layout.lines.map(\.text) == ["Zerg Protos…"])
    #expect(layout.isTruncated)
  }

  @Test("roundUp rounds up but forgives floating-point noise")
  func roundUp() {
    #expect(TextLayout.roundUp(44.000_000_000_000_01) == 44)
    #expect(TextLayout.roundUp(44.01) == 45)
    #expect(TextLayout.roundUp(-3) == 0)
    #expect(TextLayout.roundUp(.nan) == 0)
    #expect(TextLayout.roundUp(0.5) == 1)
  }
}
