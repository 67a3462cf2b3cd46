import Sectional
import SectionalCairo
import SectionalSnapshotTesting
import Testing

/// PNG goldens of the sidebar list configurations in a plain table, light and dark, drawn by
/// Cairo and Pango as the gallery draws (Documentation/Configurations.md § Styles).
@MainActor
@Suite struct SidebarSnapshotTests {
  /// One section under a sidebar header: a row of each sidebar cell style, then a disabled
  /// row, whose text turns `quaternaryLabel`.
  final class Source: TableViewDataSource, TableViewDelegate {
    /// Each row's configuration and texts.
    let rows: [(ListContentConfiguration, String, String?)] = [
      (.sidebarCell(), "Recents", nil),
      (.sidebarCell(), "Favourites", "12 items"),
      (.sidebarSubtitleCell(), "Shared", "With 3 people"),
      (.accompaniedSidebarCell(), "Downloads", nil),
      (.accompaniedSidebarSubtitleCell(), "Trash", "Emptied weekly"),
      (.sidebarCell(), "Archive (disabled)", nil),
    ]

    func numberOfSections(in tableView: TableView) -> Int { 1 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows.count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var (configuration, text, secondary) = rows[indexPath.row]
      configuration.text = text
      configuration.secondaryText = secondary
      // The state counts when the configuration is set: disable the row first.
      cell.isUserInteractionEnabled = indexPath.row != rows.count - 1
      cell.contentConfiguration = configuration
      return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let view = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var configuration = ListContentConfiguration.sidebarHeader()
      configuration.text = "Library"
      view?.contentConfiguration = configuration
      return view
    }
  }

  /// Renders a 320 × 400 plain table of sidebar rows in light or dark.
  private func render(dark: Bool) -> DisplayList {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    window.textMeasurer = PangoTextMetrics.shared
    if dark { window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark) }
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(
      TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return withExtendedLifetime(source) { window.render() }
  }

  @Test("sidebar header, sidebar and accompanied rows and a disabled row, light and dark")
  func sidebar() {
    let size = CGSize(width: 320, height: 400)
    assertSnapshot(
      of: render(dark: false), as: .png(size: size, scale: 1, background: .white),
      named: "light")
    assertSnapshot(
      of: render(dark: true), as: .png(size: size, scale: 1, background: .black),
      named: "dark")
  }
}
