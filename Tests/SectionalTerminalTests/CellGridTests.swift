import SectionalTerminal
import Testing

@Suite struct CellGridTests {
  @Test("A new grid is blank and dumps as empty lines")
  func blank() {
    let grid = CellGrid(columns: 4, rows: 2)
    #expect(grid.cells.count == 8)
    #expect(grid.dump() == "\n")
    #expect(grid[3, 1] == Cell())
  }

  @Test("Putting characters keeps the background and sets colour and attributes")
  func put() {
    var grid = CellGrid(columns: 5, rows: 1, blank: Cell(background: .black))
    let red = CellColor(red: 255, green: 0, blue: 0)
    #expect(grid.put("h", column: 0, row: 0, foreground: red, attributes: .bold) == 1)
    #expect(grid.put("i", column: 1, row: 0, foreground: red) == 1)
    #expect(grid.dump() == "hi")
    #expect(grid[0, 0].attributes == .bold)
    #expect(grid[0, 0].foreground == red)
    #expect(grid[0, 0].background == .black)
  }

  @Test("A wide character takes a continuation cell and overwriting either half blanks the other")
  func wide() {
    var grid = CellGrid(columns: 4, rows: 1)
    #expect(grid.put("日", column: 1, row: 0, foreground: .black) == 2)
    #expect(grid[2, 0].isContinuation)
    #expect(grid.dump() == " 日")
    grid.put("x", column: 2, row: 0, foreground: .black)
    #expect(grid.dump() == "  x")
    #expect(!grid[2, 0].isContinuation)
    #expect(grid.put("本", column: 3, row: 0, foreground: .black) == 0)
  }

  @Test("Off-grid and zero-width characters are not put")
  func offGrid() {
    var grid = CellGrid(columns: 2, rows: 2)
    #expect(grid.put("a", column: 2, row: 0, foreground: .black) == 0)
    #expect(grid.put("a", column: 0, row: -1, foreground: .black) == 0)
    #expect(grid.put("\u{7}", column: 0, row: 0, foreground: .black) == 0)
    #expect(grid.dump() == "\n")
  }
}
