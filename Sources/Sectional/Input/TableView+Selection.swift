import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The selected row, or `nil`.
  public var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

  /// Selects the row at `indexPath` (or clears the selection with `nil`) without telling the
  /// delegate, as UIKit's `selectRow(at:animated:scrollPosition:)`.
  ///
  /// The visible cell shows its selection; `scrollPosition` other than ``ScrollPosition/none``
  /// scrolls the row there. `animated` is accepted for ported code.
  public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
    if let selectedIndexPath {
      displayed.cell(at: RowPosition(selectedIndexPath))?.isSelected = false
    }
    selectedIndexPath = indexPath
    guard let indexPath else { return }
    if scrollPosition != .none {
      scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
    }
    displayed.cell(at: RowPosition(indexPath))?.isSelected = true
  }

  /// Clears the selection of the row at `indexPath` if it is selected.
  public func deselectRow(at indexPath: IndexPath, animated: Bool) {
    guard selectedIndexPath == indexPath else { return }
    displayed.cell(at: RowPosition(indexPath))?.isSelected = false
    selectedIndexPath = nil
  }

  /// Starts tracking `touch` if it is on a displayed header, footer or row, and highlights it.
  func beginTracking(_ touch: Touch?) {
    trackedTouch = nil
    guard let touch, let (kind, view) = element(under: touch) else { return }
    trackedTouch = TrackedTouch(kind: kind, view: view, isInside: true)
    setHighlighted(true, view)
  }

  /// Updates the inside state of the tracked touch and its highlight.
  func moveTracking(_ touch: Touch?) {
    guard let touch, var tracked = trackedTouch else { return }
    let inside = tracked.view.point(inside: touch.location(in: tracked.view), with: nil)
    guard inside != tracked.isInside else { return }
    tracked.isInside = inside
    trackedTouch = tracked
    setHighlighted(inside, tracked.view)
  }

  /// Ends the tracked touch: a touch-up inside selects the row or fires the header or footer
  /// tap; outside or cancelled, nothing happens.
  func endTracking(_ touch: Touch?, cancelled: Bool) {
    guard let tracked = trackedTouch else { return }
    trackedTouch = nil
    setHighlighted(false, tracked.view)
    guard !cancelled, let touch,
      tracked.view.point(inside: touch.location(in: tracked.view), with: nil)
    else { return }
    switch tracked.kind {
    case .header(let section):
      performHeaderTap(section: section)
    case .footer(let section):
      tableDelegate?.tableView(self, didSelectFooterInSection: section)
    case .row(let row):
      let indexPath = row.indexPath
      chooseRow(at: indexPath, cell: tracked.view)
    case .tableHeader, .tableFooter:
      break
    }
  }

  /// The displayed element whose view is or contains the touch's view.
  private func element(under touch: Touch) -> (LayoutElementKind, View)? {
    element(containing: touch.view)
  }

  /// The displayed header, footer or row whose view is or contains `view`.
  ///
  /// - Complexity: O(k) in the displayed elements, plus the depth of `view`.
  func element(containing view: View?) -> (LayoutElementKind, View)? {
    var candidate = view
    while let view = candidate, view.superview !== self { candidate = view.superview }
    guard let view = candidate else { return nil }
    return displayed.kind(of: view).map { ($0, view) }
  }

  /// Turns the highlight of a header, footer or cell on or off.
  private func setHighlighted(_ highlighted: Bool, _ view: View) {
    (view as? TableViewHeaderFooterView)?.isHighlighted = highlighted
    (view as? TableViewCell)?.isHighlighted = highlighted
  }

  /// A row chosen by a tap or assistive technology: it is selected, the segue its cell starts
  /// (a storyboard prototype's) runs, then the delegate hears `didSelectRowAt`, UIKit's order.
  func chooseRow(at indexPath: IndexPath, cell: View) {
    selectRow(at: indexPath, animated: false, scrollPosition: .none)
    if let cell = cell as? TableViewCell, let action = cell.storyboardSelectionAction {
      action(cell)
    }
    tableDelegate?.tableView(self, didSelectRowAt: indexPath)
  }
}
