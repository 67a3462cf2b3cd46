import Sectional
import Testing

/// Spot checks of members Documentation/UIKitParity.md marks "same" that the scene suites do
/// not reach: footer views and their display calls, the delegate's estimates, row queries,
/// reloading and selecting rows, and the data source's defaults.
@MainActor
@Suite struct TableViewParitySpotCheckTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sections of three rows with a 30 pt footer view each; records what it is asked and told.
  final class Footers: TableViewDataSource, TableViewDelegate {
    var sections = 20
    var cellRequests: [IndexPath] = []
    var shownFooters: [Int] = []
    var endedFooters: [Int] = []
    var selected: [IndexPath] = []

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cellRequests.append(indexPath)
      return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    func tableView(
      _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
    ) {
      shownFooters.append(section)
    }

    func tableView(
      _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
    ) {
      endedFooters.append(section)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      selected.append(indexPath)
    }
  }

  private func makeTable(_ source: some TableViewDataSource & TableViewDelegate) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  @Test("footer views sit at the footer's rect and are reported as they come and go")
  func footerViews() throws {
    let source = Footers()
    let table = makeTable(source)
    let footer = try #require(table.displayedFooterView(forSection: 0))
    #expect(footer.frame == CGRect(x: 0, y: 132, width: 320, height: 30))
    #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 132, width: 320, height: 30))
    #expect(Array(source.shownFooters.prefix(2)) == [0, 1])
    #expect(source.endedFooters.isEmpty)
    table.contentOffset = CGPoint(x: 0, y: 1000)
    table.layoutIfNeeded()
    #expect(source.endedFooters.contains(0))
    #expect(source.endedFooters.contains(1))
  }

  @Test("indexPathForRow(at:) names the row under a point and nil over a footer")
  func rowAtPoint() {
    let source = Footers()
    let table = makeTable(source)
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 50)) == IndexPath(row: 1, section: 0))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 170)) == IndexPath(row: 0, section: 1))
    #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 140)) == nil)
  }

  @Test("indexPathsForRows(in:) lists the rows a rect meets, in order, skipping footers")
  func rowsInRect() {
    let table = makeTable(Footers())
    let rows = table.indexPathsForRows(in: CGRect(x: 0, y: 40, width: 320, height: 130))
    #expect(
      rows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0),
        IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 1),
      ])
    #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 133, width: 320, height: 20)) == [])
  }

  @Test("indexPath(for:) names the row a visible cell shows and nil for a cell not on screen")
  func rowOfCell() throws {
    let table = makeTable(Footers())
    let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 1)))
    #expect(table.indexPath(for: cell) == IndexPath(row: 2, section: 1))
    #expect(table.indexPath(for: TableViewCell(style: .default, reuseIdentifier: "Cell")) == nil)
  }

  @Test("reloadRows(at:with:) asks the data source for that row's cell again, and only that")
  func reloadRow() {
    let source = Footers()
    let table = makeTable(source)
    source.cellRequests = []
    table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
    table.layoutIfNeeded()
    #expect(source.cellRequests == [IndexPath(row: 2, section: 0)])
  }

  @Test("selectRow(at:animated:scrollPosition:) selects without telling the delegate")
  func selectRowQuietly() throws {
    let source = Footers()
    let table = makeTable(source)
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected)
    #expect(source.selected.isEmpty)
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
    #expect(table.indexPathForSelectedRow == nil)
  }

  /// A hundred one-row sections with untitled header and footer views built with frames;
  /// automatic heights and the delegate's estimates of 50, 60 and 70 pt.
  final class Estimates: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 100 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      View(frame: CGRect(x: 0, y: 0, width: 320, height: 81))
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      View(frame: CGRect(x: 0, y: 0, width: 320, height: 81))
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    {
      50
    }

    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    { 60 }

    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    { 70 }
  }

  @Test("the delegate's estimates stand until an element shows, then its measured height")
  func delegateEstimates() {
    let source = Estimates()
    let table = makeTable(source)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 99)).height == 50)
    #expect(table.rectForHeader(inSection: 99).height == 60)
    #expect(table.rectForFooter(inSection: 99).height == 70)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(table.rectForFooter(inSection: 0).height == 28)
  }

  /// A data source with only the two required methods.
  final class Minimal: TableViewDataSource, TableViewDelegate {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
  }

  @Test("without numberOfSections(in:) the table has one section")
  func oneSectionByDefault() {
    let source = Minimal()
    let table = makeTable(source)
    #expect(table.numberOfSections == 1)
    #expect(table.numberOfRows(inSection: 0) == 2)
  }

  @Test("init(coder:) makes a plain table, a default-style cell and an unidentified header view")
  func decodedTableViews() throws {
    let coder = NSKeyedArchiver(requiringSecureCoding: false)
    #expect(try #require(TableView(coder: coder)).style == .plain)
    let cell = try #require(TableViewCell(coder: coder))
    #expect(cell.style == .default)
    #expect(cell.reuseIdentifier == nil)
    #expect(try #require(TableViewHeaderFooterView(coder: coder)).reuseIdentifier == nil)
  }
}
