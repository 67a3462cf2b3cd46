import SectionalGraphics

extension ScrollView {
  /// Which axes add the safe area to the adjusted content inset, by
  /// `contentInsetAdjustmentBehavior` (Documentation/LayoutGuides.md § Scroll views).
  ///
  /// `.always` both, `.never` neither, `.scrollableAxes` those that scroll (the content
  /// plus its inset is longer than the view, or it always bounces on that axis), and
  /// `.automatic` the vertical axis always for the content scroll view of a controller in a
  /// navigation controller, otherwise as `.scrollableAxes`.
  var adjustedAxes: (vertical: Bool, horizontal: Bool) {
    switch contentInsetAdjustmentBehavior {
    case .never: (false, false)
    case .always: (true, true)
    case .scrollableAxes: (scrollsVertically, scrollsHorizontally)
    case .automatic:
      (scrollsVertically || isContentScrollViewInNavigationController, scrollsHorizontally)
    }
  }

  /// The part of the safe area the adjusted content inset adds now, edge by edge.
  var currentAppliedSafeAreaInsets: EdgeInsets {
    let safe = guideState.safeAreaInsets
    if safe == .zero { return .zero }
    let (vertical, horizontal) = adjustedAxes
    return EdgeInsets(
      top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
      bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
  }

  /// Whether the scroll view is a view controller's view, or the first subview of one, and
  /// that controller is inside a navigation controller (UIKit's test for `.automatic`).
  var isContentScrollViewInNavigationController: Bool {
    var controller = storedViewController
    if controller == nil, let superview = storedSuperview,
      superview.storedSubviews.first === self
    {
      controller = superview.storedViewController
    }
    return controller?.navigationController != nil
  }

  /// Whether the content scrolls vertically, without the safe area.
  private var scrollsVertically: Bool {
    alwaysBounceVertical || contentSize.height + contentInset.vertical > bounds.height
  }

  /// Whether the content scrolls horizontally, without the safe area.
  private var scrollsHorizontally: Bool {
    alwaysBounceHorizontal || contentSize.width + contentInset.horizontal > bounds.width
  }

  /// Brings the safe area part of ``adjustedContentInset`` up to date after something it
  /// depends on changed (the safe area, the behaviour, the content or view size, the bounce
  /// flags, the place in the tree).
  ///
  /// When it changed: ``adjustedContentInsetDidChange()`` runs, then a scroll view at rest at
  /// its top (or left) edge, `contentOffset.y == -old adjusted top`, moves to the new top so
  /// it stays at rest there; any other offset, or one in a drag, coast or animated scroll, is
  /// left (Documentation/LayoutGuides.md § Scroll views). `oldContentInset` is the content
  /// inset the old adjusted inset was made of, when the change is of the content inset.
  package func adjustedInsetInputsDidChange(oldContentInset: EdgeInsets? = nil) {
    let new = currentAppliedSafeAreaInsets
    let old = appliedSafeAreaInsets
    guard new != old else { return }
    appliedSafeAreaInsets = new
    adjustedContentInsetDidChange()
    guard !isTracking, !isDecelerating, !isMoving else { return }
    let before = oldContentInset ?? contentInset
    var offset = contentOffset
    if offset.y == -(before.top + old.top) { offset.y = 0 - (contentInset.top + new.top) }
    if offset.x == -(before.left + old.left) { offset.x = 0 - (contentInset.left + new.left) }
    if offset != contentOffset { contentOffset = offset }
  }
}
