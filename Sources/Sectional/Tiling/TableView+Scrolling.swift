import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The range the content offset's y can take by scrolling: from `-contentInset.top` to the
  /// end of the content plus `contentInset.bottom`, less the bounds' height.
  var scrollableYRange: ClosedRange<Double> { contentOffsetRange.y }

  /// Moves the content offset back into ``scrollableYRange`` after the content shrank, and
  /// tells the delegate when it moved.
  func clampContentOffset() {
    let range = scrollableYRange
    let y = min(max(bounds.origin.y, range.lowerBound), range.upperBound)
    if y != bounds.origin.y {
      bounds = CGRect(origin: CGPoint(x: bounds.origin.x, y: y), size: bounds.size)
      didScroll()
    }
  }

  /// Scrolls vertically by `delta` (the wheel, the keys), clamped to the content: stops any
  /// coasting or animated scroll and shows the scroll indicators.
  func scroll(by delta: Double) {
    guard acceptsScrollDelta(delta) else { return }
    layoutIfNeeded()
    stopMotion()
    let range = scrollableYRange
    let y = min(max(contentOffset.y + delta, range.lowerBound), range.upperBound)
    guard y != contentOffset.y else { return }
    contentOffset = CGPoint(x: contentOffset.x, y: y)
    noteScrollActivity()
  }

  /// Scrolls so that the row at `indexPath` is at `position`.
  ///
  /// ``ScrollPosition/none`` scrolls the least that makes the row fully visible (nothing when it
  /// already is). The offset is clamped to the scrollable range, as UIKit does. When the
  /// scroll reveals elements with estimated heights, they are measured and the scroll is
  /// repeated (at most `maximumMeasuringPasses` times) so the row ends where asked.
  /// With `animated` and an `animator`, the table scrolls there over 0.3 s as
  /// `setContentOffset(_:animated:)` does, ending with
  /// `ScrollViewDelegate/scrollViewDidEndScrollingAnimation(_:)`; rows measured on the way
  /// keep what is on screen still, so with estimated heights the row may end near, not exactly
  /// at, the position (as in UIKit). Traps with UIKit's message when the row does not exist.
  ///
  /// - Complexity: O(log n) plus the tiling of the new visible rect.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    checkRow(indexPath, "attempt to scroll to invalid index path: \(indexPath)")
    layoutIfNeeded()
    if animated, animator != nil {
      guard let target = offset(toShow: indexPath, at: position) else { return }
      setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: true)
      return
    }
    stopMotion()
    for _ in 0..<TableView.maximumMeasuringPasses {
      guard let target = offset(toShow: indexPath, at: position) else { return }
      if target == contentOffset.y { return }
      contentOffset = CGPoint(x: contentOffset.x, y: target)
    }
  }

  /// The clamped content offset y that puts the row at `position`, from the current layout.
  private func offset(toShow indexPath: IndexPath, at position: ScrollPosition) -> Double? {
    guard let layout else { return nil }
    let row = layout.rectForRow(at: RowPosition(indexPath))
    let insets = adjustedContentInset
    let visibleHeight = bounds.height - insets.vertical
    let top = row.minY - insets.top
    let bottom = row.maxY + insets.bottom - bounds.height
    let y: Double
    switch position {
    case .top: y = top
    case .middle: y = row.midY - insets.top - visibleHeight / 2
    case .bottom: y = bottom
    case .none:
      if row.minY < contentOffset.y + insets.top {
        y = top
      } else if row.maxY > contentOffset.y + bounds.height - insets.bottom {
        y = bottom
      } else {
        y = contentOffset.y
      }
    }
    let range = scrollableYRange
    return min(max(y, range.lowerBound), range.upperBound)
  }
}
