import SectionalTerminal
import SectionalTestSupport
import Testing

@Suite struct MinimalDiffPropertyTests {
  /// A grid of random characters (some wide), colours and attributes from small sets.
  static func randomGrid(columns: Int, rows: Int, using rng: inout SplitMix64) -> CellGrid {
    let characters: [Character] = [" ", " ", "a", "b", "─", "日", "é"]
    let colors = [CellColor.black, .white, CellColor(red: 255, green: 59, blue: 48)]
    let attributes: [CellAttributes] = [[], [.bold], [.underline]]
    var grid = CellGrid(columns: columns, rows: rows)
    for row in 0..<rows {
      for column in 0..<columns {
        grid[column, row].background = colors.randomElement(using: &rng)!
        grid.put(
          characters.randomElement(using: &rng)!, column: column, row: row,
          foreground: colors.randomElement(using: &rng)!,
          attributes: attributes.randomElement(using: &rng)!)
      }
    }
    return grid
  }

  /// `grid` with about a `fraction` of its cells replaced by random ones.
  static func mutated(
    _ grid: CellGrid, fraction: Double, using rng: inout SplitMix64
  ) -> CellGrid {
    let other = randomGrid(columns: grid.columns, rows: grid.rows, using: &rng)
    var result = grid
    for row in 0..<grid.rows {
      for column in 0..<grid.columns where Double.random(in: 0..<1, using: &rng) < fraction {
        let cell = other[column, row]
        if cell.isContinuation { continue }
        result[column, row].background = cell.background
        result.put(
          cell.character, column: column, row: row, foreground: cell.foreground,
          attributes: cell.attributes)
      }
    }
    return result
  }

  @Test(
    "The writer's diff differs from the minimal diff by at most one SGR and one cursor move",
    arguments: 0..<200 as Range<UInt64>)
  func writerNearMinimal(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let columns = Int.random(in: 1...12, using: &rng)
    let rows = Int.random(in: 1...5, using: &rng)
    let old = Self.randomGrid(columns: columns, rows: rows, using: &rng)
    let new = Self.mutated(old, fraction: Double.random(in: 0...1, using: &rng), using: &rng)
    var writer = TerminalWriter()
    _ = writer.frame(old)
    let ours = writer.frame(new).count
    let minimal = MinimalDiff.bytes(from: old, to: new, colorMode: .trueColor)
    // The widest SGR: three attributes off and on, both truecolor colours (51 bytes); the
    // widest CUP on this grid is 8 bytes, a CUF 3.
    #expect(ours <= minimal + 51, "seed \(seed): ours \(ours), minimal \(minimal)")
    #expect(ours + 5 >= minimal, "seed \(seed): ours \(ours), minimal \(minimal)")
    #expect((ours == 0) == (minimal == 0), "seed \(seed)")
  }
}
