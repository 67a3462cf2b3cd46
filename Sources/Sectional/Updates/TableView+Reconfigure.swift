import SectionalLayout
import SectionalViews

extension TableView {
  /// Runs the data source's `cellForRowAt` again on the displayed cells of `indexPaths`,
  /// keeping each cell (UIKit's `reconfigureRows(at:)`, Documentation/DiffableDataSource.md
  /// § Reload and reconfigure).
  ///
  /// While a row is reconfigured, ``dequeueReusableCell(withIdentifier:for:)`` for it returns
  /// its existing cell without `prepareForReuse()`; the data source must return that cell
  /// (it traps otherwise, as UIKit asserts). A row with an automatic height is measured
  /// again. Rows off screen have no cell and are configured when they show.
  ///
  /// - Complexity: O(k) data source calls and measurements for k displayed rows given.
  public func reconfigureRows(at indexPaths: [IndexPath]) {
    guard let dataSource, layout != nil else { return }
    var changed = false
    for indexPath in indexPaths {
      let row = RowPosition(indexPath)
      guard let cell = displayed.cell(at: row) else { continue }
      reconfiguring = (row, cell)
      let returned = dataSource.tableView(self, cellForRowAt: indexPath)
      reconfiguring = nil
      precondition(
        returned === cell,
        "TableView: reconfiguring row \(row) must return its existing cell, dequeued with its "
          + "reuse identifier")
      let automatic =
        sizing.automaticRowSections.contains(row.section) || sizing.automaticRows.contains(row)
      if automatic {
        changed = applyMeasured(measuredHeight(ofCell: cell), for: .row(row)) || changed
      }
      cell.setNeedsLayout()
    }
    if changed { tile() }
  }
}
