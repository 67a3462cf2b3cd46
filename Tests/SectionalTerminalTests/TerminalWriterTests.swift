import SectionalTerminal
import Testing

@Suite struct TerminalWriterTests {
  let red = CellColor(red: 255, green: 0, blue: 0)

  func grid(_ text: String, columns: Int) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: 1)
    for (index, character) in text.enumerated() {
      grid.put(character, column: index, row: 0, foreground: .black)
    }
    return grid
  }

  func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  @Test("The first frame resets, homes the cursor and writes every cell with one SGR")
  func fullFrame() {
    var writer = TerminalWriter()
    let bytes = writer.frame(grid("hi", columns: 2))
    #expect(string(bytes) == "\u{1B}[0m\u{1B}[H\u{1B}[38;2;0;0;0;48;2;255;255;255mhi")
    #expect(writer.bytesWritten == bytes.count)
  }

  @Test("A diff frame writes only changed cells, moving the cursor the shortest way")
  func diffFrame() {
    var writer = TerminalWriter()
    _ = writer.frame(grid("abcd", columns: 4))
    let bytes = writer.frame(grid("aocp", columns: 4))
    #expect(string(bytes) == "\u{1B}[1;2Ho\u{1B}[Cp")
    #expect(writer.frame(grid("aocp", columns: 4)).isEmpty)
  }

  @Test("SGR carries only the parameters that change")
  func minimalRendition() {
    var writer = TerminalWriter()
    _ = writer.frame(grid("ab", columns: 3))
    var next = grid("ab", columns: 3)
    next.put("c", column: 2, row: 0, foreground: red, attributes: .bold)
    #expect(string(writer.frame(next)) == "\u{1B}[1;3H\u{1B}[1;38;2;255;0;0mc")
    var plain = next
    plain.put("d", column: 2, row: 0, foreground: red)
    #expect(string(writer.frame(plain)) == "\u{1B}[1;3H\u{1B}[22md")
  }

  @Test("Blank cells ignore the foreground, and a new size writes a full frame")
  func blanksAndResize() {
    var writer = TerminalWriter()
    _ = writer.frame(CellGrid(columns: 2, rows: 1))
    let recoloured = CellGrid(columns: 2, rows: 1, blank: Cell(foreground: red))
    #expect(writer.frame(recoloured).isEmpty)
    let bigger = writer.frame(CellGrid(columns: 1, rows: 2))
    #expect(string(bigger) == "\u{1B}[0m\u{1B}[H\u{1B}[48;2;255;255;255m \u{1B}[2H ")
  }

  @Test("Wide characters are written once and skip their continuation cell")
  func wideCharacters() {
    var writer = TerminalWriter()
    _ = writer.frame(grid("abcd", columns: 4))
    var next = grid("abcd", columns: 4)
    next.put("日", column: 1, row: 0, foreground: .black)
    #expect(string(writer.frame(next)) == "\u{1B}[1;2H日")
  }

  @Test("A wide character set by hand in the last column is diffed without reading past it")
  func wideInLastColumn() {
    var writer = TerminalWriter()
    var grid = CellGrid(columns: 2, rows: 1)
    grid[1, 0] = Cell(character: "日")
    _ = writer.frame(grid)
    #expect(writer.frame(grid).isEmpty)
    grid[0, 0] = Cell(character: "a")
    #expect(string(writer.frame(grid)) == "\u{1B}[Ha")
  }

  @Test("The 256-colour mode writes palette indices")
  func palette() {
    var writer = TerminalWriter(colorMode: .palette256)
    let bytes = writer.frame(grid("x", columns: 1))
    #expect(string(bytes) == "\u{1B}[0m\u{1B}[H\u{1B}[38;5;16;48;5;231mx")
  }
}
