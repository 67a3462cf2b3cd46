extension LayoutEngine {
  /// Forgets the solver constraints this engine recorded on layout constraints, before the
  /// engine is dropped because its root merged into an enclosing engine.
  ///
  /// - Complexity: O(c) in the engine's constraints.
  func releaseSolverState() {
    for constraint in owners.values where ownsSolverState(of: constraint) {
      constraint.solverConstraint = nil
    }
    owners = [:]
    needsRebuild = true
  }

  /// Whether a rebuild collects constraints below `view`: a tree engine stops at independent
  /// layout roots, whose own engines lay them out; a fitting engine takes the whole subtree.
  func collectsConstraints(below view: View) -> Bool {
    isFitting || view === root || !view.isIndependentLayoutRoot
  }
}
