extension View {
  /// Deactivates constraints installed above this view that tie its subtree to views outside
  /// it, before the view leaves its superview (UIKit's rule).
  ///
  /// - Complexity: O(c · depth) for c constraints installed on the ancestors.
  func deactivateConstraintsLeaving() {
    var doomed: [LayoutConstraint] = []
    var ancestor = superview
    while let view = ancestor {
      for constraint in view.installedConstraints
      where constraint.views.contains(where: { $0.isDescendant(of: self) }) {
        doomed.append(constraint)
      }
      ancestor = view.superview
    }
    LayoutConstraint.deactivate(doomed)
  }

  /// After `subview` left this view: the enclosing engine forgets it, and the subview gets
  /// an engine of its own when it has constraints.
  ///
  /// An independent layout root leaves without touching the enclosing engine. Any other
  /// subview makes the enclosing engine rebuild only when it took part in it.
  func layoutTreeDidSplit(from subview: View) {
    if treeRoot.treeNeedsConstraintUpdate { subview.treeNeedsConstraintUpdate = true }
    guard subview.rootEngine == nil, let engine = layoutRoot.rootEngine else { return }
    guard engine.needsRebuild || engine.isParticipant(subview) else { return }
    engine.structureDidChange()
    subview.rootEngine = LayoutEngine(root: subview)
  }

  /// After this view joined a superview: it stays an independent layout root when it has an
  /// engine and translates its autoresizing mask, else its engine merges into the enclosing
  /// one, which rebuilds once.
  ///
  /// A view without an engine has no constraints in its subtree (beyond those of nested
  /// independent roots), so the enclosing engine has nothing to learn.
  func layoutTreeDidJoin() {
    if treeNeedsConstraintUpdate {
      treeNeedsConstraintUpdate = false
      treeRoot.treeNeedsConstraintUpdate = true
    }
    guard !translatesAutoresizingMaskIntoConstraints else { return }
    mergeIntoEnclosingLayoutRoot()
  }
}
