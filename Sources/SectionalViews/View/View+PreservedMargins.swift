import SectionalGraphics

extension View {
  /// Whether the view's margins also respect its superview's, as
  /// `UIView.preservesSuperviewLayoutMargins`; `false` by default (a table cell's
  /// `contentView` turns it on).
  ///
  /// While it holds, each edge of `layoutMarginsGuide` is at least as far in as the
  /// superview's margins guide reaches into the view there: a view flush with its superview
  /// gets the superview's margins, one that starts 10 pt inside a 16 pt margin gets 6 pt, and
  /// the view's own margins win where they are larger. `layoutMargins` keeps the value set;
  /// the guide and `layoutMarginsDidChange()` follow the superview's margins and both views'
  /// frames (Documentation/LayoutGuides.md § Preserving the superview's margins).
  public var preservesSuperviewLayoutMargins: Bool {
    get { guideState.preservesSuperviewMargins }
    set {
      guard newValue != guideState.preservesSuperviewMargins else { return }
      let old = effectiveLayoutMargins
      guideState.preservesSuperviewMargins = newValue
      if newValue {
        storedSuperview?.guideState.hasPreservingSubview = true
        guideState.inheritedMargins = computedInheritedMargins()
      }
      if effectiveLayoutMargins != old { effectiveMarginsDidChange() }
    }
  }

  /// How far the superview's margins guide reaches into the view from each of its edges, in
  /// the superview's bounds coordinates; negative where the guide's edge lies outside.
  func computedInheritedMargins() -> EdgeInsets {
    guard let superview = storedSuperview else { return .zero }
    let outer = superview.effectiveLayoutMargins
    let container = superview.bounds
    let frame = self.frame
    return EdgeInsets(
      top: container.minY + outer.top - frame.minY,
      left: container.minX + outer.left - frame.minX,
      bottom: frame.maxY - (container.maxY - outer.bottom),
      right: frame.maxX - (container.maxX - outer.right))
  }

  /// Brings the inherited margins of a preserving view up to date after its frame, its
  /// superview or its superview's margins or bounds changed, telling the view when its
  /// effective margins moved.
  func refreshInheritedMargins() {
    guard guideState.preservesSuperviewMargins else { return }
    let new = computedInheritedMargins()
    guard new != guideState.inheritedMargins else { return }
    let old = effectiveLayoutMargins
    guideState.inheritedMargins = new
    if effectiveLayoutMargins != old { effectiveMarginsDidChange() }
  }

  /// Refreshes the subviews that preserve this view's margins, when there may be any.
  func refreshPreservingSubviews() {
    guard guideState.hasPreservingSubview else { return }
    for subview in storedSubviews where subview.guideState.preservesSuperviewMargins {
      subview.refreshInheritedMargins()
    }
  }

  /// After a move in the tree: a preserving view now measures against its new superview.
  func superviewDidChangePreservedMargins() {
    guard guideState.preservesSuperviewMargins else { return }
    storedSuperview?.guideState.hasPreservingSubview = true
    refreshInheritedMargins()
  }
}
