import Sectional
import SectionalViews

/// The list both host peers show: `rows` rows in sections of ten, each section with a
/// default title header ("Section N", pinned while its rows scroll) and rows "Item N.M".
///
/// `sectional-bench terminal-list` shows it in a ``TerminalHost`` (beside
/// Benchmarks/Peers/textual_list.py) and `sectional-bench gtk-list` in a `GTKHost` (beside
/// Benchmarks/Peers/gtk_list_peer.c, which flattens the same titles and rows into one
/// `GtkListView`).
@MainActor
final class BenchList: TableViewDataSource, TableViewDelegate {
  /// Rows per section.
  static let rowsPerSection = 10

  /// The number of rows in all sections.
  let rowCount: Int
  /// Whether headers get an opaque backdrop (the terminal list, so a pinned header hides the
  /// rows under it), or keep the plain style's translucent default (the window).
  let opaqueHeaders: Bool
  /// The table showing the list.
  let tableView: TableView

  /// A plain table of `rows` rows at `size` points, its headers opaque when `opaqueHeaders`.
  init(rows: Int, size: CGSize, opaqueHeaders: Bool) {
    rowCount = rows
    self.opaqueHeaders = opaqueHeaders
    tableView = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
  }

  func numberOfSections(in tableView: TableView) -> Int {
    (rowCount + Self.rowsPerSection - 1) / Self.rowsPerSection
  }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    min(Self.rowsPerSection, rowCount - section * Self.rowsPerSection)
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
    cell.textLabel?.text = "Item \(indexPath.section).\(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section)"
  }

  /// Gives each header an opaque backdrop when ``opaqueHeaders`` is set.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  {
    guard opaqueHeaders, let header = view as? TableViewHeaderFooterView,
      header.backgroundView == nil
    else { return }
    let backdrop = View()
    backdrop.backgroundColor = .secondarySystemBackground
    header.backgroundView = backdrop
  }
}
