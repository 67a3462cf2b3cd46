import SectionalGraphics
import SectionalTerminal
import Testing

@Suite struct CellRasterizerTests {
  let rasterizer = CellRasterizer()
  let font = Font.systemFont(ofSize: 17)
  let red = CellColor(red: 255, green: 0, blue: 0)

  func run(_ text: String, at rect: CGRect, alignment: TextAlignment = .natural) -> TextRun {
    TextRun(text: text, font: font, color: .black, rect: rect, alignment: alignment)
  }

  @Test("Fills colour the cells whose centres they cover")
  func fills() {
    var list = DisplayList()
    list.fill(CGRect(x: 5, y: 0, width: 16, height: 20), color: .red)
    let grid = rasterizer.rasterize(list, columns: 4, rows: 2)
    #expect(grid[0, 0].background == .white)
    #expect(grid[1, 0].background == red)
    #expect(grid[2, 0].background == red)
    #expect(grid[3, 0].background == .white)
    #expect(grid[1, 1].background == .white)
  }

  @Test("A translucent fill blends over the cells below and fades their text")
  func blending() {
    var list = DisplayList()
    list.text(run("ab", at: CGRect(x: 0, y: 0, width: 16, height: 16)))
    list.fill(CGRect(x: 0, y: 0, width: 16, height: 16), color: Color.red.withAlphaComponent(0.5))
    let grid = rasterizer.rasterize(list, columns: 2, rows: 1)
    #expect(grid.dump() == "ab")
    #expect(grid[0, 0].background == CellColor(red: 255, green: 128, blue: 128))
    #expect(grid[0, 0].foreground == CellColor(red: 128, green: 0, blue: 0))
  }

  @Test("An opaque fill hides the text below it")
  func hiding() {
    var list = DisplayList()
    list.text(run("rows", at: CGRect(x: 0, y: 16, width: 64, height: 16)))
    list.fill(CGRect(x: 0, y: 16, width: 16, height: 16), color: .blue)
    let grid = rasterizer.rasterize(list, columns: 6, rows: 2)
    #expect(grid.dump() == "\n  ws")
  }

  @Test("Text starts in the first cell whose centre it covers, aligned, bold for bold fonts")
  func text() {
    var list = DisplayList()
    list.text(run("left", at: CGRect(x: 3, y: 5, width: 80, height: 16)))
    list.text(run("right", at: CGRect(x: 0, y: 16, width: 80, height: 16), alignment: .right))
    list.text(
      TextRun(
        text: "mid", font: .boldSystemFont(ofSize: 17), color: .red,
        rect: CGRect(x: 0, y: 40, width: 80, height: 16), alignment: .center))
    let grid = rasterizer.rasterize(list, columns: 10, rows: 4)
    #expect(grid.dump() == "left\n     right\n   mid\n")
    #expect(grid[3, 2].attributes == .bold)
    #expect(grid[3, 2].foreground == red)
    #expect(grid[0, 0].attributes == [])
  }

  @Test("Wrapped text takes one row per line; shadows are ignored")
  func wrapping() {
    var list = DisplayList()
    list.text(
      TextRun(
        text: "one two three", font: font, color: .black,
        rect: CGRect(x: 0, y: 0, width: 64, height: 48),
        shadow: Shadow(color: .red, offset: CGSize(width: 8, height: 16)), numberOfLines: 0,
        lineBreakMode: .byWordWrapping))
    let grid = rasterizer.rasterize(list, columns: 8, rows: 3)
    #expect(grid.dump() == "one two\nthree\n")
  }

