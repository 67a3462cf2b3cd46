import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Starts tracking `touch` if it is on a displayed header, footer or row, and highlights it;
  /// a row asks the delegate first (`shouldHighlightRowAt`, then `didHighlightRowAt`).
  func beginTracking(_ touch: Touch?) {
    trackedTouch = nil
    guard let touch, let (kind, view) = element(containing: touch.view) else { return }
    trackedTouch = TrackedTouch(kind: kind, view: view, isInside: true)
    guard case .row(let row) = kind else {
      setHighlighted(true, view)
      return
    }
    if highlightAsUser(row) { trackedTouch?.highlightedRow = row }
  }

  /// Updates the inside state of the tracked touch and its highlight: a finger that slides
  /// off a highlighted row unhighlights it (`didUnhighlightRowAt`), and back on highlights it
  /// again (`didHighlightRowAt`).
  func moveTracking(_ touch: Touch?) {
    guard let touch, var tracked = trackedTouch else { return }
    let inside = tracked.view.point(inside: touch.location(in: tracked.view), with: nil)
    guard inside != tracked.isInside else { return }
    tracked.isInside = inside
    trackedTouch = tracked
    guard case .row = tracked.kind else {
      setHighlighted(inside, tracked.view)
      return
    }
    guard let row = tracked.highlightedRow else { return }
    if inside {
      displayed.cell(at: row)?.setHighlighted(true, animated: false)
      tableDelegate?.tableView(self, didHighlightRowAt: row.indexPath)
    } else {
      unhighlightAsUser(row)
    }
  }

  /// Ends the tracked touch and taps what it was on if it lifted inside.
  ///
  /// A row loses its highlight first (`didUnhighlightRowAt`); a touch-up inside then selects
  /// it (`selectAsUser(_:)`) or fires the header or footer tap; outside or cancelled, nothing
  /// more happens.
  func endTracking(_ touch: Touch?, cancelled: Bool) {
    guard let tracked = trackedTouch else { return }
    trackedTouch = nil
    let inside =
      !cancelled
      && touch.map { tracked.view.point(inside: $0.location(in: tracked.view), with: nil) }
        == true
    switch tracked.kind {
    case .header(let section):
      setHighlighted(false, tracked.view)
      if inside { performHeaderTap(section: section) }
    case .footer(let section):
      setHighlighted(false, tracked.view)
      if inside { tableDelegate?.tableView(self, didSelectFooterInSection: section) }
    case .row:
      guard let row = tracked.highlightedRow else { return }
      if tracked.isInside { unhighlightAsUser(row) }
      if inside { selectAsUser(row) }
    case .tableHeader, .tableFooter:
      setHighlighted(false, tracked.view)
    }
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

  /// Turns the highlight of a header or footer on or off.
  private func setHighlighted(_ highlighted: Bool, _ view: View) {
    (view as? TableViewHeaderFooterView)?.isHighlighted = highlighted
  }
}
