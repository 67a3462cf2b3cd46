import SectionalGraphics
import SectionalTerminal
import Testing

@Suite struct CellTextMetricsTests {
  let metrics = CellTextMetrics()
  let font = Font.systemFont(ofSize: 17)

  @Test("A line is as wide as its cells and one cell high, whatever the font size")
  func singleLine() {
    let layout = metrics.layout(
      "Hello", font: .boldSystemFont(ofSize: 40), maxWidth: nil, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.size == CGSize(width: 40, height: 16))
    #expect(layout.lineHeight == 16)
    #expect(layout.firstBaseline == 12)
    #expect(!layout.isTruncated)
  }

  @Test("Wide characters count two cells")
  func wideCharacters() {
    let size = metrics.size(of: "日本a", font: font)
    #expect(size == CGSize(width: 40, height: 16))
  }

  @Test("Word wrapping breaks at spaces in whole cells")
  func wrapping() {
    let layout = metrics.layout(
      "alpha beta gamma", font: font, maxWidth: 80, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["alpha beta", "gamma"])
    #expect(layout.size == CGSize(width: 80, height: 32))
    #expect(layout.lastBaseline == 28)
  }

  @Test("Tail truncation keeps what fits before a one-cell ellipsis")
  func truncation() {
    let layout = metrics.layout(
      "Contacts and more", font: font, maxWidth: 64, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["Contact…"])
    #expect(layout.size.width == 64)
    #expect(layout.isTruncated)
  }

  @Test("A custom scale measures in its own cells")
  func customScale() {
    let wide = CellTextMetrics(scale: CellScale(width: 10, height: 20))
    #expect(wide.size(of: "abc", font: font) == CGSize(width: 30, height: 20))
  }
}
