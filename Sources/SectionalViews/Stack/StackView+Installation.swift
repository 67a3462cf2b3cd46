extension StackView {
  // Every constraint `StackConstraintBuilder` makes relates the stack view, its margins
  // guide, its gap guides and its arranged views, which are its subviews. So when each of
  // those items is checked once (`arrangementInstallsInPlace`: every arranged view a subview
  // without a layout engine of its own, every guide owned by the stack view), a constraint
  // between two items belongs on the stack view and a constant one on its item's view, with
  // no search for a common ancestor, and each is handed to the tree's engine: the result
  // `LayoutConstraint.activate(_:)` gives. The views above hear of one structural change
  // instead of one activation per constraint, which leads their fitting recipes to the same
  // rows: a rebuilt recipe equals a patched one (see `FittingRecipe+Patching.swift`). When an
  // item fails the check (for example an arranged view with an engine of its own, which
  // activation would merge), the list is activated by `activate(_:)` instead.

  /// Files a new arrangement whose constraints were made installed (the builder's
  /// `installing` mode, chosen when `arrangementInstallsInPlace` held): each joins its
  /// host's list, then each is handed to the tree's engine, in order, with the result
  /// `LayoutConstraint.activate(_:)` would give.
  ///
  /// With `onStackOnly` (no constraint went on an arranged view: the usual case, since only
  /// a hidden view's length and the partial alignments' ambiguity suppression do), the list
  /// joins the stack view's in one step, sharing `constraints`' storage when the stack view
  /// has no other constraint. The engine only takes note of the constraint it is handed (it
  /// reads neither the views' lists nor whether other constraints are installed), so handing
  /// them over after all are filed does the same work as handing each over in turn.
  ///
  /// - Complexity: O(k) for k constraints, plus O(depth) once for the notes above.
  func fileArrangement(_ constraints: [LayoutConstraint], onStackOnly: Bool) {
    guard !constraints.isEmpty else { return }
    #if SECTIONAL_INTERNAL_CHECKS
      for constraint in constraints {
        precondition(fitsArrangement(constraint), "not an arrangement constraint: \(constraint)")
        let host = constraint.hasSecondItem ? self : constraint.firstView
        precondition(constraint.installedOn === host, "made for another view: \(constraint)")
      }
    #endif
    let engine = ensureRootEngine()
    if onStackOnly {
      if installedConstraints.isEmpty {
        installedConstraints = constraints
      } else {
        installedConstraints.append(contentsOf: constraints)
      }
    } else {
      fileOnHosts(constraints)
    }
    for index in constraints.indices where !engine.needsRebuild {
      engine.constraintWasActivated(constraints[index])
    }
    layoutContentDidChange()
  }

  /// Adds each constraint of `constraints` (made installed) to its host's list, in order;
  /// each arranged view that receives one notes a structural change once per run.
  ///
  /// - Complexity: O(k) for k constraints.
  private func fileOnHosts(_ constraints: [LayoutConstraint]) {
    installedConstraints.reserveCapacity(installedConstraints.count + constraints.count)
    let selfPointer = Unmanaged.passUnretained(self as View).toOpaque()
    var lastHost: UnsafeMutableRawPointer?
    for index in constraints.indices {
      let constraint = constraints[index]
      if !constraint.hasSecondItem, let view = constraint.firstHandle.unmanagedView,
        view.toOpaque() != selfPointer
      {
        // A constant constraint of an arranged view, which the stack view keeps alive.
        let host = view.takeUnretainedValue()
        host.installedConstraints.append(constraint)
        if view.toOpaque() != lastHost {
          host.noteLayoutContentChange(.structure)
          lastHost = view.toOpaque()
        }
      } else {
        installedConstraints.append(constraint)
      }
    }
  }

  /// Whether every item an arrangement constraint may name installs as the passes above
  /// assume: each arranged view is a subview without a layout engine of its own (one with
  /// an engine would be merged by activation), and the margins guide and every gap guide
  /// belong to the stack view.
  ///
  /// - Complexity: O(n + g) for n arranged views and g gap guides.
  var arrangementInstallsInPlace: Bool {
    let arranged = arrangedSubviews
    for index in arranged.indices {
      let view = arranged[index]
      guard view.rootEngine == nil, view.storedSuperview === self else { return false }
    }
    if let guide = storedMarginsGuide, guide.storedOwningView !== self { return false }
    let guides = gapGuides
    for index in guides.indices where guides[index].storedOwningView !== self {
      return false
    }
    return true
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Whether an arrangement constraint installs as the passes above assume: a constant
    /// one on its item's view, one between two items on the stack view, where each item is
    /// the stack view, its guide or a subview without a layout engine of its own.
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
