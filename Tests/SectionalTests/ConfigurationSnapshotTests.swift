import Sectional
import SectionalCairo
import SectionalSnapshotTesting
import Testing

/// PNG goldens of every header and footer configuration style in plain, grouped and
/// inset-grouped tables, light and dark, drawn by Cairo and Pango as the gallery draws
/// (Documentation/Configurations.md § Styles).
@MainActor
@Suite struct ConfigurationSnapshotTests {
  /// Sections whose headers and footers show the configurations listed for the style (footers
  /// estimated at 30 pt, then measured), rows in value cells on list cell backgrounds; the last
  /// section is a title header and footer, the default look.
  final class Source: TableViewDataSource, TableViewDelegate {
    let headers: [ListContentConfiguration]
    let footers: [ListContentConfiguration]

    init(style: TableView.Style) {
      switch style {
      case .plain:
        headers = [.plainHeader()]
        footers = [.plainFooter()]
      case .grouped:
        headers = [.groupedHeader()]
        footers = [.groupedFooter()]
      case .insetGrouped:
        headers = [.prominentInsetGroupedHeader(), .extraProminentInsetGroupedHeader()]
        footers = [.groupedFooter(), .groupedFooter()]
      }
    }

    func numberOfSections(in tableView: TableView) -> Int { headers.count + 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var configuration = ListContentConfiguration.valueCell()
      configuration.text = indexPath.row == 0 ? "Apples" : "Pears"
      configuration.secondaryText = indexPath.row == 0 ? "12" : "7"
      cell.contentConfiguration = configuration
      cell.backgroundConfiguration =
        tableView.style == .plain ? .listPlainCell() : .listGroupedCell()
      return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      section == headers.count ? "Title header" : nil
    }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      section == headers.count ? "Title footer" : nil
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      guard section < headers.count else { return nil }
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var configuration = headers[section]
      configuration.text = "Header \(section)"
      configuration.secondaryText = "Secondary text"
      view?.contentConfiguration = configuration
      return view
    }
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    { 30 }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      guard section < footers.count else { return nil }
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var configuration = footers[section]
      configuration.text = "Footer \(section) explains the rows above"
      view?.contentConfiguration = configuration
      return view
    }
  }

  /// Renders a 320 × 480 table of `style` in light or dark.
  private func render(_ style: TableView.Style, dark: Bool) -> DisplayList {
    let size = CGSize(width: 320, height: 480)
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = PangoTextMetrics.shared
    if dark { window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark) }
    let table = TableView(frame: window.bounds, style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(
      TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    let source = Source(style: style)
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return withExtendedLifetime(source) { window.render() }
  }

  @Test("plain header and footer configurations beside a title header, light and dark")
  func plain() {
    let size = CGSize(width: 320, height: 480)
    assertSnapshot(
      of: render(.plain, dark: false), as: .png(size: size, scale: 1, background: .white),
      named: "light")
    assertSnapshot(
      of: render(.plain, dark: true), as: .png(size: size, scale: 1, background: .black),
      named: "dark")
  }

  @Test("grouped header and footer configurations beside a title header, light and dark")
  func grouped() {
    let size = CGSize(width: 320, height: 480)
    assertSnapshot(
      of: render(.grouped, dark: false), as: .png(size: size, scale: 1, background: .white),
      named: "light")
    assertSnapshot(
      of: render(.grouped, dark: true), as: .png(size: size, scale: 1, background: .black),
      named: "dark")
  }

  @Test("prominent and extra-prominent inset-grouped headers, grouped footers, light and dark")
  func insetGrouped() {
    let size = CGSize(width: 320, height: 480)
    assertSnapshot(
      of: render(.insetGrouped, dark: false), as: .png(size: size, scale: 1, background: .white),
      named: "light")
    assertSnapshot(
      of: render(.insetGrouped, dark: true), as: .png(size: size, scale: 1, background: .black),
      named: "dark")
  }
}
