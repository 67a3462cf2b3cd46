extension View {
  /// Whether this view is an independent layout root: it has a superview, yet its own engine
  /// lays out its subtree.
  ///
  /// A view whose `translatesAutoresizingMaskIntoConstraints` is true and which no active
  /// constraint ties to views outside its subtree keeps its engine when it joins a superview:
  /// its frame comes from its superview's code (or autoresizing) exactly as its autoresizing
  /// constraints would pin it, so solving its subtree apart gives the same frames. Joining or
  /// leaving then costs nothing in the enclosing engine, which neither collects constraints
  /// below such a view nor includes its views. Independence ends (see
  /// `mergeIntoEnclosingLayoutRoot()`) when a constraint crossing the view's boundary is
  /// activated or the view stops translating its autoresizing mask; the view can become
  /// independent again the next time it joins a superview.
  var isIndependentLayoutRoot: Bool { storedSuperview != nil && rootEngine != nil }

  /// The view whose engine lays this view out: the nearest independent layout root at or
  /// above this view, else the topmost ancestor.
  ///
  /// - Complexity: O(depth).
  var layoutRoot: View {
    var current = self
    while current.rootEngine == nil, let parent = current.storedSuperview { current = parent }
    return current
  }

  /// Ends this view's independence: its engine is dropped and the enclosing layout root's
  /// engine (made if needed) rebuilds once, now including this subtree.
  ///
  /// Does nothing for a view that is not an independent layout root.
  func mergeIntoEnclosingLayoutRoot() {
    guard let superview = storedSuperview, let engine = rootEngine else { return }
    engine.releaseSolverState()
    rootEngine = nil
    superview.ensureRootEngine().structureDidChange()
  }

  /// Merges every independent layout root from `view` up to, but not including, this view
  /// (an ancestor of `view`), bottom up: those a constraint installed on this view crosses
  /// when one of its items lies in `view`.
  ///
  /// This view is the constraint's nearest common ancestor, so each such root has an item of
  /// the constraint inside and another outside. Only views that have an engine are touched,
  /// so a chain without independent roots costs one superview load per level.
  ///
  /// - Complexity: O(depth) between the two views, without allocating.
  func mergeLayoutRoots(below view: View) {
    var current = view
    while current !== self {
      if current.rootEngine != nil { current.mergeIntoEnclosingLayoutRoot() }
      guard let parent = current.storedSuperview else { return }
      current = parent
    }
  }

  /// Reacts to a change of `translatesAutoresizingMaskIntoConstraints`.
  ///
  /// An independent layout root that stops translating merges into its enclosing engine;
  /// otherwise the view's own layout root rebuilds.
  func autoresizingTranslationDidChange() {
    if !translatesAutoresizingMaskIntoConstraints && isIndependentLayoutRoot {
      mergeIntoEnclosingLayoutRoot()
    } else {
      layoutRoot.rootEngine?.structureDidChange()
    }
  }

  /// Lays out an independent layout root's subtree once its own frame is final: its engine
  /// solves with the frame as given, then the subtree lays out, for up to
  /// `maximumLayoutPasses` rounds while applying frames leaves the engine stale (labels
  /// that learn their width).
  ///
  /// - Complexity: O(n) in the subtree's size, plus solver work for what changed.
  func layoutIndependentSubtree(_ engine: LayoutEngine) {
    for _ in 0..<View.maximumLayoutPasses {
      engine.update()
      layoutOwnSubtreeIfNeeded()
      guard rootEngine === engine, engine.needsRebuild || engine.needsSolve else { return }
    }
  }
}
