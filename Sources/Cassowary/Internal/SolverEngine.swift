/// A solver's state: the system lives either in the small dense tableau or in the sparse
/// engine, and every operation goes to the one that holds it.
///
/// A solver starts small. Adds go to `SmallTableau` while the system fits its buffers and
/// every add succeeds; reading values needs nothing more. Anything else (removal, constant
/// changes, edit variables, `dump`, `isAmbiguous`), a failing add, or growth past the small
/// capacity first moves the system to the sparse `Engine` by replaying the added constraints
/// in order, so the sparse state is exactly the one it would have had from the start.
///
/// This is the only place that chooses between the two; `Solver` forwards each call here.
struct SolverEngine {
  /// Whether the system lives in `small`; false from the first promotion until `reset`.
  var isSmall = true
  /// The dense tableau of a small system built by adds alone.
  var small = SmallTableau()
  /// The sparse engine, untouched while the system is small.
  var sparse = Engine()
  /// The required single-variable bounds of the sparse system, of which only the tightest
  /// per variable and direction is in `sparse` (`SolverEngine+Bounds.swift`).
  var bounds = BoundGroups()
  /// The coefficients the small tableau has taken: a system that would be wide
  /// (`CoefficientSpread`) goes to the sparse engine, which checks its changes.
  var smallSpread = CoefficientSpread()

  /// Adds `constraint` to whichever tableau holds the system, or throws and leaves the
  /// solver unchanged.
  ///
  /// - Complexity: O(rows · symbols) per substitution while small; see `Engine.add`
  ///   otherwise.
  mutating func add(_ constraint: Constraint) throws(SolverError) {
    if isSmall {
      if small.contains(constraint) { throw .duplicateConstraint(constraint) }
      if !constraint.strength.isValid { throw .invalidStrength(constraint.strength.priority) }
      if !constraint.isFinite { throw .nonFiniteValue(constraint) }
      var spread = smallSpread
      spread.note(constraint.expression)
      if !spread.isWide && small.fits(constraint) && small.add(constraint) {
        smallSpread = spread
        return
      }
      leaveSmall()
    }
    try addSparse(constraint)
  }

  /// Moves the system to the sparse engine: replays the added constraints in add order (a
  /// bound looser than an earlier one of its variable becomes dormant, as it would have in the
  /// sparse engine from the start) and carries over the values of the last
  /// `updateVariables`.
  ///
  /// The small tableau decides as the sparse engine does, so each replayed add succeeds; one
  /// that did not (a rounding-level disagreement at a tolerance) would be left out rather
  /// than stop the program.
  ///
  /// - Complexity: the sparse adds of every constraint added so far.
  mutating func leaveSmall() {
    guard isSmall else { return }
    isSmall = false
    for constraint in small.constraints {
      do {
        try addSparse(constraint)
      } catch {
        assertionFailure("replaying \(constraint) into the sparse engine threw \(error)")
      }
    }
    let store = small.store
    for s in 0..<small.symbolCount where store.kind[s] == .external {
      if let t = sparse.symbolOfVariable.value(for: store.variableID[s]) {
        sparse.values[Int(t)] = store.values[s]
      }
    }
    small.reset()
  }

  /// Forgets every variable, constraint and edit, keeping allocated capacity, and starts
  /// small again.
  ///
  /// - Complexity: the small tableau's reset, plus O(symbols + slots) of the sparse state
  ///   when it was used.
  mutating func reset() {
    small.reset()
    smallSpread = CoefficientSpread()
    if isSmall && sparse.isEmpty { return }
    isSmall = true
    sparse.reset()
    bounds.removeAll()
  }

  // MARK: Operations on the sparse engine only

  /// Removes `constraint`; see `Engine.remove`.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    leaveSmall()
    try removeSparse(constraint)
  }

  /// Changes an added constraint's constant in place; see `Engine.setConstant`.
  mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    leaveSmall()
    try setConstantSparse(constant, for: constraint)
  }

  /// Makes `variable` an edit variable; see `Engine.addEditVariable`.
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    leaveSmall()
    try sparse.addEditVariable(variable, strength: strength)
  }

  /// Removes an edit variable and its constraint; see `Engine.removeEditVariable`.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    leaveSmall()
    try sparse.removeEditVariable(variable)
  }

  /// Suggests a value for an edit variable; see `Engine.suggestValue`.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    leaveSmall()
    try sparse.suggestValue(value, for: variable)
  }

  /// The sparse engine's text form of the state; see `Engine.dump`.
  mutating func dump() -> String {
    leaveSmall()
    return sparse.dump() + dormantDump()
  }

  /// Whether the variable's value is not determined uniquely; see `Engine.isAmbiguous`.
  mutating func isAmbiguous(_ variable: Variable) -> Bool {
    leaveSmall()
    return sparse.isAmbiguous(variable)
  }

  // MARK: Queries answered by either tableau
  //
  // The non-mutating queries are inlined into `Solver` so that they read the engine in place
  // in its box: an out-of-line call on this large struct is passed a copy of it.

  /// Whether the constraint has been added and not removed.
  @inline(__always)
  func contains(_ constraint: Constraint) -> Bool {
    isSmall
      ? small.contains(constraint)
      : sparse.recordOfConstraint.value(for: constraint.id) != nil
        || (!bounds.isEmpty && bounds.entries[constraint.id] != nil)
  }

  /// The current constant of the constraint's reduced expression, or nil if it is not added.
  @inline(__always)
  func constant(of constraint: Constraint) -> Double? {
    isSmall
      ? small.constant(of: constraint)
      : sparse.constant(of: constraint) ?? bounds.entries[constraint.id]?.constant
  }

  /// Whether `variable` is an edit variable (a small system has none).
  @inline(__always)
  func hasEditVariable(_ variable: Variable) -> Bool {
    !isSmall && sparse.editIndex(variable) != nil
  }

  /// Computes the value of every variable.
  mutating func updateVariables() {
    if isSmall { small.updateVariables() } else { sparse.updateVariables() }
  }

  /// Computes the values of `variables` only.
  mutating func updateVariables(_ variables: [Variable]) {
    if isSmall { small.updateVariables(variables) } else { sparse.updateVariables(variables) }
  }

  /// The variable's value after the last update; 0 for variables the solver never saw.
  @inline(__always)
  func value(of variable: Variable) -> Double {
    isSmall ? small.value(of: variable) : sparse.value(of: variable)
  }

  #if SECTIONAL_INTERNAL_CHECKS
    /// Verifies the invariants of whichever tableau holds the system.
    func checkInvariants() {
      if isSmall { small.checkInvariants() } else { sparse.checkInvariants() }
    }
  #endif
}
