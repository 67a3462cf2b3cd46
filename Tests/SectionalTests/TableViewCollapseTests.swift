import Sectional
import SectionalTestSupport
import Testing

/// Collapsible sections and pin events.
@MainActor
@Suite struct TableViewCollapseTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Titled sections of 10 rows that record pin events.
  final class Source: TableViewDataSource, TableViewDelegate {
    var events: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 10 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }

    func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
      events.append("pin \(section)")
    }

    func tableView(_ tableView: TableView, didUnpinHeaderInSection section: Int) {
      events.append("unpin \(section)")
    }

    func tableView(
      _ tableView: TableView, pinnedHeaderInSection section: Int,
      didChangePushProgress progress: CGFloat
    ) {
      events.append("progress \(section) \(progress)")
    }
  }

  private func makeScene() -> (Window, TableView, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, source)
  }

  @Test("collapsing hides the rows and moves the next sections up by their height")
  func collapse() {
    let (_, table, source) = makeScene()
    let nextBefore = table.rectForHeader(inSection: 1).minY
    table.setSection(0, collapsed: true, animated: false)
    #expect(table.isSectionCollapsed(0))
    #expect(table.rectForHeader(inSection: 1).minY == nextBefore - 440)
    #expect(!(table.indexPathsForVisibleRows ?? []).contains { $0.section == 0 })
    table.setSection(0, collapsed: false, animated: false)
    #expect(table.rectForHeader(inSection: 1).minY == nextBefore)
    withExtendedLifetime(source) {}
  }

  @Test("collapsing a section whose header is pinned keeps the header where it was")
  func pinnedStays() throws {
    let (_, table, source) = makeScene()
    let y = table.rectForHeader(inSection: 3).minY + 200
    table.contentOffset = CGPoint(x: 0, y: y)
    let header = try #require(table.headerView(forSection: 3))
    let screenY = header.frame.minY - table.contentOffset.y
    #expect(screenY == 0)
    table.setSection(3, collapsed: true, animated: false)
    let after = try #require(table.headerView(forSection: 3))
    #expect(after.frame.minY - table.contentOffset.y == 0)
    #expect(table.indexPathsForVisibleRows?.first?.section == 4)
    withExtendedLifetime(source) {}
  }

  @Test("collapsing a section above the visible area leaves the screen still")
  func aboveStill() throws {
    let (_, table, source) = makeScene()
    table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 5).minY - 10)
    let firstRow = try #require(table.indexPathsForVisibleRows?.first)
    let before = table.rectForRow(at: firstRow).minY - table.contentOffset.y
    table.setSection(1, collapsed: true, animated: false)
    #expect(table.rectForRow(at: firstRow).minY - table.contentOffset.y == before)
    withExtendedLifetime(source) {}
  }

  @Test("with tap-to-toggle on, a header tap collapses and a second tap expands")
  func tapToggles() {
    let (window, table, source) = makeScene()
    table.togglesSectionOnHeaderTap = true
    let header = table.rectForHeader(inSection: 0)
    for expected in [true, false] {
      window.send(Event(.pointer(.began, location: CGPoint(x: 100, y: header.midY))))
      window.send(Event(.pointer(.ended, location: CGPoint(x: 100, y: header.midY))))
      #expect(table.isSectionCollapsed(0) == expected)
    }
    withExtendedLifetime(source) {}
  }

  @Test("collapse survives reloadData")
  func survivesReload() {
    let (_, table, source) = makeScene()
    table.setSection(2, collapsed: true, animated: false)
    table.reloadData()
    #expect(table.isSectionCollapsed(2))
    withExtendedLifetime(source) {}
  }

  @Test("the delegate hears a header pin, its push progress, and the unpin")
  func pinEvents() {
    let (_, table, source) = makeScene()
    let header1 = table.rectForHeader(inSection: 1)
    table.contentOffset = CGPoint(x: 0, y: header1.minY + 10)
    // Section 1's rows end 28 + 440 below its header's top; 7 pt into the push is 0.25.
    table.contentOffset = CGPoint(x: 0, y: header1.minY + 440 + 7)
    table.contentOffset = CGPoint(x: 0, y: header1.minY - 100)
    #expect(
      source.events == [
        "pin 1", "progress 1 0.0", "progress 1 0.25", "unpin 1", "pin 0", "progress 0 0.0",
      ])
  }
}
