import SectionalTestSupport
import Testing

@testable import Sectional

/// Scrolling: views follow the visible rect, go back to their queues, and creation stays
/// bounded however far the table scrolls.
@MainActor
@Suite struct TableViewScrollingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A header class that counts its resets.
  final class AdHeader: TableViewHeaderFooterView {
    var resets = 0

    override func prepareForReuse() {
      super.prepareForReuse()
      resets += 1
    }
  }

  /// Many sections of 1 to 3 rows, each with a dequeued header and some with a title footer.
  final class Source: TableViewDataSource, TableViewDelegate {
    let rowCounts: [Int]
    var displayedHeaders = 0
    var endedHeaders = 0

    init(rowCounts: [Int]) { self.rowCounts = rowCounts }

    func numberOfSections(in tableView: TableView) -> Int { rowCounts.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rowCounts[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      section % 4 == 0 ? "Footer \(section)" : nil
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Ad")
      header?.textLabel?.text = "Ad \(section)"
      return header
    }

    func tableView(
      _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
    ) {
      displayedHeaders += 1
    }

    func tableView(
      _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
    ) {
      endedHeaders += 1
    }
  }

  private func makeTable(_ source: Source) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(AdHeader.self, forHeaderFooterViewReuseIdentifier: "Ad")
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return table
  }

  @Test("scrolling through 10,000 sections makes no more headers than fit plus two")
  func boundedCreation() {
    let source = Source(rowCounts: (0..<10_000).map { $0 % 3 + 1 })
    let table = makeTable(source)
    var mostOnScreen = 0
    var y = 0.0
    while y < table.contentSize.height - 480 {
      table.contentOffset = CGPoint(x: 0, y: y)
      mostOnScreen = max(mostOnScreen, table.subviews.filter { $0 is AdHeader }.count)
      y += 89
    }
    table.contentOffset = CGPoint(x: 0, y: table.contentSize.height - 480)
    let made = table.createdHeaderFooterViewCount(forIdentifier: "Ad")
    #expect(made <= mostOnScreen + 2, "made \(made), at most \(mostOnScreen) on screen")
    #expect(
      source.displayedHeaders - source.endedHeaders
        == table.subviews.filter { $0 is AdHeader }.count)
    #expect(table.createdCellCount(forIdentifier: "Cell") <= 480 / 44 + 4)
    #expect(source.displayedHeaders == 10_000, "every section's header was shown once")
    #expect(table.subviews.contains { ($0 as? AdHeader)?.resets ?? 0 > 0 })
  }

  @Test("views sit at TableLayout's frames for any offset and nothing else is on screen")
  func framesFollowLayout() throws {
    let seed: UInt64 = 0x5EC7_10AA
    var random = SplitMix64(seed: seed)
    let counts = (0..<200).map { _ in Int.random(in: 0...6, using: &random) }
    let source = Source(rowCounts: counts)
    let table = makeTable(source)
    for step in 0..<60 {
      let y = Double.random(in: -40...(table.contentSize.height), using: &random).rounded()
      table.contentOffset = CGPoint(x: 0, y: y)
      let layout = try #require(table.layout)
      let expected = layout.visibleElements(in: table.bounds)
      var shown = 0
      for element in expected {
        switch element.kind {
        case .header(let section):
          let view = table.displayedHeaderView(forSection: section)
          #expect(view?.frame == element.frame, "seed \(seed) step \(step) header \(section)")
          shown += 1
        case .footer(let section):
          let view = table.displayedFooterView(forSection: section)
          #expect(view?.frame == element.frame, "seed \(seed) step \(step) footer \(section)")
          shown += 1
        case .row(let row):
          let cell = table.cellForRow(at: row.indexPath)
          #expect(cell?.frame == element.frame, "seed \(seed) step \(step) row \(row)")
          shown += 1
        case .tableHeader, .tableFooter:
          break
        }
      }
      #expect(table.subviews.count == shown, "seed \(seed) step \(step) offset \(y)")
    }
  }

  @Test("a title footer uses the default look and goes back to the internal queue")
  func titleFooter() throws {
    let source = Source(rowCounts: [2, 2, 2, 2, 2])
    let table = makeTable(source)
    let footer = try #require(table.footerView(forSection: 0))
    #expect(footer.textLabel?.text == "Footer 0")
    #expect(footer.textLabel?.font == ListContentConfiguration.plainFooter().textProperties.font)
    #expect(footer.textLabel?.font.pointSize == 15)
    #expect(footer.textLabel?.textColor == .secondaryLabel)
    table.contentOffset = CGPoint(x: 0, y: 300)
    #expect(table.footerView(forSection: 0) == nil)
    table.contentOffset = CGPoint(x: 0, y: 0)
    #expect(table.footerView(forSection: 0) === footer)
  }

  @Test("scrollToRow puts the row at the top, middle or bottom, clamped to the content")
  func scrollToRow() {
    let source = Source(rowCounts: Array(repeating: 3, count: 20))
    let table = makeTable(source)
    let target = IndexPath(row: 1, section: 10)
    table.scrollToRow(at: target, at: .top, animated: false)
    #expect(table.contentOffset.y == table.rectForRow(at: target).minY)
    table.scrollToRow(at: target, at: .bottom, animated: false)
    #expect(table.contentOffset.y == table.rectForRow(at: target).maxY - 480)
    table.scrollToRow(at: target, at: .middle, animated: false)
    #expect(table.contentOffset.y == table.rectForRow(at: target).midY - 240)
    table.scrollToRow(at: IndexPath(row: 2, section: 19), at: .top, animated: false)
    #expect(table.contentOffset.y == table.contentSize.height - 480)
    #expect(table.indexPathsForVisibleRows?.last == IndexPath(row: 2, section: 19))
  }

  @Test("with a top content inset headers pin below it and scrolling reaches -inset")
  func contentInset() throws {
    let source = Source(rowCounts: Array(repeating: 5, count: 10))
    let table = makeTable(source)
    table.contentInset = EdgeInsets(top: 64, left: 0, bottom: 0, right: 0)
    table.layoutIfNeeded()
    #expect(table.adjustedContentInset.top == 64)
    table.scrollWheel(by: CGPoint(x: 0, y: -500), with: nil)
    #expect(table.contentOffset.y == -64)
    table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 3).minY - 64 + 20)
    let header = try #require(table.displayedHeaderView(forSection: 3))
    #expect(header.frame.minY == table.contentOffset.y + 64)
  }

  @Test("the wheel scrolls by its delta and stops at the ends of the content")
  func wheel() {
    let source = Source(rowCounts: Array(repeating: 3, count: 20))
    let table = makeTable(source)
    table.scrollWheel(by: CGPoint(x: 0, y: 120), with: nil)
    #expect(table.contentOffset.y == 120)
    table.scrollWheel(by: CGPoint(x: 0, y: -500), with: nil)
    #expect(table.contentOffset.y == 0)
    table.scrollWheel(by: CGPoint(x: 0, y: 1_000_000), with: nil)
    table.scrollWheel(by: CGPoint(x: 0, y: 1_000_000), with: nil)
    #expect(table.contentOffset.y == table.contentSize.height - 480)
  }
}
