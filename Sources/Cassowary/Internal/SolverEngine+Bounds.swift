/// The sparse engine's calls for constraints that may be required single-variable bounds:
/// only the tightest bound of each variable and direction is in the tableau, the others wait
/// dormant in `bounds` (Documentation/Solver.md § Single-variable bounds).
///
/// Every call here either finishes or leaves the tableau and the bookkeeping as they were.
extension SolverEngine {
  /// Adds `constraint` to the sparse engine; a bound no tighter than its group's active one
  /// becomes dormant, a tighter one replaces it in the tableau.
  ///
  /// - Complexity: O(log bounds in the group) for a dormant bound; one add and one remove
  ///   of the sparse engine for a tighter one.
  mutating func addSparse(_ constraint: Constraint) throws(SolverError) {
    guard let (key, coefficient) = BoundGroups.key(of: constraint) else {
      try sparse.add(constraint)
      return
    }
    if bounds.entries[constraint.id] != nil { throw .duplicateConstraint(constraint) }
    if !constraint.isFinite { throw .nonFiniteValue(constraint) }
    let entry = bounds.makeEntry(
      constraint, key: key, coefficient: coefficient, order: sparse.nextOrder)
    if let active = bounds.activeEntry(of: key), active.tightness >= entry.tightness {
      sparse.nextOrder += 1
      bounds.makeDormant(entry)
      return
    }
    try sparse.add(constraint, order: entry.order)
    if let active = bounds.activeEntry(of: key) {
      do {
        try sparse.remove(active.constraint)
      } catch {
        try? sparse.remove(constraint)
        throw error
      }
      bounds.makeDormant(active)
    }
    bounds.makeActive(entry)
  }

  /// Removes `constraint` from the sparse engine; removing a group's active bound activates
  /// the tightest dormant one.
  mutating func removeSparse(_ constraint: Constraint) throws(SolverError) {
    guard !bounds.isEmpty, let entry = bounds.entries[constraint.id] else {
      try sparse.remove(constraint)
      return
    }
    if !entry.isActive {
      bounds.forget(constraint.id)
      return
    }
    // A system that checks its changes can refuse the dormant bound as imprecise: it is
    // then put back exactly as it was, which costs a copy of the engine, so only there.
    let saved = sparse.checksChanges ? sparse : nil
    try sparse.remove(constraint)
    bounds.forget(constraint.id)
    guard let next = bounds.tightestDormant(of: entry.key) else { return }
    do {
      try sparse.add(next.constraint, constant: next.constant, order: next.order)
    } catch {
      if let saved {
        sparse = saved
      } else {
        try? sparse.add(constraint, constant: entry.constant, order: entry.order)
      }
      bounds.makeActive(entry)
      throw error
    }
    bounds.popTightest(of: entry.key)
    bounds.makeActive(next)
  }

  /// Changes the constant of an added constraint in the sparse engine, keeping the tightest
  /// bound of its group (if it is a bound) the active one.
  mutating func setConstantSparse(_ constant: Double, for constraint: Constraint)
    throws(SolverError)
  {
    guard !bounds.isEmpty, let old = bounds.entries[constraint.id] else {
      try sparse.setConstant(constant, for: constraint)
      return
    }
    if !constant.isFinite { throw .nonFiniteValue(constraint) }
    var entry = old
    entry.constant = constant
    if !entry.isActive {
      try promoteIfTighter(entry)
      return
    }
    try sparse.setConstant(constant, for: constraint)
    bounds.makeActive(entry)
    guard let next = bounds.tightestDormant(of: entry.key), next.tightness > entry.tightness
    else { return }
    do {
      try swapActive(entry, for: next)
    } catch {
      try? sparse.setConstant(old.constant, for: constraint)
      bounds.makeActive(old)
      throw error
    }
  }

  /// Makes the dormant `entry` (at its new constant) active when it is now tighter than its
  /// group's active bound; otherwise it stays dormant at the new constant.
  private mutating func promoteIfTighter(_ entry: BoundGroups.Entry) throws(SolverError) {
    guard let active = bounds.activeEntry(of: entry.key), active.tightness < entry.tightness
    else {
      bounds.makeDormant(entry)
      return
    }
    try sparse.add(entry.constraint, constant: entry.constant, order: entry.order)
    do {
      try sparse.remove(active.constraint)
    } catch {
      try? sparse.remove(entry.constraint)
      throw error
    }
    bounds.makeDormant(active)
    bounds.makeActive(entry)
  }

  /// Puts the dormant `next` into the tableau in place of the group's active `active`, which
  /// becomes dormant; throws with the tableau as it was.
  private mutating func swapActive(_ active: BoundGroups.Entry, for next: BoundGroups.Entry)
    throws(SolverError)
  {
    try sparse.add(next.constraint, constant: next.constant, order: next.order)
    do {
      try sparse.remove(active.constraint)
    } catch {
      try? sparse.remove(next.constraint)
      throw error
    }
    bounds.popTightest(of: next.key)
    bounds.makeDormant(active)
    bounds.makeActive(next)
  }

  /// The dormant bounds in add order, one per line, for `dump()`; empty when there are none.
  func dormantDump() -> String {
    let dormant = bounds.entries.values.filter { !$0.isActive }.sorted { $0.order < $1.order }
    if dormant.isEmpty { return "" }
    var text = "dormant:\n"
    for entry in dormant { text += "  \(entry.constraint) (constant \(entry.constant))\n" }
    return text
  }
}
