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
    var pending = 0
    for constraint in constraints where !constraint.isInstalled {
      guard fitsArrangement(constraint) else {
        LayoutConstraint.activate(constraints)
        return
      }
      pending += 1
    }
    guard pending > 0 else { return }
    let engine = ensureRootEngine()
    var lastHost: View?
    for constraint in constraints where !constraint.isInstalled {
      guard !constraint.hasSecondItem, let host = constraint.firstView, host !== self else {
        installedConstraints.append(constraint)
        constraint.installedOn = self
        engine.constraintWasActivated(constraint)
        continue
      }
      host.installedConstraints.append(constraint)
      constraint.installedOn = host
      if host !== lastHost {
        host.noteLayoutContentChange(.structure)
        lastHost = host
      }
      (host.rootEngine ?? engine).constraintWasActivated(constraint)
    }
    layoutContentDidChange()
  }

  /// Whether an arrangement constraint installs as `installArrangement(_:)` assumes: a
  /// constant one on its item's view, one between two items on the stack view, where each
  /// item is the stack view, its guide or a subview without a layout engine of its own (one
  /// with an engine would be merged by activation).
  private func fitsArrangement(_ constraint: LayoutConstraint) -> Bool {
    guard let second = constraint.secondHandle else { return constraint.firstView != nil }
    return isArrangementMember(constraint.firstHandle) && isArrangementMember(second)
  }

  /// Whether the item behind `handle` is the stack view, a guide of it, or a subview without
  /// an engine of its own; read without retaining the item.
  private func isArrangementMember(_ handle: ItemHandle) -> Bool {
    if let unmanaged = handle.unmanagedView {
      let view = unmanaged.takeUnretainedValue()
      return view === self || (view.storedSuperview === self && view.rootEngine == nil)
    }
    return handle.unmanagedGuide?.takeUnretainedValue().owningView === self
  }
}
