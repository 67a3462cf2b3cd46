import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The point of the content shown at the top-left corner: the bounds origin.
  ///
  /// Setting it scrolls immediately: views that leave the visible rect go back to their reuse
  /// queues, new ones are dequeued, pinned headers and footers move. It is not clamped, as in
  /// UIKit; scrolling by input (``scrollWheel(by:with:)``) is.
  public var contentOffset: CGPoint {
    get { bounds.origin }
    set {
      guard newValue != bounds.origin else { return }
      bounds = CGRect(origin: newValue, size: bounds.size)
      guard layout != nil, !needsReload else { return }
      tile()
      layoutIfNeeded()
    }
  }

  /// The size of the scrollable content: the table's width and the sections' total height.
  public var contentSize: CGSize { layout?.contentSize ?? CGSize(width: bounds.width, height: 0) }

  /// The range the content offset's y can take by scrolling: from `-contentInset.top` to the
  /// end of the content plus `contentInset.bottom`, less the bounds' height.
  var scrollableYRange: ClosedRange<Double> {
    let minY = -adjustedContentInset.top
    let maxY = contentSize.height + adjustedContentInset.bottom - bounds.height
    return minY...max(minY, maxY)
  }

  /// Moves the content offset back into ``scrollableYRange`` after the content shrank.
  func clampContentOffset() {
    let range = scrollableYRange
    let y = min(max(bounds.origin.y, range.lowerBound), range.upperBound)
    if y != bounds.origin.y {
      bounds = CGRect(origin: CGPoint(x: bounds.origin.x, y: y), size: bounds.size)
    }
  }

  /// Scrolls vertically by `delta`, clamped to the content.
  func scroll(by delta: Double) {
    layoutIfNeeded()
    let range = scrollableYRange
    let y = min(max(contentOffset.y + delta, range.lowerBound), range.upperBound)
    contentOffset = CGPoint(x: contentOffset.x, y: y)
  }

  /// Scrolls so that the row at `indexPath` is at `position`.
  ///
  /// ``ScrollPosition/none`` scrolls the least that makes the row fully visible (nothing when it
  /// already is). The offset is clamped to the scrollable range, as UIKit does. When the
  /// scroll reveals elements with estimated heights, they are measured and the scroll is
  /// repeated (at most `maximumMeasuringPasses` times) so the row ends where asked.
  /// `animated` is accepted for ported code; the scroll is applied at once.
  ///
  /// - Complexity: O(log n) plus the tiling of the new visible rect.
  public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
    layoutIfNeeded()
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
