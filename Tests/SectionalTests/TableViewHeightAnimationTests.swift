import Sectional
import SectionalTestSupport
import Testing

/// Animated height changes: an empty batch (or beginUpdates/endUpdates) asks the displayed
/// elements for their heights again and animates to them on the injected clock.
@MainActor
@Suite struct TableViewHeightAnimationTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// One section of 20 rows, 44 pt unless listed in `rowHeights`; a header titled "Header"
  /// of `headerHeight` when set.
  final class Source: TableViewDataSource, TableViewDelegate {
    var rowHeights: [Int: CGFloat] = [:]
    var headerHeight: CGFloat?

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      headerHeight == nil ? nil : "Header"
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      rowHeights[indexPath.row] ?? 44
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      headerHeight ?? 0
    }
  }

  /// A 320 × 480 plain table over `source` with an animator on a manual clock.
  func makeTable(_ source: Source) -> (TableView, ManualClock) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    return (table, clock)
  }

  /// The frame of the displayed cell of `row`.
  func frame(_ table: TableView, _ row: Int) -> CGRect? {
    table.cellForRow(at: IndexPath(row: row, section: 0))?.frame
  }

  /// Moves the clock by `seconds` and steps the table's animator.
  func advance(_ table: TableView, _ clock: ManualClock, by seconds: Double) {
    clock.advance(by: seconds)
    table.animator?.step()
  }

  @Test("expanding a row grows it and slides the rows below over 0.3 s; the completion waits")
  func expandRow() {
    let source = Source()
    let (table, clock) = makeTable(source)
    let pushedOut = table.cellForRow(at: IndexPath(row: 10, section: 0))
    source.rowHeights[1] = 100
    var completed: Bool?
    table.performBatchUpdates(nil, completion: { completed = $0 })
    #expect(frame(table, 1) == CGRect(x: 0, y: 44, width: 320, height: 44))
    #expect(frame(table, 2) == CGRect(x: 0, y: 88, width: 320, height: 44))
    #expect(pushedOut?.frame == CGRect(x: 0, y: 440, width: 320, height: 44))
    advance(table, clock, by: 0.15)
    #expect(frame(table, 1) == CGRect(x: 0, y: 44, width: 320, height: 72))
    #expect(frame(table, 2) == CGRect(x: 0, y: 116, width: 320, height: 44))
    #expect(pushedOut?.frame == CGRect(x: 0, y: 468, width: 320, height: 44))
    #expect(pushedOut?.superview === table)
    #expect(completed == nil)
    advance(table, clock, by: 0.15)
    #expect(frame(table, 1) == CGRect(x: 0, y: 44, width: 320, height: 100))
    #expect(frame(table, 2) == CGRect(x: 0, y: 144, width: 320, height: 44))
    #expect(pushedOut?.superview == nil)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 9, section: 0))
    #expect(completed == true)
  }

  @Test(
    "collapsing a row with beginUpdates/endUpdates slides the row that comes into view up with the rest"
  )
  func collapseRow() {
    let source = Source()
    source.rowHeights[1] = 100
    let (table, clock) = makeTable(source)
    #expect(table.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
    source.rowHeights[1] = 44
    table.beginUpdates()
    table.endUpdates()
    #expect(frame(table, 10) == CGRect(x: 0, y: 496, width: 320, height: 44))
    advance(table, clock, by: 0.15)
    #expect(frame(table, 1) == CGRect(x: 0, y: 44, width: 320, height: 72))
    #expect(frame(table, 10) == CGRect(x: 0, y: 468, width: 320, height: 44))
    advance(table, clock, by: 0.15)
    #expect(frame(table, 10) == CGRect(x: 0, y: 440, width: 320, height: 44))
    #expect(table.animator?.isAnimating == false)
  }

  @Test(
    "growing a header (below its 22 pt top padding) animates its height and moves the rows under it"
  )
  func growHeader() {
    let source = Source()
    source.headerHeight = 30
    let (table, clock) = makeTable(source)
    let header = table.headerView(forSection: 0)
    #expect(header?.frame == CGRect(x: 0, y: 22, width: 320, height: 30))
    source.headerHeight = 60
    table.performBatchUpdates(nil)
    advance(table, clock, by: 0.15)
    #expect(header?.frame == CGRect(x: 0, y: 22, width: 320, height: 45))
    #expect(frame(table, 0) == CGRect(x: 0, y: 67, width: 320, height: 44))
    advance(table, clock, by: 0.15)
    #expect(header?.frame == CGRect(x: 0, y: 22, width: 320, height: 60))
    #expect(frame(table, 0) == CGRect(x: 0, y: 82, width: 320, height: 44))
  }

  @Test("the row at the top of the screen keeps its top when it grows; the offset stays")
  func anchoredTop() {
    let source = Source()
    let (table, clock) = makeTable(source)
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    source.rowHeights[2] = 100
    table.performBatchUpdates(nil)
    #expect(table.contentOffset.y == 100)
    advance(table, clock, by: 0.3)
    #expect(frame(table, 2) == CGRect(x: 0, y: 88, width: 320, height: 100))
    #expect(frame(table, 3) == CGRect(x: 0, y: 188, width: 320, height: 44))
  }

  @Test("without an animator the new heights apply at once and the completion runs")
  func withoutAnimator() {
    let source = Source()
    let (table, _) = makeTable(source)
    table.animator = nil
    source.rowHeights[1] = 100
    var completed: Bool?
    table.performBatchUpdates(nil, completion: { completed = $0 })
    #expect(frame(table, 2) == CGRect(x: 0, y: 144, width: 320, height: 44))
    #expect(completed == true)
  }
}
