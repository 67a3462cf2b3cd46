import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Whether the rows of `section` are hidden.
  ///
  /// Not in UIKit (Documentation/TableMetrics.md § Interaction). Traps when `section` is out of
  /// range.
  public func isSectionCollapsed(_ section: Int) -> Bool {
    currentLayout.isCollapsed(section: section)
  }

  /// Collapses (hides the rows of) or expands `section`; the header and footer stay.
  ///
  /// The header stays where it was on screen: a pinned header of a section being collapsed
  /// does not jump to its natural place, the content offset follows it instead (clamped to
  /// the content). A section entirely above the visible area shifts the offset by the rows'
  /// height, so what is on screen stays still. With `animated` and an `animator`, the views
  /// that stay slide from their old places to the new ones and rows that appear fade in, over
  /// UIKit's 0.3 s; otherwise the change shows at once. Traps when `section` is out of range.
  ///
  /// - Complexity: O(log n) plus the tiling of the visible rect.
  public func setSection(_ section: Int, collapsed: Bool, animated: Bool) {
    guard currentLayout.isCollapsed(section: section) != collapsed else { return }
    finishAnimations()
    let before = screenFrames()
    let offset = contentOffset.y
    let headerView = displayed.header(section)
    let headerScreenY = headerView.map { $0.frame.minY - offset }
    let sectionBefore = currentLayout.rect(forSection: section)
    do {
      // In place: a copy of the layout would duplicate its per-section arrays.
      try self.layout!.setCollapsed(collapsed, forSection: section)
    } catch {
      preconditionFailure("TableView: \(error)")
    }
    let layout = currentLayout
    var newOffset = offset
    if let headerScreenY {
      newOffset = layout.rectForHeader(inSection: section).minY - headerScreenY
    } else if sectionBefore.maxY <= offset {
      newOffset = offset + layout.rect(forSection: section).height - sectionBefore.height
    }
    let range = scrollableYRange
    newOffset = min(max(newOffset, range.lowerBound), range.upperBound)
    let moved = newOffset != bounds.minY
    bounds = CGRect(origin: CGPoint(x: bounds.minX, y: newOffset), size: bounds.size)
    tile()
    layoutIfNeeded()
    if moved { didScroll() }
    if animated { animateChange(from: before, animation: .automatic) }
  }
}
