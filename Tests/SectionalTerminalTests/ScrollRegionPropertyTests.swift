import SectionalTerminal
import SectionalTestSupport
import Testing

/// Scroll sequences over a screen shaped like the terminal gallery's: a tab bar on the first
/// row, a pinned header under it, a list of lines scrolling beneath, a fixed index column on
/// the right and a status line on the last row.
@Suite struct ScrollRegionPropertyTests {
  /// A document of `count` random lines, each a full row of cells; every eighth line is a
  /// header line (bold on grey).
  static func document(count: Int, columns: Int, using rng: inout SplitMix64) -> [[Cell]] {
    let words: [String] = ["Ann", "Ben", "Cleo", "日本", "café", "──", "x", "Zoë", "42"]
    let grey = CellColor(red: 229, green: 229, blue: 234)
    let blue = CellColor(red: 0, green: 122, blue: 255)
    return (0..<count).map { index in
      let header = index % 8 == 0
      var line = CellGrid(
        columns: columns, rows: 1, blank: Cell(background: header ? grey : .white))
      var column = Int.random(in: 0...2, using: &rng)
      while column < columns - 4 {
        let word = words.randomElement(using: &rng)!
        let color = Bool.random(using: &rng) ? CellColor.black : blue
        for character in word {
          column += line.put(
            character, column: column, row: 0, foreground: color,
            attributes: header ? .bold : [])
        }
        column += Int.random(in: 1...6, using: &rng)
      }
      return line.cells
    }
  }

  /// The screen at `offset` (the document line under the header row).
  static func screen(
    _ document: [[Cell]], offset: Int, columns: Int, rows: Int, indexColumn: Bool
  ) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: rows)
    let tint = CellColor(red: 0, green: 122, blue: 255)
    for (column, character) in " Tabs  Fits".enumerated() where column < columns {
      grid.put(character, column: column, row: 0, foreground: tint, attributes: .bold)
    }
    for row in 1..<(rows - 1) {
      let line = document[offset + row - 1]
      for column in 0..<columns { grid[column, row] = line[column] }
    }
    // The pinned header: the last header line at or above the first visible line.
    let header = offset - offset % 8
    for column in 0..<columns { grid[column, 1] = document[header][column] }
    if indexColumn {
      for row in 1..<(rows - 1) {
        let letter = Character(Unicode.Scalar(UInt8(65 + row % 26)))
        grid[columns - 1, row].background = .white
        grid.put(letter, column: columns - 1, row: row, foreground: tint)
      }
    }
    for (column, character) in " scroll \(offset)".enumerated() where column < columns {
      grid.put(character, column: column, row: rows - 1, foreground: .black)
    }
    return grid
  }

  @Test(
    "After any scroll sequence the terminal shows what a full redraw shows, in no more bytes",
    arguments: 0..<60 as Range<UInt64>)
  func screenEqualsFullRedraw(seed: UInt64) {
    print("ScrollRegionPropertyTests seed \(seed)")
    var rng = SplitMix64(seed: seed)
    let columns = Int.random(in: 8...40, using: &rng)
    let rows = Int.random(in: 4...16, using: &rng)
    let mode: ColorMode = Bool.random(using: &rng) ? .trueColor : .palette256
    let indexColumn = Bool.random(using: &rng)
    let document = Self.document(count: 120, columns: columns, using: &rng)
    let maximum = document.count - (rows - 2)
    var offset = Int.random(in: 0...maximum, using: &rng)
    var writer = TerminalWriter(colorMode: mode)
    var plain = TerminalWriter(colorMode: mode)
    plain.usesScrollRegions = false
    var terminal = TerminalEmulator(columns: columns, rows: rows)
    for step in 0..<40 {
      let grid = Self.screen(
        document, offset: offset, columns: columns, rows: rows, indexColumn: indexColumn)
      let bytes = writer.frame(grid)
      terminal.apply(bytes)
      let differences = terminal.screen.visibleDifferences(from: grid.shown(in: mode))
      let first = differences.first.map { "first at \($0.column), \($0.row)" } ?? ""
      #expect(differences.count == 0, "seed \(seed) step \(step): \(first)")
      #expect(terminal.unknownSequences.isEmpty, "seed \(seed)")
      let plainCount = plain.frame(grid).count
      #expect(bytes.count <= plainCount, "seed \(seed) step \(step)")
      if !differences.isEmpty { return }
      let moves = [-1, 1, 1, 1, 2, -3, rows - 2, -(rows - 2), 0, 17]
      offset = min(max(offset + moves.randomElement(using: &rng)!, 0), maximum)
    }
    // On a screen of some size, forty steps of mostly one line move lines with a region.
    if rows >= 8, columns >= 20 {
      #expect(writer.scrollCount > 0, "seed \(seed): no frame scrolled a region")
    }
  }

  @Test("A one-line step over the gallery-like screen is sent as a region scroll")
  func oneLineStepScrolls() {
    var rng = SplitMix64(seed: 7)
    let document = Self.document(count: 40, columns: 80, using: &rng)
    var writer = TerminalWriter()
    var plain = TerminalWriter()
    plain.usesScrollRegions = false
    var terminal = TerminalEmulator(columns: 80, rows: 24)
    var ours = 0
    var cells = 0
    for offset in 1...10 {
      let previous = Self.screen(
        document, offset: offset - 1, columns: 80, rows: 24, indexColumn: true)
      let grid = Self.screen(document, offset: offset, columns: 80, rows: 24, indexColumn: true)
      if offset == 1 {
        terminal.apply(writer.frame(previous))
        _ = plain.frame(previous)
      }
      let bytes = writer.frame(grid)
      terminal.apply(bytes)
      ours += bytes.count
      cells += plain.frame(grid).count
      #expect(terminal.screen.visibleDifferences(from: grid).isEmpty, "offset \(offset)")
    }
    #expect(writer.scrollCount == 10)
    #expect(Double(ours) <= 0.3 * Double(cells), "ours \(ours) bytes, cell diff \(cells)")
  }
}
