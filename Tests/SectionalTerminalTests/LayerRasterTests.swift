import SectionalGraphics
import SectionalTerminal
import SectionalViews
import Testing

/// What `view.layer` looks like in a terminal: borders are box lines, rounded ones with round
/// corners; shadows are not drawn.
@MainActor
@Suite struct LayerRasterTests {
  @Test("A layer border is a box of lines, rounded with a corner radius; no shadow")
  func border() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 96, height: 48))
    let square = View(frame: CGRect(x: 0, y: 0, width: 40, height: 48))
    square.layer.borderWidth = 1
    square.layer.shadowOpacity = 1
    let rounded = View(frame: CGRect(x: 48, y: 0, width: 40, height: 48))
    rounded.layer.borderWidth = 1
    rounded.layer.cornerRadius = 8
    rounded.layer.borderColor = Color.gray.cgColor
    root.addSubview(square)
    root.addSubview(rounded)
    let grid = CellRasterizer().rasterize(root.displayList(), columns: 12, rows: 3)
    #expect(
      grid.dump() == """
        ┌───┐ ╭───╮
        │   │ │   │
        └───┘ ╰───╯
        """)
  }
}
