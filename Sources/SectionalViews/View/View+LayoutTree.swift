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

  /// After `subview` left this view: both trees lay out afresh.
  func layoutTreeDidSplit(from subview: View) {
    let oldRoot = treeRoot
    if oldRoot.treeNeedsConstraintUpdate { subview.treeNeedsConstraintUpdate = true }
    guard let engine = oldRoot.rootEngine else { return }
    engine.structureDidChange()
    if subview.rootEngine == nil { subview.rootEngine = LayoutEngine(root: subview) }
  }

  /// After this view joined a superview: its own engine (if it was a root) merges into the
  /// new root's.
  func layoutTreeDidJoin() {
    let hadEngine = rootEngine != nil
    rootEngine = nil
    let root = treeRoot
    if treeNeedsConstraintUpdate {
      treeNeedsConstraintUpdate = false
      root.treeNeedsConstraintUpdate = true
    }
    if let engine = root.rootEngine {
      engine.structureDidChange()
    } else if hadEngine {
      root.rootEngine = LayoutEngine(root: root)
    }
  }
}
