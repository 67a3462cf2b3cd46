import Sectional
import Testing

/// A hovering mouse highlights the header, footer or row under it, follows the content when
/// it scrolls under a still pointer, and leaves no highlight on reused views.
@MainActor
@Suite struct TableViewHoverTests {
  /// The tables' data source, kept alive here (a table holds it weakly).
  private let source = Source()

  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Titled sections of 5 rows.
  final class Source: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 20 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }
  }

  /// A 320×480 plain table in a window: section 0's header spans y 22-50, its rows 44 pt
  /// each from y 50.
  private func makeTable() -> (Window, TableView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table)
  }

  private func hover(_ window: Window, _ x: Double, _ y: Double) {
    window.send(Event(.hover(location: CGPoint(x: x, y: y))))
  }

  @Test("the row and then the header under the pointer are hovered, one at a time")
  func hoverFollowsPointer() throws {
    let (window, table) = makeTable()
    hover(window, 100, 60)
    #expect(table.hoveredElement == .row(RowPosition(row: 0, section: 0)))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.isHovered)
    hover(window, 100, 30)
    #expect(table.hoveredElement == .header(section: 0))
    #expect(!cell.isHovered)
    #expect(table.headerView(forSection: 0)?.isHovered == true)
    hover(window, 100, 10)
    #expect(table.hoveredElement == nil)
    #expect(table.headerView(forSection: 0)?.isHovered == false)
  }

  @Test("a hovered cell lays the hover colour over its background")
  func hoveredCellDraws() {
    let (window, _) = makeTable()
    let before = window.render().commands
    hover(window, 100, 60)
    let after = window.render().commands
    let hoverFill = DrawCommand.fillRect(
      CGRect(x: 0, y: 50, width: 320, height: 44),
      color: Color(hex: 0xE5E5EA, alpha: 0.5))
    #expect(!before.contains(hoverFill))
    #expect(after.contains(hoverFill))
  }

  @Test("content scrolling under a still pointer moves the hover to the row now under it")
  func scrollMovesHover() {
    let (window, table) = makeTable()
    hover(window, 100, 60)
    table.contentOffset = CGPoint(x: 0, y: 44)
    window.layoutIfNeeded()
    #expect(table.hoveredElement == .row(RowPosition(row: 1, section: 0)))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isHovered == false)
  }

  @Test(
    "the pointer leaving clears the hover; after a long scroll one cell, the one under it, is hovered"
  )
  func leavingClears() {
    let (window, table) = makeTable()
    hover(window, 100, 60)
    window.send(Event(.hover(location: nil)))
    #expect(table.hoveredElement == nil)
    hover(window, 100, 60)
    table.contentOffset = CGPoint(x: 0, y: 3000)
    window.layoutIfNeeded()
    // Content y 3060 is section 11's first row (sections are 270 pt: 22 + 28 + 5 × 44).
    #expect(table.hoveredElement == .row(RowPosition(row: 0, section: 11)))
    #expect(table.visibleCells.filter(\.isHovered).count == 1)
  }
}
