import SectionalLayout

/// What the table remembers about selection: the selected rows, whether people may select
/// one or several, and the row the keyboard focused.
struct TableSelectionState {
  /// The selected rows.
  var rows: Set<RowPosition> = []
  /// Whether a tap or key selects rows (``TableView/allowsSelection``).
  var allowsSelection = true
  /// Whether a tap or key selects more than one row (``TableView/allowsMultipleSelection``).
  var allowsMultipleSelection = false
  /// Whether arrow keys move a focused row (``TableView/allowsFocus``).
  var allowsFocus = false
  /// The row the keyboard focused, while ``allowsFocus`` is on.
  var focusedRow: RowPosition?
  /// Whether the delegate let the focused row highlight (`shouldHighlightRowAt`).
  var focusHighlighted = false
}

extension TableSelectionState {
  /// Carries the selection and the focused row to their indices after a batch: moved rows
  /// keep their selection, deleted and reloaded rows (and rows of deleted or reloaded
  /// sections) drop it, as UIKit's do (Documentation/Selection.md § Reloads and batch updates).
  ///
  /// - Complexity: O(s) for s selected rows, times the map's per-row cost.
  mutating func remap(_ map: BatchIndexMap) {
    rows = Set(rows.compactMap { Self.newPosition(of: $0, in: map) })
    focusedRow = focusedRow.flatMap { Self.newPosition(of: $0, in: map) }
    if focusedRow == nil { focusHighlighted = false }
  }

  /// Where `row` is after the batch, or `nil` when it was deleted or reloaded.
  private static func newPosition(of row: RowPosition, in map: BatchIndexMap) -> RowPosition? {
    guard map.update.reloadedRows[row] == nil else { return nil }
    return map.newPosition(row)
  }

  /// Forgets every selected row and the focus, as ``TableView/reloadData()`` does.
  mutating func clearRows() {
    rows = []
    focusedRow = nil
    focusHighlighted = false
  }
}
