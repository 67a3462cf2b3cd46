import Sectional
import SectionalGraphics
import SectionalLayout
import SectionalTerminal
import SectionalViews
import Testing

/// A plain table of titled sections drawn in cells, end to end: Window, TableView, the
/// terminal profile, the rasteriser.
@MainActor
@Suite struct TerminalTableTests {
  /// Sections A, B, C of three rows each.
  final class Source: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
      return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      ["Alpha", "Bravo", "Charlie"][section]
    }
  }

  let source = Source()

  func makeWindow(rowHeight: Double = TableView.automaticDimension) -> (Window, TableView) {
    let size = CellScale.standard.size(columns: 20, rows: 6)
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = CellTextMetrics()
    let table = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.rowHeight = rowHeight
    table.adaptToTerminal()
    table.dataSource = source
    window.rootView = table
    return (window, table)
  }

  func screen(_ window: Window) -> String {
    CellRasterizer().rasterize(window.render(), columns: 20, rows: 6).dump()
  }

  @Test("The terminal profile gives one-cell headers and rows")
  func profile() {
    let (window, table) = makeWindow()
    _ = window.render()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 160, height: 16))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 16)
    #expect(table.metrics == .terminal)
    #expect(
      screen(window) == """
          Alpha
          Row 0.0
          Row 0.1
          Row 0.2
          Bravo
          Row 1.0
        """)
  }

  @Test("Scrolling one row keeps the header pinned on the first line")
  func pinned() {
    let (window, table) = makeWindow()
    _ = window.render()
    table.scrollWheel(by: CGPoint(x: 0, y: 32), with: nil)
    let grid = CellRasterizer().rasterize(window.render(), columns: 20, rows: 6)
    #expect(
      grid.dump() == """
          Alpha
          Row 0.2
          Bravo
          Row 1.0
          Row 1.1
          Row 1.2
        """)
    #expect(grid[2, 0].attributes == [.bold])
  }

  @Test("Explicit heights round to whole cells")
  func rounding() {
    #expect(TableMetrics.cellRounded(44) == 48)
    #expect(TableMetrics.cellRounded(68) == 64)
    #expect(TableMetrics.cellRounded(22) == 16)
    #expect(TableMetrics.cellRounded(5) == 16)
    #expect(TableMetrics.cellRounded(0) == 0)
    #expect(TableMetrics.cellRounded(TableView.automaticDimension) == -1)
    #expect(TableMetrics.cellRounded(44, cellHeight: 10) == 40)
    #expect(TableMetrics.cellRounded(44, cellHeight: .nan) == 48)
    let (window, table) = makeWindow(rowHeight: 44)
    _ = window.render()
    #expect(table.rowHeight == 48)
  }

  @Test("Arrow keys scroll one cell row once the table is adapted")
  func keyboardStep() {
    let (window, table) = makeWindow()
    _ = window.render()
    #expect(table.keyboardScrollStep == 16)
    #expect(window.send(Event(.key(KeyPress(.downArrow)))))
    #expect(table.contentOffset.y == 16)
  }
}
