import Sectional
import Testing

/// Title headers and footers and the built-in cell labels take their fonts from the list
/// configurations, so they follow the content size category; heights stay UIKit's at the
/// default category and grow with larger ones (Documentation/Configurations.md § Default
/// headers).
@MainActor
@Suite struct DefaultLookDynamicTypeTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Three titled sections of two rows with `.subtitle` cells.
  final class Source: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Fruit"
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      section == 0 ? "In season" : nil
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell =
        tableView.dequeueReusableCell(withIdentifier: "Cell")
        ?? TableViewCell(style: .subtitle, reuseIdentifier: "Cell")
      cell.textLabel?.text = "Apple"
      cell.detailTextLabel?.text = "Red"
      return cell
    }
  }

  /// A 320 × 600 table of `style` in a window, laid out once.
  private func makeTable(_ style: TableView.Style) -> (Window, TableView, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let table = TableView(frame: window.bounds, style: style)
    let source = Source()
    table.dataSource = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, source)
  }

  @Test("a plain title header is 28 pt in 15 pt semibold at L, 91 pt in 49 pt at AX5")
  func plainHeader() {
    let (window, table, source) = makeTable(.plain)
    let header = table.headerView(forSection: 0)
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(header?.textLabel?.font.pointSize == 15)
    #expect(header?.textLabel?.font.weight == .semibold)
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 91)
    #expect(table.rectForFooter(inSection: 0).height == 91)
    let grown = table.headerView(forSection: 0)
    #expect(grown?.textLabel?.font.pointSize == 49)
    window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: .large)
    window.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 28)
    withExtendedLifetime(source) {}
  }

  @Test("a grouped first title header is 32 + 17 + 6 pt at L and 32 + 24 + 6 at XXXL")
  func groupedHeader() {
    let (window, table, source) = makeTable(.grouped)
    let header = table.headerView(forSection: 0)
    #expect(table.rectForHeader(inSection: 0).height == 55)
    #expect(header?.textLabel?.text == "FRUIT")
    #expect(header?.textLabel?.font == .preferredFont(forTextStyle: .footnote))
    // The footer: 6 above, 12 below, a 13 pt footnote line (16.25, rounded up), as written.
    #expect(table.rectForFooter(inSection: 0).height == 35)
    #expect(
      table.footerView(forSection: 0)?.textLabel?.text
        == "In season")
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .extraExtraExtraLarge)
    window.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 0).height == 62)
    #expect(table.rectForFooter(inSection: 0).height == 42)
    withExtendedLifetime(source) {}
  }

  @Test("built-in cell labels are body and caption 1: 17 and 12 pt at L, 23 and 18 at XXXL")
  func cellLabels() {
    let (window, table, source) = makeTable(.plain)
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.textLabel?.font.pointSize == 17)
    #expect(cell?.detailTextLabel?.font.pointSize == 12)
    window.hostTraitCollection = TraitCollection(
      preferredContentSizeCategory: .extraExtraExtraLarge)
    window.layoutIfNeeded()
    let grown = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(grown?.textLabel?.font.pointSize == 23)
    #expect(grown?.detailTextLabel?.font.pointSize == 18)
    withExtendedLifetime(source) {}
  }
}
