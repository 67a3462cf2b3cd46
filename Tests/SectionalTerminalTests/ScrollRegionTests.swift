import SectionalTerminal
import SectionalTestSupport
import Testing

@Suite struct ScrollRegionTests {
  func string(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

  /// A 10 × 7 screen: a tab bar on row 0, `lines` from `first` on rows 1–5, a status line
  /// on row 6.
  func screen(_ lines: [String], first: Int) -> CellGrid {
    var grid = CellGrid(columns: 10, rows: 7)
    func put(_ text: String, row: Int) {
      for (column, character) in text.enumerated() {
        grid.put(character, column: column, row: row, foreground: .black)
      }
    }
    put("Tabs", row: 0)
    for row in 1...5 { put(lines[first + row - 1], row: row) }
    put("Status", row: 6)
    return grid
  }

  let lines = [
    "Alpha one", "Bravo two", "Charlie 3", "Delta four", "Echo five", "Foxtrot 6", "Golf seven",
  ]

  @Test("One line up: a region over the moving rows scrolls up and only the new line is written")
  func oneLineUp() {
    var writer = TerminalWriter()
    _ = writer.frame(screen(lines, first: 0))
    let bytes = writer.frame(screen(lines, first: 1))
    // The exposed row 5 is erased to white blanks: the space of "Foxtrot 6" is skipped.
    #expect(string(bytes) == "\u{1B}[2;6r\u{1B}[S\u{1B}[r\u{1B}[6HFoxtrot\u{1B}[C6")
    #expect(writer.scrollCount == 1)
  }

  @Test("Two lines down: the region scrolls down and the two exposed lines are written")
  func twoLinesDown() {
    var writer = TerminalWriter()
    _ = writer.frame(screen(lines, first: 2))
    let bytes = writer.frame(screen(lines, first: 0))
    #expect(
      string(bytes)
        == "\u{1B}[2;6r\u{1B}[2T\u{1B}[r\u{1B}[2HAlpha\u{1B}[Cone\u{1B}[3HBravo\u{1B}[Ctwo")
  }

  @Test("With scroll regions off, the same step rewrites the changed cells of every moved row")
  func regionsOff() {
    var writer = TerminalWriter()
    writer.usesScrollRegions = false
    _ = writer.frame(screen(lines, first: 0))
    let bytes = writer.frame(screen(lines, first: 1))
    // Unchanged cells are skipped ("a" stays in column 2 of row 2), the others rewritten.
    #expect(
      string(bytes)
        == "\u{1B}[2HBravo\u{1B}[Ctwo\u{1B}[3HCh\u{1B}[Crlie 3\u{1B}[4HDelta four"
        + "\u{1B}[5HEcho five \u{1B}[6HFoxtrot 6")
    #expect(writer.scrollCount == 0)
  }

  @Test(
    "The exposed line is erased in its own background: the writer sets it before scrolling, keeping the foreground"
  )
  func eraseBackground() {
    let grey = CellColor(red: 200, green: 200, blue: 200)
    func tinted(_ grid: CellGrid) -> CellGrid {
      var grid = grid
      for row in 1...5 {
        for column in 0..<grid.columns { grid[column, row].background = grey }
      }
      return grid
    }
    var writer = TerminalWriter()
    _ = writer.frame(tinted(screen(lines, first: 0)))
    let bytes = writer.frame(tinted(screen(lines, first: 1)))
    #expect(
      string(bytes)
        == "\u{1B}[48;2;200;200;200m\u{1B}[2;6r\u{1B}[S\u{1B}[r\u{1B}[6HFoxtrot\u{1B}[C6")
  }

  @Test("The terminal model applies a region scroll as xterm does, leaving rows outside it")
  func emulatorScrollsRegion() {
    var terminal = TerminalEmulator(columns: 10, rows: 7)
    var writer = TerminalWriter()
    terminal.apply(writer.frame(screen(lines, first: 0)))
    terminal.apply(Array("\u{1B}[2;6r\u{1B}[2S\u{1B}[r".utf8))
    let firstColumn = (0..<7).map { terminal.screen[0, $0].character }
    #expect(firstColumn == ["T", "C", "D", "E", " ", " ", "S"])
    #expect(terminal.screen[0, 5].background == .white)
    #expect(terminal.unknownSequences.isEmpty)
  }
}
