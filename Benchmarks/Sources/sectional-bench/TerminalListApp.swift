import Foundation
import Sectional
import SectionalGraphics
import SectionalTerminal
import SectionalViews

/// `sectional-bench terminal-list [ROWS]`: the ``BenchList`` of `ROWS` rows (100,000 by
/// default), its headers on an opaque backdrop as the gallery's contacts scene has them, full
/// screen in a ``TerminalHost``: the list the terminal peer (Benchmarks/Peers/textual_list.py)
/// shows, for Scripts/bench-peers.sh.
///
/// The table is adapted to the terminal (one cell row per row and header), so Down scrolls
/// one row. `q` or Ctrl-C quits.
@MainActor
final class TerminalListApp {
  /// The window the host shows, holding the table.
  let window: Window
  /// The list's data source and table.
  let list: BenchList

  /// A list of `rows` rows at `size` points, text measured by `measurer`.
  init(rows: Int, size: CGSize, measurer: CellTextMetrics) {
    window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = measurer
    list = BenchList(rows: rows, size: size, opaqueHeaders: true)
    list.tableView.adaptToTerminal(cellHeight: measurer.scale.height)
    window.rootView = list.tableView
    window.layoutIfNeeded()
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
