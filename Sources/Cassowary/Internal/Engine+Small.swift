/// Routing between the small dense tableau and the sparse engine.
///
/// A solver starts small. Adds go to `SmallTableau` while the system fits its buffers and
/// every add succeeds; reading values needs nothing more. Anything else (removal, constant
/// changes, edit variables, `dump`, `isAmbiguous`), a failing add, or growth past the small
/// capacity first moves the system to the sparse engine by replaying the added constraints
/// in order, so the sparse state is exactly the one it would have had from the start.
extension Engine {
  /// Adds `constraint` to whichever tableau holds the system, or throws and leaves the
  /// solver unchanged.
  ///
  /// - Complexity: O(rows · symbols) per substitution while small; see `add` otherwise.
  mutating func addConstraint(_ constraint: Constraint) throws(SolverError) {
    if isSmall {
      if small.contains(constraint) { throw .duplicateConstraint(constraint) }
      if !constraint.strength.isValid { throw .invalidStrength(constraint.strength.priority) }
      if !constraint.isFinite { throw .nonFiniteValue(constraint) }
      if small.fits(constraint) && small.add(constraint) { return }
      leaveSmall()
    }
    try add(constraint)
  }

  /// Moves the system to the sparse engine: replays the added constraints in add order and
  /// carries over the values of the last `updateVariables`.
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
        try add(constraint)
      } catch {
        assertionFailure("replaying \(constraint) into the sparse engine threw \(error)")
      }
    }
    let store = small.store
    for s in 0..<small.symbolCount where store.kind[s] == .external {
      if let t = symbolOfVariable.value(for: store.variableID[s]) {
        values[Int(t)] = store.values[s]
      }
    }
    small.reset()
  }
}
