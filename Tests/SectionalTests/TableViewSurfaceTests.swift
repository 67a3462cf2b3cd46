import Testing

@testable import Sectional

/// The table's index colours and row count, separator inset reference and readable-width cell
/// margins (Documentation/TableMetrics.md § Separator insets, LayoutGuides.md § Readable
/// width).
@MainActor
@Suite struct TableViewSurfaceTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Three sections of one row titled "Row", indexed A, B, C when `indexed`.
  final class Letters: TableViewDataSource {
    let indexed: Bool

    init(indexed: Bool = true) { self.indexed = indexed }

    func numberOfSections(in tableView: TableView) -> Int { 3 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row"
      return cell
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
      indexed ? ["A", "B", "C"] : nil
    }
  }

  private func makeTable(width: Double, in window: Window, source: Letters) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: width, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    window.rootView = table
    window.layoutIfNeeded()
    return table
  }

  private func fills(_ list: DisplayList, color: Color) -> [CGRect] {
    list.commands.compactMap { command in
      if case .fillRect(let rect, let fill) = command, fill == color { return rect }
      return nil
    }
  }

  @Test("the index background is drawn behind it, with the tracking colour while touched")
  func indexBackground() {
    let source = Letters()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = makeTable(width: 320, in: window, source: source)
    let column = CGRect(x: 300, y: 0, width: 20, height: 480)
    #expect(table.sectionIndexBackgroundColor == nil)
    #expect(table.sectionIndexTrackingBackgroundColor == nil)
    #expect(fills(window.displayList(), color: .yellow).isEmpty)
    table.sectionIndexBackgroundColor = .yellow
    table.sectionIndexTrackingBackgroundColor = .orange
    #expect(fills(window.displayList(), color: .yellow) == [column])
    window.send(Event(.pointer(.began, location: CGPoint(x: 310, y: 226))))
    #expect(fills(window.displayList(), color: .orange) == [column])
    #expect(fills(window.displayList(), color: .yellow).isEmpty)
    window.send(Event(.pointer(.ended, location: CGPoint(x: 310, y: 226))))
    #expect(fills(window.displayList(), color: .yellow) == [column])
    table.sectionIndexTrackingBackgroundColor = nil
    window.send(Event(.pointer(.began, location: CGPoint(x: 310, y: 226))))
    #expect(fills(window.displayList(), color: .yellow) == [column])
  }

  @Test("the index shows only when the table has at least the minimum display row count")
  func minimumRowCount() {
    let source = Letters()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = makeTable(width: 320, in: window, source: source)
    #expect(table.sectionIndexMinimumDisplayRowCount == 0)
    table.sectionIndexMinimumDisplayRowCount = 4
    #expect(table.sectionIndexTitles.isEmpty)
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.sectionIndexTitles.isEmpty)
    table.sectionIndexMinimumDisplayRowCount = 3
    #expect(table.sectionIndexTitles == ["A", "B", "C"])
  }

  @Test("from the cell edges the inset is the table's; from the automatic insets it is added")
  func separatorReference() {
    let source = Letters(indexed: false)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 480))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.separatorInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 10)
    window.rootView = table
    window.layoutIfNeeded()
    #expect(table.separatorInsetReference == .fromCellEdges)
    let cell = table.visibleCells[0]
    #expect(cell.separatorView.frame == CGRect(x: 4, y: 43, width: 1010, height: 1))
    table.separatorInsetReference = .fromAutomaticInsets
    window.layoutIfNeeded()
    #expect(cell.separatorView.frame == CGRect(x: 20, y: 43, width: 994, height: 1))
    table.cellLayoutMarginsFollowReadableWidth = true
    window.layoutIfNeeded()
    #expect(cell.separatorView.frame == CGRect(x: 180, y: 43, width: 834, height: 1))
  }

  @Test("cells' margins follow the readable width while asked, and go back after")
  func readableMargins() {
    let source = Letters(indexed: false)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 1024, height: 480))
    let table = makeTable(width: 1024, in: window, source: source)
    #expect(table.cellLayoutMarginsFollowReadableWidth == false)
    let cell = table.visibleCells[0]
    #expect(cell.textLabel?.frame.minX == 16)
    #expect(cell.separatorView.frame.minX == 16)
    table.cellLayoutMarginsFollowReadableWidth = true
    window.layoutIfNeeded()
    #expect(table.readableCellMargins == (left: 176, right: 176))
    #expect(cell.layoutMargins == EdgeInsets(top: 8, left: 176, bottom: 8, right: 176))
    #expect(cell.textLabel?.frame.minX == 176)
    #expect(cell.separatorView.frame == CGRect(x: 176, y: 43, width: 848, height: 1))
    table.reloadData()
    window.layoutIfNeeded()
    #expect(table.visibleCells.map(\.layoutMargins.left) == [176, 176, 176])
    table.cellLayoutMarginsFollowReadableWidth = false
    window.layoutIfNeeded()
    #expect(table.visibleCells.map(\.layoutMargins.left) == [16, 16, 16])
    #expect(table.visibleCells.map(\.separatorView.frame.minX) == [16, 16, 16])
  }

  @Test("on a narrow table the readable column is the margins")
  func readableNarrow() {
    let source = Letters(indexed: false)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = makeTable(width: 320, in: window, source: source)
    table.cellLayoutMarginsFollowReadableWidth = true
    #expect(table.readableCellMargins == (left: 16, right: 16))
  }
}
