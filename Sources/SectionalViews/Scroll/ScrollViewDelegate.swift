import SectionalGraphics

/// The object a ``ScrollView`` tells about scrolling, as UIKit's `UIScrollViewDelegate`.
///
/// Every method is optional (protocol extensions stand in for UIKit's optional methods). The
/// calls come in UIKit's order (Documentation/ScrollView.md § Delegate call order): a drag is
/// `willBeginDragging`, `didScroll` per move, `willEndDragging`, `didEndDragging`; when the
/// content coasts or springs back after it, `willBeginDecelerating`, `didScroll` per frame,
/// `didEndDecelerating`.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
  /// Called after every change of the content offset, by input, motion or code.
  func scrollViewDidScroll(_ scrollView: ScrollView)

  /// Called when a drag starts panning the content (the touch moved past the pan slop).
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)

  /// Called when the finger lifts after a drag, with the content's velocity in points per
  /// millisecond and where coasting would come to rest.
  ///
  /// `targetContentOffset` points at the resting offset (clamped to the content); the
  /// delegate may change it, and the content then coasts to exactly that offset (clamped to
  /// the content).
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)

  /// Called after ``scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)``;
  /// `decelerate` says whether the content will coast or spring back.
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)

  /// Called when the content starts coasting or springing back after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)

  /// Called when coasting or springing back comes to rest (not when a touch stops it).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)

  /// Called when an animated ``ScrollView/setContentOffset(_:animated:)`` or
  /// ``ScrollView/scrollRectToVisible(_:animated:)`` ends.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)

  /// Asked before ``Window/scrollToTop()`` scrolls the view to the top; `true` by default.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool

  /// Called when a scroll to the top (``Window/scrollToTop()``) ends.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Does nothing: the content coasts to the proposed target.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
  }

  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

  /// Returns `true`: the view scrolls to the top.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }

  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
