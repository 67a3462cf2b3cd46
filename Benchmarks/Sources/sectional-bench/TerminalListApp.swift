import Foundation
import Sectional
import SectionalGraphics
import SectionalTerminal
import SectionalViews

/// `sectional-bench terminal-list [ROWS]`: a plain table of `ROWS` rows (100,000 by default)
/// in sections of ten, each section with a default title header ("Section N", pinned while
/// its rows scroll, on an opaque backdrop as the gallery's contacts scene has) and rows
/// "Item N.M", full screen in a ``TerminalHost``: the list the
/// terminal peers (Benchmarks/Peers/textual_list.py) show, for Scripts/bench-peers.sh.
///
/// The table is adapted to the terminal (one cell row per row and header), so Down scrolls
/// one row. `q` or Ctrl-C quits.
@MainActor
final class TerminalListApp: TableViewDataSource, TableViewDelegate {
  /// Rows per section.
  static let rowsPerSection = 10

  let window: Window
  let tableView: TableView
  let rowCount: Int

  /// A list of `rows` rows at `size` points, text measured by `measurer`.
  init(rows: Int, size: CGSize, measurer: CellTextMetrics) {
    rowCount = rows
    window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = measurer
    tableView = TableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(TableViewCell.self, forCellReuseIdentifier: "Item")
    tableView.dataSource = self
    tableView.delegate = self
    tableView.adaptToTerminal(cellHeight: measurer.scale.height)
    window.rootView = tableView
    window.layoutIfNeeded()
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

  /// Gives each header an opaque backdrop, so a pinned header hides the rows under it.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
  {
    guard let header = view as? TableViewHeaderFooterView, header.backgroundView == nil else {
      return
    }
    let backdrop = View()
    backdrop.backgroundColor = .secondarySystemBackground
    header.backgroundView = backdrop
  }

  /// Runs the list in the terminal until a quit key; returns the exit status.
  static func run(arguments: [String]) -> Int32 {
    let rows = arguments.first.flatMap { Int($0) } ?? 100_000
    guard rows > 0 else {
      FileHandle.standardError.write(Data("sectional-bench terminal-list: ROWS must be > 0\n".utf8))
      return 2
    }
    let configuration = TerminalHostConfiguration.fromEnvironment(
      ProcessInfo.processInfo.environment)
    let screen = TerminalHost.screenSize(for: configuration)
    let measurer = CellTextMetrics(scale: configuration.scale)
    let app = TerminalListApp(
      rows: rows,
      size: configuration.scale.size(columns: screen.columns, rows: screen.rows),
      measurer: measurer)
    _ = TerminalHost(content: app.window, configuration: configuration).run()
    return 0
  }
}