  @Test("Clips cut fills and text at cell boundaries and are popped")
  func clipping() {
    var list = DisplayList()
    list.clipped(to: CGRect(x: 8, y: 0, width: 24, height: 16)) { list in
      list.text(run("abcdef", at: CGRect(x: 0, y: 0, width: 64, height: 16)))
      list.fill(CGRect(x: 0, y: 16, width: 64, height: 16), color: .red)
    }
    list.text(run("xy", at: CGRect(x: 0, y: 16, width: 64, height: 16)))
    let grid = rasterizer.rasterize(list, columns: 8, rows: 2)
    #expect(grid.dump() == " bcd\nxy")
    #expect(grid[3, 1].background == .white)
  }

  @Test("Transforms move what they enclose and are popped")
  func transforms() {
    var list = DisplayList()
    list.transformed(by: Transform(translationX: 16, y: 16)) { list in
      list.text(run("moved", at: CGRect(x: 0, y: 0, width: 64, height: 16)))
    }
    list.text(run("home", at: CGRect(x: 0, y: 0, width: 64, height: 16)))
    let grid = rasterizer.rasterize(list, columns: 8, rows: 2)
    #expect(grid.dump() == "home\n  moved")
  }

  @Test("An opacity group is composited at its opacity over what was below")
  func opacity() {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 32, height: 16), color: .black)
    list.withOpacity(0.5) { list in
      list.fill(CGRect(x: 0, y: 0, width: 16, height: 16), color: .white)
      list.fill(CGRect(x: 8, y: 0, width: 16, height: 16), color: .white)
    }
    let grid = rasterizer.rasterize(list, columns: 4, rows: 1)
    let grey = CellColor(red: 128, green: 128, blue: 128)
    #expect(grid[0, 0].background == grey)
    #expect(grid[2, 0].background == grey)
    #expect(grid[3, 0].background == .black)
  }

  @Test("Strokes and lines draw box-drawing characters without covering text")
  func strokes() {
    var list = DisplayList()
    list.stroke(CGRect(x: 0, y: 0, width: 40, height: 48), color: .black)
    list.strokeRoundedRect(
      CGRect(x: 48, y: 0, width: 24, height: 32), cornerRadius: 6, color: .black)
    list.text(run("T", at: CGRect(x: 16, y: 16, width: 8, height: 16)))
    list.line(from: CGPoint(x: 8, y: 24), to: CGPoint(x: 32, y: 24), color: .black)
    list.line(from: CGPoint(x: 0, y: 56), to: CGPoint(x: 24, y: 104), color: .black)
    let grid = rasterizer.rasterize(list, columns: 10, rows: 7)
    #expect(
      grid.dump() == """
        ┌───┐ ╭─╮
        │─T── ╰─╯
        └───┘
        ╲
        ╲╲
         ╲╲
          ╲╲
        """)
  }

  @Test("A border around text leaves the spaces between its words alone")
  func borderAroundText() {
    var list = DisplayList()
    list.text(run("a b", at: CGRect(x: 8, y: 0, width: 64, height: 16)))
    list.stroke(CGRect(x: 0, y: 0, width: 48, height: 8), color: .black)
    let grid = rasterizer.rasterize(list, columns: 6, rows: 1)
    #expect(grid.dump() == "─a b──")
  }

  @Test("Rows at half-cell offsets keep their text: it lands in the row their own fill covers")
  func halfCellRows() {
    var list = DisplayList()
    for (index, y) in [8.0, 24, 40].enumerated() {
      list.fill(CGRect(x: 0, y: y, width: 48, height: 16), color: .white)
      list.text(run("row \(index)", at: CGRect(x: 0, y: y, width: 48, height: 16)))
    }
    let grid = rasterizer.rasterize(list, columns: 6, rows: 3)
    #expect(grid.dump() == "row 0\nrow 1\nrow 2")
  }

  @Test("Hairline fills, such as 0.5 pt separators, cover no cell")
  func hairlines() {
    var list = DisplayList()
    list.fill(CGRect(x: 16, y: 15.5, width: 64, height: 0.5), color: .black)
    let grid = rasterizer.rasterize(list, columns: 10, rows: 2)
    #expect(grid.cells.allSatisfy { $0.background == .white })
  }
}
