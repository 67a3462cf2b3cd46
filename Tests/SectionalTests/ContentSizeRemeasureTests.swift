import Sectional
import SectionalRecipes
import Testing

/// When the content size category changes, labels that adjust get their new fonts and the
/// table measures its self-sized table header, section headers and rows again, keeping the
/// row at the top of the screen where it was (Documentation/Traits.md § Re-measuring).
@MainActor
@Suite struct ContentSizeRemeasureTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A header whose one multi-line label, in the body style, fills its margins.
  final class BodyHeader: TableViewHeaderFooterView {
    let label = Label()
    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      label.font = .preferredFont(forTextStyle: .body)
      label.adjustsFontForContentSizeCategory = true
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(label)
      let margins = contentView.layoutMarginsGuide
      LayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
        label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
        label.topAnchor.constraint(equalTo: margins.topAnchor),
        label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
      ])
    }
    required init?(coder: NSCoder) { nil }
  }

  /// 20 sections of 5 fixed 44 pt rows, each with a self-sized `BodyHeader`.
  final class Source: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 20 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      (header as? BodyHeader)?.label.text = "Section \(section) has a header long enough to wrap"
      return header
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
      TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
      -> CGFloat
    { 40 }
  }

  /// A 375 × 600 plain table in a window, laid out once.
  private func makeTable(header: View? = nil) -> (Window, TableView, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(BodyHeader.self, forHeaderFooterViewReuseIdentifier: "Header")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    table.tableHeaderView = header
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, source)
  }

  @Test(
    "a self-sized section header grows from 1 to 2 lines of body text at XXXL, pushing the rows down"
  )
  func sectionHeader() {
    let (window, table, source) = makeTable()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 38))
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .extraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 375, height: 74))
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 96)
    withExtendedLifetime(source) {}
  }

  @Test("recipe 002's table header grows with its scaled fonts, and shrinks back at large")
  func tableHeader() {
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    let (window, table, source) = makeTable(header: header)
    #expect(header.frame.height == 194)
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .extraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect(header.labels.map(\.font.pointSize) == [26, 23, 23, 23])
    #expect(header.frame.height == 333)
    #expect(table.rectForHeader(inSection: 0).minY == 355)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .large)
    window.layoutIfNeeded()
    #expect(header.frame.height == 194)
    withExtendedLifetime(source) {}
  }

  @Test("the row at the top of the screen stays at the top when the headers above it grow")
  func anchored() {
    let (window, table, source) = makeTable()
    let row = IndexPath(row: 2, section: 6)
    table.contentOffset = CGPoint(x: 0, y: table.rectForRow(at: row).minY + 10)
    window.layoutIfNeeded()
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .extraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect(table.contentOffset.y - table.rectForRow(at: row).minY == 10)
    withExtendedLifetime(source) {}
  }

  @Test("a table whose category does not change is not rebuilt by a style change")
  func styleOnly() {
    let (window, table, source) = makeTable()
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    window.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell)
    #expect(table.backgroundColor == .systemBackground)
    withExtendedLifetime(source) {}
  }
}
