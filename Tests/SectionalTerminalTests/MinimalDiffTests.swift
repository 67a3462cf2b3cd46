import SectionalTerminal
import Testing

@Suite struct MinimalDiffTests {
  func grid(_ text: String, columns: Int, rows: Int = 1) -> CellGrid {
    var grid = CellGrid(columns: columns, rows: rows)
    for (index, character) in text.enumerated() {
      grid.put(character, column: index % columns, row: index / columns, foreground: .black)
    }
    return grid
  }

  @Test("Identical grids cost nothing")
  func identical() {
    #expect(
      MinimalDiff.bytes(
        from: grid("ab", columns: 2), to: grid("ab", columns: 2), colorMode: .trueColor) == 0)
  }

  @Test("Each run costs one cursor move plus its characters; the first style is free")
  func runs() {
    let old = grid("abcd", columns: 4)
    #expect(MinimalDiff.bytes(from: old, to: grid("aocp", columns: 4), colorMode: .trueColor) == 11)
    #expect(MinimalDiff.bytes(from: old, to: grid("xycd", columns: 4), colorMode: .trueColor) == 5)
  }

  @Test("A style change inside the diff costs an SGR with only the changed parameters")
  func styleChange() {
    let old = grid("abcd", columns: 4)
    var new = grid("axcy", columns: 4)
    new.put("y", column: 3, row: 0, foreground: CellColor(red: 255, green: 0, blue: 0))
    #expect(MinimalDiff.bytes(from: old, to: new, colorMode: .trueColor) == 11 + 15)
  }

  @Test("The writer's diff of a scrolled grid stays within twice the minimal diff")
  func writerWithinBound() {
    var writer = TerminalWriter()
    let first = grid("row 1   row 2   row 3   row 4   ", columns: 8, rows: 4)
    let second = grid("row 2   row 3   row 4   row 5   ", columns: 8, rows: 4)
    _ = writer.frame(first)
    let ours = writer.frame(second).count
    let minimal = MinimalDiff.bytes(from: first, to: second, colorMode: .trueColor)
    #expect(minimal == 28)
    #expect(ours == 28)
  }
}
