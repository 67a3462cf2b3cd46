import SectionalGraphics

extension View {
  /// The distances from the view's edges to its safe area, as `UIView.safeAreaInsets`.
  ///
  /// A window's are its `screenSafeAreaInsets` (zero on desktop hosts unless set). Any other
  /// view's are the part of its superview's safe area it overlaps: for each edge, how far
  /// the superview's unsafe band reaches into the view, plus the controller's
  /// `additionalSafeAreaInsets` for a view controller's view. A view outside a window has
  /// none (Documentation/LayoutGuides.md § Safe area).
  public var safeAreaInsets: EdgeInsets { guideState.safeAreaInsets }

  /// A guide inset from the view's edges by `safeAreaInsets`, as
  /// `UIView.safeAreaLayoutGuide`; it follows changes of the safe area in place.
  public var safeAreaLayoutGuide: LayoutGuide {
    if let guide = guideState.safeAreaGuide { return guide }
    let guide = LayoutGuide(.safeArea, of: self)
    guideState.safeAreaGuide = guide
    return guide
  }

  /// The safe area insets the view should have now, from its superview's and its frame.
  func computedSafeAreaInsets() -> EdgeInsets {
    if isWindow, let window = self as? Window { return window.screenSafeAreaInsets }
    guard let superview = storedSuperview else { return .zero }
    var insets = EdgeInsets.zero
    let outer = superview.guideState.safeAreaInsets
    if outer != .zero {
      let safe = superview.bounds.inset(by: outer)
      let frame = self.frame
      insets = EdgeInsets(
        top: max(0, safe.minY - frame.minY), left: max(0, safe.minX - frame.minX),
        bottom: max(0, frame.maxY - safe.maxY), right: max(0, frame.maxX - safe.maxX))
    }
    if let controller = storedViewController {
      let extra = controller.additionalSafeAreaInsets
      insets.top += extra.top
      insets.left += extra.left
      insets.bottom += extra.bottom
      insets.right += extra.right
    }
    return insets
  }

  /// Brings the safe area of this view, and of the subviews it changes, up to date, calling
  /// `safeAreaInsetsDidChange()` and moving the guides and margins that depend on it.
  ///
  /// `force` walks the subviews even when this view's insets stay (its bounds origin moved).
  ///
  /// - Complexity: O(k) for the k views whose safe area is visited.
  func refreshSafeAreaInsets(force: Bool = false) {
    let new = computedSafeAreaInsets()
    let changed = new != guideState.safeAreaInsets
    guard changed || force else { return }
    if changed {
      guideState.safeAreaInsets = new
      safeAreaInsetsDidChange()
      storedViewController?.viewSafeAreaInsetsDidChange()
      if guideState.insetsMarginsFromSafeArea {
        effectiveMarginsDidChange()
      } else {
        layoutContentDidChange()
        layoutRoot.rootEngine?.marginsDidChange(of: self)
        setNeedsLayout()
      }
    }
    for subview in storedSubviews
    where new != .zero || subview.guideState.safeAreaInsets != .zero
      || subview.storedViewController != nil
    {
      subview.refreshSafeAreaInsets()
    }
  }

  /// Refreshes the safe area after the frame moved or resized, when a safe area is in play.
  func frameDidChangeSafeArea() {
    if guideState.safeAreaInsets != .zero
      || storedSuperview?.guideState.safeAreaInsets ?? .zero != .zero
    {
      refreshSafeAreaInsets(force: true)
    }
  }
}
