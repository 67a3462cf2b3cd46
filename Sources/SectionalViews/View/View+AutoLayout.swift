import SectionalGraphics

extension View {
  /// The view's leading edge (its left edge: layouts are left to right).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .leading) }
  /// The view's trailing edge.
  public var trailingAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .trailing) }
  /// The view's left edge.
  public var leftAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .left) }
  /// The view's right edge.
  public var rightAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .right) }
  /// The view's top edge.
  public var topAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .top) }
  /// The view's bottom edge.
  public var bottomAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .bottom) }
  /// The view's width.
  public var widthAnchor: LayoutDimension { LayoutAnchor(self, .width) }
  /// The view's height.
  public var heightAnchor: LayoutDimension { LayoutAnchor(self, .height) }
  /// The view's horizontal centre.
  public var centerXAnchor: LayoutXAxisAnchor { LayoutAnchor(self, .centerX) }
  /// The view's vertical centre.
  public var centerYAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .centerY) }
  /// The baseline of the view's first line of text (its bottom edge for views without text).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .firstBaseline) }
  /// The baseline of the view's last line of text (its bottom edge for views without text).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutAnchor(self, .lastBaseline) }

  /// The active constraints installed on this view (their items' nearest common ancestor).
  public var constraints: [LayoutConstraint] { installedConstraints }

  /// A guide inset from the view's edges by its effective layout margins, as
  /// `UIView.layoutMarginsGuide`: `layoutMargins`, measured from the safe area while
  /// `insetsLayoutMarginsFromSafeArea` holds (Documentation/LayoutGuides.md § Margins).
  ///
  /// Its edges follow margin and safe area changes in place.
  public var layoutMarginsGuide: LayoutGuide {
    if let storedMarginsGuide { return storedMarginsGuide }
    let guide = LayoutGuide(.margins, of: self)
    storedMarginsGuide = guide
    return guide
  }

  /// The guides added with `addLayoutGuide(_:)`.
  public var layoutGuides: [LayoutGuide] { storedLayoutGuides }

  /// Adds a guide owned by this view; a guide owned by another view moves here.
  public func addLayoutGuide(_ guide: LayoutGuide) {
    guide.owningView?.removeLayoutGuide(guide)
    storedLayoutGuides.append(guide)
    guide.owningView = self
    layoutContentDidChange()
  }

  /// Removes a guide, deactivating the constraints that use it.
  ///
  /// - Complexity: O(c) in the constraints of the view's tree.
  public func removeLayoutGuide(_ guide: LayoutGuide) {
    guard guide.owningView === self else { return }
    deactivateConstraints { constraint in constraint.items.contains { $0 === guide } }
    storedLayoutGuides.removeAll { $0 === guide }
    guide.owningView = nil
    layoutContentDidChange()
  }

  /// Counts of the work this view's layout engine has done, or zeros without one.
  ///
  /// The engine belongs to the view's layout root: its nearest independent layout root, else
  /// its topmost ancestor.
  ///
  /// - Complexity: O(depth).
  public var layoutStatistics: LayoutStatistics {
    layoutRoot.rootEngine?.statistics ?? LayoutStatistics()
  }

  /// Whether Auto Layout leaves this view's position or size undetermined.
  ///
  /// Apple's definition (Documentation/AutoLayout.md § Ambiguity): another layout satisfies the
  /// constraints equally well. `false` for views Auto Layout does not place. A debugging aid, as in
  /// UIKit: it probes a throwaway copy of the tree's engine, so the layout and `layoutStatistics`
  /// are not touched.
  ///
  /// - Complexity: one engine rebuild plus eight probes.
  public var hasAmbiguousLayout: Bool {
    guard let probe = makeAmbiguityProbe() else { return false }
    return probe.probeAmbiguity(of: self)
  }

  /// The views in this subtree whose layout is ambiguous, in tree order.
  ///
  /// Views below an independent layout root are probed in a copy of that root's engine.
  ///
  /// - Complexity: one engine rebuild per layout root plus eight probes per view Auto Layout
  ///   places.
  public func ambiguouslyLaidOutViews() -> [View] {
    var found: [View] = []
    func visit(_ view: View, _ enclosing: LayoutEngine?) {
      let probe =
        view !== self && view.isIndependentLayoutRoot ? view.makeAmbiguityProbe() : enclosing
      if probe?.probeAmbiguity(of: view) == true { found.append(view) }
      for subview in view.subviews { visit(subview, probe) }
    }
    visit(self, makeAmbiguityProbe())
    return found
  }

  /// Moves a view whose layout is ambiguous to another solution of its constraints, so the
  /// ambiguity shows, as `UIView.exerciseAmbiguityInLayout()`.
  ///
  /// A debugging aid. The engine pushes the first of the view's position or size variables
  /// that can move without making any constraint above priority 1 worse, by the layout
  /// root's width (x, width) or height (y, height), and lays the tree out. Bounded freedom
  /// stops at its bound: two views sharing spare room give all of it to the other one.
  /// Calling it again returns the view to the solver's own choice. The push lasts until the
  /// next call or the next engine rebuild. A view with an unambiguous layout, or one Auto
  /// Layout does not place, does not move.
  ///
  /// - Complexity: up to eight solver additions, removals and solves, then a layout pass.
  public func exerciseAmbiguityInLayout() {
    updateConstraintsIfNeeded()
    let root = treeRoot
    guard let engine = root.rootEngine else { return }
    guard engine.exerciseAmbiguity(of: self, reach: root.bounds.size) else { return }
    for view in engine.participatingViews { view.needsLayout = true }
    layoutIfNeeded()
  }

  /// A fresh engine over this view's layout tree, built and solved, or `nil` without one.
  private func makeAmbiguityProbe() -> LayoutEngine? {
    updateConstraintsIfNeeded()
    let root = layoutRoot
    guard root.rootEngine != nil else { return nil }
    let probe = LayoutEngine(root: root)
    let handler = LayoutLog.handler
    LayoutLog.handler = { _ in }
    probe.update()
    LayoutLog.handler = handler
    return probe
  }

  /// Deactivates constraints in the whole tree that match `predicate`.
  func deactivateConstraints(where predicate: (LayoutConstraint) -> Bool) {
    var matched: [LayoutConstraint] = []
    func visit(_ view: View) {
      matched.append(contentsOf: view.installedConstraints.filter(predicate))
      for subview in view.subviews { visit(subview) }
    }
    visit(treeRoot)
    LayoutConstraint.deactivate(matched)
  }

  /// The name of the view in constraint descriptions: its type and serial number.
  var layoutItemName: String {
    "\(type(of: self)):0x\(String(serial, radix: 16))"
  }

  /// The view's engine variables, made on first use.
  var layoutVariables: LayoutVariables {
    if let storedLayoutVariables { return storedLayoutVariables }
    let made = LayoutVariables(name: layoutItemName)
    storedLayoutVariables = made
    return made
  }

  /// The view itself.
  var owningView: View? { self }

  /// Makes sure the tree has a layout engine (once any constraint is active in it).
  func ensureRootEngine() -> LayoutEngine {
    let root = layoutRoot
    if let engine = root.rootEngine { return engine }
    let engine = LayoutEngine(root: root)
    root.rootEngine = engine
    return engine
  }

  /// Applies the engine's frames to subviews that do not translate their autoresizing mask.
  func applyEngineFrames() {
    guard let engine = layoutRoot.rootEngine, engine.isParticipant(self) else { return }
    for subview in subviews
    where !subview.translatesAutoresizingMaskIntoConstraints && engine.isParticipant(subview) {
      if let frame = engine.frame(of: subview, in: self) { subview.frame = frame }
    }
  }
}

extension View: LayoutItem {}
