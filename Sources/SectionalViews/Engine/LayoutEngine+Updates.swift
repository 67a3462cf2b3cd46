import Cassowary
import SectionalGraphics

extension LayoutEngine {
  /// A constraint in this tree was activated: add it in place when its items are already
  /// laid out by the engine, else rebuild.
  ///
  /// An engine that rebuilds at its next update anyway (a new one, for example) only
  /// checks that flag: always inlined, so a stack view installing its arrangement pays no
  /// call per constraint there.
  @inline(__always)
  func constraintWasActivated(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return }
    addActivated(constraint)
  }

  /// Adds an activated constraint in place when its items take part in the engine, else
  /// marks the engine for a rebuild.
  private func addActivated(_ constraint: LayoutConstraint) {
    guard constraint.items.allSatisfy({ isParticipant($0) }) else {
      needsRebuild = true
      return
    }
    install(constraint)
    needsSolve = true
  }

  /// A constraint in this tree is about to be deactivated: remove it from the solver.
  ///
  /// When other constraints were broken earlier, the engine rebuilds instead so that they get
  /// another chance now that one constraint is gone.
  func constraintWillDeactivate(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return }
    broken.removeAll { $0 === constraint }
    if !broken.isEmpty {
      needsRebuild = true
      return
    }
    guard let solverConstraint = handle(of: constraint) else { return }
    remove(constraint, solverConstraint)
    needsSolve = true
  }

  /// Removes a constraint from the solver and the engine's maps.
  private func remove(_ constraint: LayoutConstraint, _ solverConstraint: Constraint) {
    do {
      try solver.remove(solverConstraint)
      statistics.removals += 1
    } catch {
      needsRebuild = true
    }
    owners[solverConstraint] = nil
    setHandle(nil, of: constraint)
    for key in baselineUsers.keys {
      baselineUsers[key]?.removeAll { $0 === constraint }
    }
  }

  /// A constraint's constant changed: move it in place (Documentation/AutoLayout.md § Changing a
  /// constant in place).
  ///
  /// If the new constant makes a required constraint unsatisfiable, the constraint is taken
  /// out, marked broken and logged; the solver itself is left as it was before the change.
  func constantDidChange(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return }
    guard let solverConstraint = handle(of: constraint) else {
      if constraint.isBroken { needsRebuild = true }
      return
    }
    do {
      try solver.setConstant(constraint.reducedConstant, for: solverConstraint)
      statistics.constantUpdates += 1
    } catch {
      remove(constraint, solverConstraint)
      breakConstraint(constraint, error: error)
    }
    needsSolve = true
  }

  /// An optional constraint's priority changed: add it again at the new strength.
  func priorityDidChange(_ constraint: LayoutConstraint) {
    guard !needsRebuild, let solverConstraint = handle(of: constraint) else { return }
    remove(constraint, solverConstraint)
    install(constraint)
    needsSolve = true
  }

  /// The tree's shape changed (views moved, a translation flag or priority changed).
  func structureDidChange() {
    needsRebuild = true
  }

  /// A view's frame changed; autoresizing constraints follow it in place.
  ///
  /// A flexible part whose proportion changed (its multiplier) cannot move in place: the
  /// engine rebuilds. Springs and struts resizing keeps the proportions, so resizing a
  /// superview moves constants only.
  func frameDidChange(of view: View) {
    guard !needsRebuild, let made = generated[ObjectIdentifier(view)] else { return }
    guard view !== root, let superview = view.superview else {
      for constraint in made where constraint.origin == .autoresizing {
        let size = view.frame.size
        setGeneratedConstant(
          constraint, constraint.firstAttribute == .width ? size.width : size.height)
      }
      return
    }
    let lines = autoresizingLines(of: view, in: superview)
    for constraint in made where constraint.origin == .autoresizing {
      let line: AutoresizingAxis.Line =
        switch constraint.firstAttribute {
        case .left: lines.x.origin
        case .top: lines.y.origin
        case .width: lines.x.length
        default: lines.y.length
        }
      let multiplier = constraint.secondAttribute == .notAnAttribute ? 0 : constraint.multiplier
      guard multiplier == line.multiplier else {
        needsRebuild = true
        return
      }
      setGeneratedConstant(constraint, line.constant)
    }
  }

  /// A view's bounds origin moved: its subviews' autoresizing offsets changed.
  func boundsOriginDidChange(of view: View) {
    guard isParticipant(view) else { return }
    for subview in view.subviews where isParticipant(subview) {
      frameDidChange(of: subview)
    }
  }

  /// A view's intrinsic size changed: update its content size constraints in place, and
  /// every constraint on its baselines.
  func intrinsicSizeDidChange(of view: View) {
    guard !needsRebuild, let made = generated[ObjectIdentifier(view)] else { return }
    let key = ObjectIdentifier(view)
    if let old = intrinsicSizes[key] {
      let size = view.intrinsicContentSize
      let hadAxes = (old.width != View.noIntrinsicMetric, old.height != View.noIntrinsicMetric)
      let hasAxes = (size.width != View.noIntrinsicMetric, size.height != View.noIntrinsicMetric)
      guard hadAxes == hasAxes else {
        needsRebuild = true
        return
      }
      intrinsicSizes[key] = size
      for constraint in made {
        switch constraint.origin {
        case .hugging(let axis), .compression(let axis):
          setGeneratedConstant(constraint, axis == .horizontal ? size.width : size.height)
        default: continue
        }
      }
    }
    for constraint in baselineUsers[key] ?? [] { constantDidChange(constraint) }
  }

  /// A view's layout margins, safe area or readable width changed: the guides it made
  /// itself follow in place.
  func marginsDidChange(of view: View) {
    guard !needsRebuild else { return }
    view.forEachSystemGuide { guide in
      guard isParticipant(guide), let kind = guide.systemKind else { return }
      let constants = view.systemGuideConstants(of: kind)
      for (constraint, value) in zip(guide.marginConstraints, constants) {
        setGeneratedConstant(constraint, value)
      }
    }
  }

  /// Sets the constant of an engine-made constraint and updates the solver.
  func setGeneratedConstant(_ constraint: LayoutConstraint, _ value: Double) {
    guard constraint.constant != value else { return }
    constraint.constant = value
    constantDidChange(constraint)
  }
}
