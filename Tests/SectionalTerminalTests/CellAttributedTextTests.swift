import SectionalGraphics
import SectionalTerminal
import Testing

/// Attributed runs in character cells (Documentation/AttributedText.md § In the terminal).
@Suite struct CellAttributedTextTests {
  let rasterizer = CellRasterizer()
  let font = Font.systemFont(ofSize: 17)
  let red = Color(red: 1, green: 0, blue: 0)

  func grid(_ text: AttributedText) -> CellGrid {
    var list = DisplayList()
    list.text(
      TextRun(
        text: text.string, font: font, color: .black,
        rect: CGRect(x: 0, y: 0, width: 96, height: 16), attributedText: text))
    return rasterizer.rasterize(list, columns: 12, rows: 1)
  }

  @Test("Each character takes its run's colour, bold for a bold font, underline for an underline")
  func perRunStyles() {
    let text = AttributedText(
      string: "ab cd ef",
      runs: [
        .init(utf8Range: 0..<2, attributes: .init(foregroundColor: red)),
        .init(utf8Range: 3..<5, attributes: .init(font: .boldSystemFont(ofSize: 17))),
        .init(utf8Range: 6..<8, attributes: .init(underline: .single, strikethrough: .single)),
      ])
    let cells = grid(text)
    #expect(cells.dump() == "ab cd ef")
    #expect(cells[0, 0].foreground == CellColor(red: 255, green: 0, blue: 0))
    #expect(cells[1, 0].attributes == [])
    #expect(cells[3, 0].foreground == CellColor(red: 0, green: 0, blue: 0))
    #expect(cells[3, 0].attributes == [.bold])
    // Strikethrough has no cell form; the underline stays.
    #expect(cells[6, 0].attributes == [.underline])
    #expect(cells[2, 0].attributes == [])
  }

  @Test("A run's background colour fills its cells; text after a wide emoji keeps its run")
  func backgroundAndOffsets() {
    let text = AttributedText(
      string: "👍 ok",
      runs: [
        .init(utf8Range: 5..<7, attributes: .init(foregroundColor: red, backgroundColor: .yellow))
      ])
    let cells = grid(text)
    #expect(cells[3, 0].character == "o")
    #expect(cells[3, 0].foreground == CellColor(red: 255, green: 0, blue: 0))
    #expect(cells[3, 0].background == CellColor(red: 255, green: 255, blue: 0))
    #expect(cells[2, 0].background == .white)
  }

  @Test("A clear base colour still draws runs that have a colour of their own")
  func clearBase() {
    var list = DisplayList()
    let text = AttributedText(
      string: "ab", runs: [.init(utf8Range: 1..<2, attributes: .init(foregroundColor: red))])
    list.text(
      TextRun(
        text: "ab", font: font, color: .clear, rect: CGRect(x: 0, y: 0, width: 32, height: 16),
        attributedText: text))
    #expect(rasterizer.rasterize(list, columns: 2, rows: 1).dump() == " b")
  }
}
