import SectionalTestSupport
import Testing

@testable import Sectional

/// Behaviours where the table once differed from UIKit under the same name: each test states
/// UIKit's condition and consequence (Documentation/UIKitParity.md).
@MainActor
@Suite struct TableViewUIKitParityTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sections of rows with a settable row height, optional header height, header views and
  /// self-made cells (the pre-registration idiom), counting what the table does.
  final class Source: TableViewDataSource, TableViewDelegate {
    var sections = 3
    var rows = 20
    var rowHeightValue = 44.0
    var headerHeight: Double?
    var headerView: (() -> View?)?
    var madeCells = 0
    var endedHeaders = 0
    var rowHeightQuestions = 0

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      if let cell = tableView.dequeueReusableCell(withIdentifier: "News") { return cell }
      madeCells += 1
      return TableViewCell(style: .default, reuseIdentifier: "News")
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      rowHeightQuestions += 1
      return rowHeightValue
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      headerHeight ?? tableView.sectionHeaderHeight
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      headerView?()
    }

    func tableView(
      _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {
      endedHeaders += 1
    }
  }

  private func makeTable(
    _ source: Source, style: TableStyle = .plain, height: Double = 480
  ) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  @Test("cells a data source makes itself when dequeue returns nil are reused after scrolling")
  func selfMadeCellsAreReused() {
    let source = Source()
    let table = makeTable(source)
    let firstScreen = source.madeCells
    #expect(firstScreen > 0)
    for step in 1...20 {
      table.contentOffset = CGPoint(x: 0, y: Double(step) * 100)
      table.layoutIfNeeded()
    }
    #expect(source.madeCells <= firstScreen + 2)
  }

  @Test("a grouped header height of 0 means the style's default height, as in UIKit")
  func groupedZeroHeaderIsDefault() {
    let source = Source()
    source.headerHeight = 0
    let grouped = makeTable(source, style: .grouped)
    #expect(grouped.quirks == .uikit)
    #expect(grouped.rectForHeader(inSection: 1).height == 17.5)
    grouped.quirks = .none
    #expect(grouped.rectForHeader(inSection: 1).height == 0)
    let plain = makeTable(source, style: .plain)
    #expect(plain.rectForHeader(inSection: 1).height == 0)
  }

  @Test("a grouped header height of leastNormalMagnitude hides the header, as iOS code does")
  func groupedLeastNormalMagnitudeHides() {
    let source = Source()
    source.headerHeight = .leastNormalMagnitude
    let grouped = makeTable(source, style: .grouped)
    #expect(grouped.rectForHeader(inSection: 1).height == .leastNormalMagnitude)
    #expect(
      grouped.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        == grouped.rectForHeader(inSection: 1).minY)
  }

  @Test("an explicit sectionHeaderTopPadding applies in grouped styles too")
  func explicitPaddingInGrouped() {
    let source = Source()
    source.headerHeight = 30
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let before = table.rectForHeader(inSection: 1).minY
    table.sectionHeaderTopPadding = 10
    table.reloadData()
    #expect(table.rectForHeader(inSection: 1).minY == before + 20)
    #expect(table.rectForHeader(inSection: 0).minY == 10)
  }

  @Test("a header's detail label is laid out in grouped styles only")
  func detailLabelGroupedOnly() {
    func header(_ style: TableStyle) -> TableViewHeaderFooterView {
      let view = TableViewHeaderFooterView(reuseIdentifier: nil)
      view.textLabel?.text = "Title"
      view.detailTextLabel?.text = "Detail"
      view.applyDefaultLook(style: style, isHeader: true, metrics: .iOS15)
      view.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
      view.layoutIfNeeded()
      return view
    }
    let plain = header(.plain)
    #expect(plain.detailTextLabel?.isHidden == true)
    #expect(plain.detailTextLabel?.frame.height == 0)
    let grouped = header(.grouped)
    #expect(grouped.detailTextLabel?.isHidden == false)
    #expect((grouped.detailTextLabel?.frame.height ?? 0) > 0)
    #expect(
      grouped.sizeThatFits(CGSize(width: 320, height: 0)).height
        > plain.sizeThatFits(CGSize(width: 320, height: 0)).height)
  }

  @Test("the table's separatorInset applies to cells that keep the default, not to others")
  func separatorInsetKeepsCellsOwn() {
    final class Mixed: TableViewDataSource {
      func numberOfSections(in tableView: TableView) -> Int { 1 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        if indexPath.row == 1 { cell.separatorInset = .zero }
        return cell
      }
    }
    let source = Mixed()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    table.separatorInset = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    table.dataSource = source
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 40)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.separatorInset.left == 0)
  }

  @Test("setting contentInset re-lays out without ending the display of any view")
  func contentInsetDoesNotReload() {
    let source = Source()
    source.headerView = { TableViewHeaderFooterView(reuseIdentifier: nil) }
    source.headerHeight = 30
    let table = makeTable(source)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let questions = source.rowHeightQuestions
    table.contentInset = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    table.layoutIfNeeded()
    #expect(source.endedHeaders == 0)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(source.rowHeightQuestions == questions)
    #expect(table.layout?.contentInset.top == 20)
  }

  @Test("setting tableHeaderView or tableFooterView keeps the displayed views")
  func tableViewsDoNotReload() {
    let source = Source()
    source.headerView = { TableViewHeaderFooterView(reuseIdentifier: nil) }
    source.headerHeight = 30
    let table = makeTable(source)
    let header = table.displayedHeaderView(forSection: 0)
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    table.layoutIfNeeded()
    #expect(source.endedHeaders == 0)
    #expect(table.displayedHeaderView(forSection: 0) === header)
    let headerTop = Double(table.rectForHeader(inSection: 0).minY)
    #expect(headerTop == 50 + TableMetrics.iOS15.sectionHeaderTopPadding)
  }

  @Test("a table footer view not yet scrolled into view sits below the content")
  func offscreenFooterIsBelowContent() throws {
    let source = Source()
    let table = makeTable(source)
    let footer = View(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    table.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
    table.tableFooterView = footer
    table.layoutIfNeeded()
    let layout = try #require(table.layout)
    #expect(footer.frame == layout.rect(for: .tableFooter))
    #expect(footer.frame.minY > table.bounds.maxY)
  }

  @Test("an empty batch asks for the displayed heights again and applies them")
  func emptyBatchRequeriesHeights() {
    let source = Source()
    let table = makeTable(source)
    source.rowHeightValue = 60
    table.performBatchUpdates(nil)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 60)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 60)
  }

  @Test("a batch's completion runs after its animations end")
  func completionAfterAnimations() {
    let source = Source()
    source.sections = 1
    let table = makeTable(source)
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    var completed: Bool?
    source.rows = 21
    table.performBatchUpdates(
      { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade) },
      completion: { completed = $0 })
    #expect(completed == nil)
    clock.advance(by: 0.5)
    table.animator?.step()
    #expect(completed == true)
  }

  @Test("indexPathsForVisibleRows is optional, as UIKit's, and lists the rows on screen")
  func visibleRowsOptional() {
    let table = makeTable(Source())
    let rows: [IndexPath]? = table.indexPathsForVisibleRows
    #expect(rows?.first == IndexPath(row: 0, section: 0))
  }
}
