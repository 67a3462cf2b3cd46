import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Whether Up and Down move a focused row and Return and Space select it; `false` by
  /// default, when the arrow keys scroll (see ``keyboardScrollStep``).
  ///
  /// UIKit's `allowsFocus` (iOS 15) lets a hardware keyboard move focus between cells; here
  /// the focused row shows as highlighted, with the delegate asked and told as for a touch
  /// (`shouldHighlightRowAt`, `didHighlightRowAt`, `didUnhighlightRowAt`), and Return or
  /// Space selects it as a tap does (Documentation/Selection.md § The keyboard). Turning it
  /// off takes the focus away.
  public var allowsFocus: Bool {
    get { selection.allowsFocus }
    set {
      selection.allowsFocus = newValue
      if !newValue { moveRowFocus(to: nil) }
    }
  }

  /// The row the keyboard focused, or `nil`; always `nil` while ``allowsFocus`` is off.
  ///
  /// Not in UIKit, whose focus system answers this through the focused cell.
  public var indexPathForFocusedRow: IndexPath? { selection.focusedRow?.indexPath }

  /// Handles a key for the focused row: Up and Down move it, Return and Space select it.
  ///
  /// Returns `nil` for keys it leaves to the table's other keyboard handling.
  func handleRowFocusKey(_ key: KeyPress.Key) -> Bool? {
    switch key {
    case .downArrow, .upArrow:
      let down = key == .downArrow
      guard let target = nextFocusRow(down: down) else { return true }
      moveRowFocus(to: target)
      scrollToRow(at: target.indexPath, at: .none, animated: false)
      return true
    case .enter, .space:
      guard let focused = selection.focusedRow, selection.focusHighlighted else { return nil }
      selectAsUser(focused)
      return true
    default:
      return nil
    }
  }

  /// The row after (or before) the focused one, across sections; without a focused row, the
  /// first row at or below the top of the visible area (or the last row above its bottom).
  ///
  /// - Complexity: O(n) in the sections skipped; O(log n) to find the first row.
  private func nextFocusRow(down: Bool) -> RowPosition? {
    guard let layout else { return nil }
    let visibleRows = displayed.elements.compactMap { element -> RowPosition? in
      if case .row(let row) = element.kind { return row } else { return nil }
    }
    guard let focused = selection.focusedRow else {
      return down ? visibleRows.min() : visibleRows.max()
    }
    if down {
      if focused.row + 1 < layout.numberOfRows(inSection: focused.section) {
        return RowPosition(row: focused.row + 1, section: focused.section)
      }
      for section in (focused.section + 1)..<max(focused.section + 1, layout.numberOfSections)
      where layout.numberOfRows(inSection: section) > 0 {
        return RowPosition(row: 0, section: section)
      }
      return nil
    }
    if focused.row > 0 { return RowPosition(row: focused.row - 1, section: focused.section) }
    for section in stride(from: focused.section - 1, through: 0, by: -1) {
      let count = layout.numberOfRows(inSection: section)
      if count > 0 { return RowPosition(row: count - 1, section: section) }
    }
    return nil
  }

  /// Moves the focus to `row` (or nowhere): the old row is unhighlighted, the new one asked
  /// whether it may highlight and highlighted.
  private func moveRowFocus(to row: RowPosition?) {
    if let old = selection.focusedRow, selection.focusHighlighted {
      selection.focusHighlighted = false
      unhighlightAsUser(old)
    }
    selection.focusedRow = row
    guard let row else { return }
    selection.focusHighlighted = highlightAsUser(row)
  }
}
