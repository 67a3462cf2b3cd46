import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Whether a tap (or Return and Space on a focused row) selects rows; `true` by default.
  ///
  /// Off, touches neither highlight nor select rows, and ``selectRow(at:animated:scrollPosition:)``
  /// does nothing; rows already selected stay selected (Documentation/Selection.md § Rules).
  public var allowsSelection: Bool {
    get { selection.allowsSelection }
    set { selection.allowsSelection = newValue }
  }

  /// Whether several rows can be selected at once; `false` by default.
  ///
  /// On, a tap on a selected row deselects it (with the delegate's `willDeselectRowAt` and
  /// `didDeselectRowAt`) and a tap on another row adds it. Off, selecting a row deselects
  /// the others.
  public var allowsMultipleSelection: Bool {
    get { selection.allowsMultipleSelection }
    set { selection.allowsMultipleSelection = newValue }
  }

  /// The selected row, or `nil`; with several selected, the first in index-path order.
  public var indexPathForSelectedRow: IndexPath? { selection.rows.min()?.indexPath }

  /// The selected rows in index-path order, or `nil` when none is selected, as UIKit answers.
  ///
  /// - Complexity: O(s log s) for s selected rows.
  public var indexPathsForSelectedRows: [IndexPath]? {
    selection.rows.isEmpty ? nil : selection.rows.sorted().map(\.indexPath)
  }

  /// Selects the row at `indexPath` without telling the delegate, as UIKit's
  /// `selectRow(at:animated:scrollPosition:)`; `nil` clears the selection.
  ///
  /// Without ``allowsMultipleSelection`` the other rows are deselected. A row outside the
  /// table is logged and ignored. The displayed cell hears
  /// `TableViewCell/setSelected(_:animated:)`; `scrollPosition` other than
  /// ``ScrollPosition/none`` scrolls the row there.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    guard let indexPath else {
      for row in selection.rows.sorted() { setRow(row, selected: false, animated: animated) }
      return
    }
    guard selection.allowsSelection else { return }
    let row = RowPosition(indexPath)
    guard containsRow(row) else {
      TableLog.emit("selectRow(at:) ignored row \(row) outside the table.")
      return
    }
    if !selection.allowsMultipleSelection {
      for other in selection.rows.sorted() where other != row {
        setRow(other, selected: false, animated: animated)
      }
    }
    setRow(row, selected: true, animated: animated)
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
  }

  /// Deselects the row at `indexPath` if it is selected, without telling the delegate, as
  /// UIKit's `deselectRow(at:animated:)`.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    setRow(RowPosition(indexPath), selected: false, animated: animated)
  }

  /// Records `row` as selected or not and updates its displayed cell.
  func setRow(_ row: RowPosition, selected: Bool, animated: Bool) {
    if selected {
      guard selection.rows.insert(row).inserted else { return }
    } else {
      guard selection.rows.remove(row) != nil else { return }
    }
    displayed.cell(at: row)?.setSelected(selected, animated: animated)
  }

  /// Whether `row` is a row of the current layout.
  func containsRow(_ row: RowPosition) -> Bool {
    guard let layout, row.section >= 0, row.section < layout.numberOfSections else { return false }
    return row.row >= 0 && row.row < layout.numberOfRows(inSection: row.section)
  }

  /// Selects `row` as a person does, telling the delegate in UIKit's order.
  ///
  /// First `willSelectRowAt` (which may redirect or veto), then without multiple selection
  /// `willDeselectRowAt` and `didDeselectRowAt` for each other selected row, then
  /// the segue the chosen cell starts (a storyboard prototype's), then `didSelectRowAt`. With
  /// multiple selection a selected row is deselected instead
  /// (`willDeselectRowAt`, `didDeselectRowAt`).
  ///
  /// Documentation/Selection.md § A tap.
  func selectAsUser(_ row: RowPosition) {
    guard selection.allowsSelection else { return }
    if selection.allowsMultipleSelection, selection.rows.contains(row) {
      deselectAsUser(row)
      return
    }
    let asked: IndexPath? =
      tableDelegate.map { $0.tableView(self, willSelectRowAt: row.indexPath) } ?? row.indexPath
    guard let asked, containsRow(RowPosition(asked)) else { return }
    let target = RowPosition(asked)
    if !selection.allowsMultipleSelection {
      for other in selection.rows.sorted() where other != target { deselectAsUser(other) }
    }
    setRow(target, selected: true, animated: false)
    if let cell = displayed.cell(at: target), let action = cell.storyboardSelectionAction {
      action(cell)
    }
    tableDelegate?.tableView(self, didSelectRowAt: target.indexPath)
  }

  /// Deselects `row` as a person does: `willDeselectRowAt` may redirect or veto, then
  /// `didDeselectRowAt` follows for the row deselected.
  private func deselectAsUser(_ row: RowPosition) {
    let asked: IndexPath? =
      tableDelegate.map { $0.tableView(self, willDeselectRowAt: row.indexPath) } ?? row.indexPath
    guard let asked, selection.rows.contains(RowPosition(asked)) else { return }
    let target = RowPosition(asked)
    setRow(target, selected: false, animated: false)
    tableDelegate?.tableView(self, didDeselectRowAt: target.indexPath)
  }

  /// Highlights `row`'s displayed cell if the delegate allows it (`shouldHighlightRowAt`), then
  /// tells it (`didHighlightRowAt`); returns whether the row is highlighted.
  func highlightAsUser(_ row: RowPosition) -> Bool {
    guard selection.allowsSelection else { return false }
    let indexPath = row.indexPath
    guard tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else {
      return false
    }
    displayed.cell(at: row)?.setHighlighted(true, animated: false)
    tableDelegate?.tableView(self, didHighlightRowAt: indexPath)
    return true
  }

  /// Takes the highlight off `row`'s displayed cell and tells the delegate
  /// (`didUnhighlightRowAt`).
  func unhighlightAsUser(_ row: RowPosition) {
    displayed.cell(at: row)?.setHighlighted(false, animated: false)
    tableDelegate?.tableView(self, didUnhighlightRowAt: row.indexPath)
  }

  /// Gives a cell coming on screen for `row` its selected and highlighted state.
  func applySelectionState(to cell: TableViewCell, at row: RowPosition) {
    cell.setSelected(selection.rows.contains(row), animated: false)
    let highlighted =
      (selection.focusedRow == row && selection.focusHighlighted)
      || (trackedTouch?.highlightedRow == row && trackedTouch?.isInside == true)
    cell.setHighlighted(highlighted, animated: false)
  }
}

extension TableView {
  /// Deselects every row and forgets the keyboard's focused row before a reload.
  func clearSelectionForReload() {
    for row in selection.rows { displayed.cell(at: row)?.setSelected(false, animated: false) }
    if let focused = selection.focusedRow {
      displayed.cell(at: focused)?.setHighlighted(false, animated: false)
    }
    selection.clearRows()
  }
}
