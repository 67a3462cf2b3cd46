extension StackView {
  /// Activates the arrangement's constraints in one pass, with the result
  /// `LayoutConstraint.activate(_:)` would give.
  ///
  /// `constraints` is an arrangement `StackConstraintBuilder` made for the current arranged
  /// views and gap guides (some of it may be installed already; those are skipped). Every
  /// constraint it makes relates the stack view, its margins guide, its gap guides and its
  /// arranged views, which are its subviews. So when each of those items is checked once,
  /// before the pass (`arrangementInstallsInPlace`: every arranged view a subview without
  /// a layout engine of its own, every guide owned by the stack view), a constraint between
  /// two items is installed on the stack view and a constant one on its item's view, with no
  /// search for a common ancestor, and each is handed to the tree's engine. The views above
  /// hear of one structural change instead of one activation per constraint, which leads
  /// their fitting recipes to the same rows: a rebuilt recipe equals a patched one (see
  /// `FittingRecipe+Patching.swift`). When an item fails the check (for example an arranged
  /// view with an engine of its own, which activation would merge), the list is activated
  /// by `activate(_:)` instead.
  ///
  /// The loop reads the constraints and their hosts unretained: `constraints` holds every
  /// constraint for the whole call, and the stack view holds its arranged views. The only
  /// retains left are those of the references it stores (a constraint in its host's list,
  /// the host's handle in the constraint).
  ///
  /// - Complexity: O(k + n) for k constraints and n arranged views, plus O(depth) once for
  ///   the notes above.
  func installArrangement(_ constraints: [LayoutConstraint]) {
    var start = 0
    while start < constraints.count, constraints[start].isInstalled { start += 1 }
    guard start < constraints.count else { return }
    guard arrangementInstallsInPlace else {
      LayoutConstraint.activate(constraints)
      return
    }
    #if SECTIONAL_INTERNAL_CHECKS
      for constraint in constraints where !constraint.isInstalled {
        precondition(fitsArrangement(constraint), "not an arrangement constraint: \(constraint)")
      }
    #endif
    let engine = ensureRootEngine()
    let ownHandle = handle
    let selfPointer = Unmanaged.passUnretained(self as View).toOpaque()
    var lastHost: UnsafeMutableRawPointer?
    for index in start..<constraints.count {
      let constraint = constraints[index]
      guard !constraint.isInstalled else { continue }
      if !constraint.hasSecondItem, let view = constraint.firstHandle.unmanagedView,
        view.toOpaque() != selfPointer
      {
        // A constant constraint of an arranged view, which the stack view keeps alive.
        let host = view.takeUnretainedValue()
        host.installedConstraints.append(constraint)
        constraint.markInstalled(on: host.handle)
        if view.toOpaque() != lastHost {
          host.noteLayoutContentChange(.structure)
          lastHost = view.toOpaque()
        }
      } else {
        installedConstraints.append(constraint)
        constraint.markInstalled(on: ownHandle)
      }
      engine.constraintWasActivated(constraint)
    }
    layoutContentDidChange()
  }

  /// Whether every item an arrangement constraint may name installs as
  /// `installArrangement(_:)` assumes: each arranged view is a subview without a layout
  /// engine of its own (one with an engine would be merged by activation), and the margins
  /// guide and every gap guide belong to the stack view.
  ///
  /// - Complexity: O(n + g) for n arranged views and g gap guides.
  private var arrangementInstallsInPlace: Bool {
    let arranged = arrangedSubviews
    for index in arranged.indices {
      // Unretained: `arranged` holds the view.
      unowned(unsafe) let view = arranged[index]
      guard view.storedSuperview === self, view.rootEngine == nil else { return false }
    }
    if let guide = storedMarginsGuide, guide.storedOwningView !== self { return false }
    let guides = gapGuides
    for index in guides.indices where guides[index].storedOwningView !== self {
      return false
    }
    return true
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Whether an arrangement constraint installs as `installArrangement(_:)` assumes: a
    /// constant one on its item's view, one between two items on the stack view, where each
    /// item is the stack view, its guide or a subview without a layout engine of its own.
    private func fitsArrangement(_ constraint: LayoutConstraint) -> Bool {
      guard let second = constraint.secondHandle else { return constraint.firstView != nil }
      return isArrangementMember(constraint.firstHandle) && isArrangementMember(second)
    }

    /// Whether the item behind `handle` is the stack view, a guide of it, or a subview
    /// without an engine of its own.
    private func isArrangementMember(_ handle: ItemHandle) -> Bool {
      if let view = handle.view {
        return view === self || (view.storedSuperview === self && view.rootEngine == nil)
      }
      return handle.guide?.owningView === self
    }
  #endif
}
