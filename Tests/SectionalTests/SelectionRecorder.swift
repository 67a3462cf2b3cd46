import Sectional
import SectionalTestSupport

/// A table of sections of 44 pt rows, without headers or footers, that writes every selection,
/// highlight and display callback into `events`, and can veto or redirect selection.
@MainActor
final class SelectionRecorder: TableViewDataSource, TableViewDelegate {
  /// The rows per section; change it before a batch update.
  var rows: [Int]
  /// One line per callback, as `didSelect [0, 1]`.
  var events: [String] = []
  /// What `willSelectRowAt` returns for a row; absent rows answer themselves.
  var willSelect: [IndexPath: IndexPath?] = [:]
  /// What `willDeselectRowAt` returns for a row; absent rows answer themselves.
  var willDeselect: [IndexPath: IndexPath?] = [:]
  /// Rows that may not highlight.
  var noHighlight: Set<IndexPath> = []
  /// Whether `didEndDisplaying` callbacks are recorded (they are noisy while scrolling).
  var recordsEndDisplaying = false

  init(rows: [Int]) { self.rows = rows }

  func numberOfSections(in tableView: TableView) -> Int { rows.count }

  func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    rows[section]
  }

  func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
  }

  func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willSelect \(indexPath)")
    return willSelect[indexPath] ?? indexPath
  }

  func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
    events.append("didSelect \(indexPath)")
  }

  func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
    events.append("willDeselect \(indexPath)")
    return willDeselect[indexPath] ?? indexPath
  }

  func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
    events.append("didDeselect \(indexPath)")
  }

  func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    events.append("shouldHighlight \(indexPath)")
    return !noHighlight.contains(indexPath)
  }

  func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
    events.append("didHighlight \(indexPath)")
  }

  func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
    events.append("didUnhighlight \(indexPath)")
  }

  func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {
    if recordsEndDisplaying { events.append("didEndDisplaying \(indexPath)") }
  }

  /// A 320 × 480 window showing a table of 44 pt rows of `cellClass` driven by a recorder of
  /// `rows`.
  static func scene(rows: [Int], cellClass: TableViewCell.Type = TableViewCell.self)
    -> (Window, TableView, SelectionRecorder)
  {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(cellClass, forCellReuseIdentifier: "Cell")
    table.rowHeight = 44
    table.sectionHeaderHeight = 0
    table.sectionFooterHeight = 0
    let recorder = SelectionRecorder(rows: rows)
    table.dataSource = recorder
    table.delegate = recorder
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, recorder)
  }
}

extension Window {
  /// Sends a touch phase at (`x`, `y`).
  func touch(_ phase: TouchPhase, _ x: Double, _ y: Double) {
    send(Event(.pointer(phase, location: CGPoint(x: x, y: y))))
  }

  /// Taps the middle of the row at `indexPath` of `table` (a table at the window's origin,
  /// not scrolled).
  func tapRow(_ indexPath: IndexPath, of table: TableView) {
    let frame = table.rectForRow(at: indexPath)
    touch(.began, 100, frame.midY - table.contentOffset.y)
    touch(.ended, 100, frame.midY - table.contentOffset.y)
  }

  /// Presses `key` without modifiers.
  func press(_ key: KeyPress.Key) {
    send(Event(.key(KeyPress(key, modifiers: []))))
  }
}
