import Sectional
import SectionalTestSupport
import Testing

/// Automatic heights: untitled headers and automatic rows are measured with
/// `systemLayoutSizeFitting` when they show, and corrections never move what is on screen.
@MainActor
@Suite struct TableViewSelfSizingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A header whose label is pinned to the content view's margins.
  final class TallHeader: TableViewHeaderFooterView {
    let title = Label()

    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      title.numberOfLines = 0
      title.font = .systemFont(ofSize: 17)
      title.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(title)
      LayoutConstraint.activate([
        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
      ])
    }

    /// Never made from an archive: the stub UIKit code writes for a view made in code.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// Sections whose headers are self-sized custom views; rows automatic.
  final class Source: TableViewDataSource, TableViewDelegate {
    let sections: Int
    init(sections: Int) { self.sections = sections }

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      guard section % 2 == 0 else { return nil }
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Tall") as! TallHeader
      header.title.text = "Header \(section)"
      return header
    }
  }

  private func makeTable(sections: Int) -> (TableView, Source) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "Tall")
    let source = Source(sections: sections)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
  }

  @Test("a header with a view is measured to its constraints; one without a view gets none")
  func measured() {
    let (table, source) = makeTable(sections: 4)
    let label = FixedTextMetrics().size(
      of: "Header 0", font: .systemFont(ofSize: 17), maxWidth: 288)
    #expect(table.rectForHeader(inSection: 0).height == label.height + 20)
    #expect(table.rectForHeader(inSection: 1).height == 0)
    #expect(table.displayedHeaderView(forSection: 0)?.frame.height == label.height + 20)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    withExtendedLifetime(source) {}
  }

  /// Two titled sections for the grouped default look.
  final class Titled: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Title \(section)"
    }
  }

  @Test("grouped title headers fit their uppercase label between the 32/17 and 6 pt margins")
  func groupedTitles() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Titled()
    table.dataSource = source
    table.layoutIfNeeded()
    // FixedTextMetrics: a 13 pt line is ceil(13 × 1.25) = 17 pt tall.
    #expect(table.rectForHeader(inSection: 0).height == CGFloat(32 + 17 + 6))
    #expect(table.rectForHeader(inSection: 1).height == CGFloat(17 + 17 + 6))
    let header = try #require(table.headerView(forSection: 1))
    #expect(header.textLabel?.text == "TITLE 1")
    #expect(header.textLabel?.frame == CGRect(x: 16, y: 17, width: 288, height: 17))
    withExtendedLifetime(source) {}
  }

  /// A grouped section titled with twenty words.
  final class LongTitle: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      Array(repeating: "long", count: 20).joined(separator: " ")
    }
  }

  @Test("a long grouped title wraps onto three lines and its header grows to fit, never cut")
  func groupedLongTitleWraps() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = LongTitle()
    table.dataSource = source
    table.layoutIfNeeded()
    // 13 pt FixedTextMetrics: 6.5 pt a character, 288 pt hold 44: nine words a line (9, 9, 2);
    // three lines of 16.25 pt are 48.75 pt, rounded up to 49.
    #expect(table.rectForHeader(inSection: 1).height == CGFloat(17 + 49 + 6))
    let header = try #require(table.headerView(forSection: 1))
    #expect(header.textLabel?.numberOfLines == 0)
    #expect(header.textLabel?.frame == CGRect(x: 16, y: 17, width: 288, height: 49))
    withExtendedLifetime(source) {}
  }

  @Test("a zero estimate turns header self-sizing off")
  func estimateZero() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(TallHeader.self, forHeaderFooterViewReuseIdentifier: "Tall")
    table.estimatedSectionHeaderHeight = 0
    let source = Source(sections: 2)
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 0)
    #expect(table.displayedHeaderView(forSection: 0) == nil)
    withExtendedLifetime(source) {}
  }

  @Test("measuring headers that scroll in never moves the rows already on screen")
  func anchorHolds() throws {
    let seed: UInt64 = 0xA11C_4042
    var random = SplitMix64(seed: seed)
    let (table, source) = makeTable(sections: 400)
    for step in 0..<40 {
      let before = table.contentOffset.y
      let delta = CGFloat(Int.random(in: 20...300, using: &random))
      let firstRow = try #require(table.indexPathsForVisibleRows?.first)
      let rowOnScreen = table.rectForRow(at: firstRow).minY - before
      table.contentOffset = CGPoint(x: 0, y: before + delta)
      let after = table.rectForRow(at: firstRow).minY - table.contentOffset.y
      #expect(after == rowOnScreen - delta, "seed \(seed) step \(step) row \(firstRow)")
    }
    withExtendedLifetime(source) {}
  }
}
