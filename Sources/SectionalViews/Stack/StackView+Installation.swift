extension StackView {
  /// Activates the arrangement's constraints in one pass, with the result
  /// `LayoutConstraint.activate(_:)` would give.
  ///
  /// Every constraint `StackConstraintBuilder` makes relates the stack view, its margins
  /// guide, its gap guides and its arranged views, which are its subviews. So a constraint
  /// between two items is installed on the stack view and a constant one on its item's view,
  /// with no search for a common ancestor, and each is handed to its engine. The views above
  /// hear of one structural change instead of one activation per constraint, which leads
  /// their fitting recipes to the same rows: a rebuilt recipe equals a patched one (see
  /// `FittingRecipe+Patching.swift`). A list with a constraint that does not fit that pattern
  /// (for example one that would merge an arranged view's own layout engine) is activated by
  /// `activate(_:)` instead.
  ///
  /// - Complexity: O(k) for k constraints, plus O(depth) once for the notes above.
  func installArrangement(_ constraints: [LayoutConstraint]) {
    // The view each constraint goes on, `nil` for one already installed.
    var hosts: [View?] = []
    hosts.reserveCapacity(constraints.count)
    var pending = 0
    for constraint in constraints {
      guard constraint.installedOn == nil else {
        hosts.append(nil)
        continue
      }
      guard let host = arrangementHost(of: constraint) else {
        LayoutConstraint.activate(constraints)
        return
      }
      hosts.append(host)
      pending += 1
    }
    guard pending > 0 else { return }
    let engine = ensureRootEngine()
    var lastHost: View?
    for index in constraints.indices {
      guard let host = hosts[index] else { continue }
      let constraint = constraints[index]
      host.installedConstraints.append(constraint)
      constraint.installedOn = host
      guard host !== self else {
        engine.constraintWasActivated(constraint)
        continue
      }
      if host !== lastHost {
        host.noteLayoutContentChange(.structure)
        lastHost = host
      }
      (host.rootEngine ?? engine).constraintWasActivated(constraint)
    }
    layoutContentDidChange()
  }

  /// The view an arrangement constraint is installed on when it fits the arrangement's
  /// pattern: the stack view for a constraint between two of its items, the item's view for
  /// a constant one; `nil` otherwise: an item is gone, is not the stack view or a subview, or
  /// is a subview with its own layout engine, which activation would merge.
  private func arrangementHost(of constraint: LayoutConstraint) -> View? {
    guard let first = constraint.firstView else { return nil }
    guard constraint.hasSecondItem else {
      return first === self || first.storedSuperview === self ? first : nil
    }
    guard let second = constraint.secondView, isArrangementMember(first),
      isArrangementMember(second)
    else { return nil }
    return self
  }

  /// Whether a constraint between `view` and the stack view's items installs on the stack
  /// view without merging layout roots: `view` is the stack view, or a subview without an
  /// engine of its own.
  private func isArrangementMember(_ view: View) -> Bool {
    view === self || (view.storedSuperview === self && view.rootEngine == nil)
  }
}
