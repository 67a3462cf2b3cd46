import SectionalGraphics

extension View {
  /// Counter behind `serial`: the last serial number given to a view.
  static var serialCounter = 0

  /// The view that contains this one, or `nil` for a root view.
  public var superview: View? { storedSuperview }

  /// The direct subviews, back to front (the last one draws on top).
  public var subviews: [View] { storedSubviews }

  /// The window at the root of the view's tree, or `nil` when the tree is not in a window.
  ///
  /// - Complexity: O(depth).
  public var window: Window? {
    var view: View? = self
    while let current = view {
      if current.isWindow { return unsafeDowncast(current, to: Window.self) }
      view = current.storedSuperview
    }
    return nil
  }

  /// Adds `view` on top of the other subviews.
  ///
  /// A view that already has a superview is removed from it first (UIKit's rule); adding a
  /// view to itself or to one of its own descendants is ignored, since it would make a cycle.
  ///
  /// - Complexity: O(n) in the number of subviews, plus the moved subtree's size.
  public func addSubview(_ view: View) {
    insertSubview(view, at: storedSubviews.count)
  }

  /// Inserts `view` at `index` among the subviews (0 is the back).
  ///
  /// The index is clamped to `0...subviews.count` after `view` leaves its old superview.
  /// Re-inserting an existing subview only moves it.
  ///
  /// - Complexity: O(n) in the number of subviews, plus the moved subtree's size.
  public func insertSubview(_ view: View, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let oldWindow = view.window
    let appearance = ControllerWindowMove.begin(view, from: oldWindow, to: window)
    let oldSuperview = view.storedSuperview
    if let oldSuperview {
      oldSuperview.detach(view)
    }
    let position = min(max(index, 0), storedSubviews.count)
    storedSubviews.insert(view, at: position)
    view.storedSuperview = self
    layoutContentDidChange()
    view.hierarchyDidChange(oldSuperview: oldSuperview, oldWindow: oldWindow)
    setNeedsLayout()
    setNeedsDisplay()
    appearance?.end()
  }

  /// Inserts `view` just above `sibling` (in front of it).
  ///
  /// When `sibling` is not a subview, `view` is added on top.
  ///
  /// - Complexity: O(n) in the number of subviews.
  public func insertSubview(_ view: View, aboveSubview sibling: View) {
    if view.storedSuperview === self { detach(view, notify: false) }
    let index = storedSubviews.firstIndex { $0 === sibling }.map { $0 + 1 }
    insertSubview(view, at: index ?? storedSubviews.count)
  }

  /// Inserts `view` just below `sibling` (behind it).
  ///
  /// When `sibling` is not a subview, `view` is added at the back.
  ///
  /// - Complexity: O(n) in the number of subviews.
  public func insertSubview(_ view: View, belowSubview sibling: View) {
    if view.storedSuperview === self { detach(view, notify: false) }
    let index = storedSubviews.firstIndex { $0 === sibling }
    insertSubview(view, at: index ?? 0)
  }

  /// Removes the view from its superview, if it has one.
  ///
  /// - Complexity: O(n) in the superview's subviews, plus the subtree and its constraints.
  public func removeFromSuperview() {
    guard let superview = storedSuperview else { return }
    let oldWindow = window
    let appearance = ControllerWindowMove.begin(self, from: oldWindow, to: nil)
    superview.detach(self)
    hierarchyDidChange(oldSuperview: superview, oldWindow: oldWindow)
    appearance?.end()
  }

  /// Moves `view` to the front of the subviews, if it is one.
  ///
  /// - Complexity: O(n) in the number of subviews.
  public func bringSubviewToFront(_ view: View) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.remove(at: index)
    storedSubviews.append(view)
    setNeedsDisplay()
  }

  /// Moves `view` to the back of the subviews, if it is one.
  ///
  /// - Complexity: O(n) in the number of subviews.
  public func sendSubviewToBack(_ view: View) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    storedSubviews.remove(at: index)
    storedSubviews.insert(view, at: 0)
    setNeedsDisplay()
  }

  /// Whether this view is `view` or lies somewhere below it.
  ///
  /// - Complexity: O(depth).
  public func isDescendant(of view: View) -> Bool {
    var current: View? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.storedSuperview
    }
    return false
  }

  /// The first view with the given tag in a depth-first search that starts with this view.
  ///
  /// As in UIKit, the receiver itself is checked first, then each subview's subtree in order.
  ///
  /// - Complexity: O(n) in the subtree's size.
  public func viewWithTag(_ tag: Int) -> View? {
    if self.tag == tag { return self }
    for subview in storedSubviews {
      if let found = subview.viewWithTag(tag) { return found }
    }
    return nil
  }

  /// The topmost ancestor: the view with no superview (possibly this view).
  ///
  /// - Complexity: O(depth).
  var treeRoot: View {
    var current = self
    while let parent = current.storedSuperview { current = parent }
    return current
  }

  /// Takes `view` out of the subviews without touching its own state.
  func detach(_ view: View, notify: Bool = true) {
    guard let index = storedSubviews.firstIndex(where: { $0 === view }) else { return }
    releaseFittingEngines()
    layoutContentDidChange()
    if notify {
      willRemoveSubview(view)
      view.deactivateConstraintsLeaving()
    }
    storedSubviews.remove(at: index)
    view.storedSuperview = nil
    if notify { layoutTreeDidSplit(from: view) }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Runs the notifications that follow a move in the tree.
  private func hierarchyDidChange(oldSuperview: View?, oldWindow: Window?) {
    if let superview = storedSuperview {
      superview.didAddSubview(self)
      layoutTreeDidJoin()
    }
    didMoveToSuperview()
    if let superview = storedSuperview { propagateTraits(inherited: superview.traitState.resolved) }
    if guideState.safeAreaInsets != .zero || storedViewController != nil
      || storedSuperview?.guideState.safeAreaInsets ?? .zero != .zero
    {
      refreshSafeAreaInsets()
    }
    superviewDidChangePreservedMargins()
    if guideState.safeAreaInsets != .zero, let scrollView = self as? ScrollView {
      scrollView.adjustedInsetInputsDidChange()
    }
    let newWindow = window
    if newWindow !== oldWindow {
      measurementContextDidChange(
        refreshingEngines: oldWindow?.textMeasurer != nil || newWindow?.textMeasurer != nil)
      notifyWindowChange(newWindow)
    }
  }

  /// Tells the subtree that it is now in `newWindow` (or in none).
  private func notifyWindowChange(_ newWindow: Window?) {
    if newWindow != nil { AppearanceRegistry.applyAll(to: self) }
    didMoveToWindow()
    for subview in storedSubviews { subview.notifyWindowChange(newWindow) }
  }
}
