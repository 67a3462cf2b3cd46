import Cassowary

/// Evaluating constraints at a solver's current values.
extension Solver {
  /// The value of a constraint's reduced expression at the current values.
  func residual(_ constraint: Constraint) -> Double {
    constraint.expression.evaluate { value(of: $0) }
  }

  /// How far the current values are from satisfying the constraint (0 when satisfied).
  func violation(_ constraint: Constraint) -> Double {
    let r = residual(constraint)
    switch constraint.relation {
    case .equal: return abs(r)
    case .lessThanOrEqual: return max(0, r)
    case .greaterThanOrEqual: return max(0, -r)
    }
  }

  /// The summed violation per optional priority, highest priority first, at the current
  /// values: the lexicographic objective Auto Layout minimizes.
  func objectiveVector(_ constraints: [Constraint], levels: [Double]) -> [Double] {
    levels.map { level in
      constraints.filter { $0.strength.priority == level }.reduce(0) { $0 + violation($1) }
    }
  }
}

/// Whether `a` is lexicographically smaller than `b` by more than `tolerance` at some level
/// before which all levels agree within `tolerance`.
func lexicographicallyLess(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
  for (x, y) in zip(a, b) {
    if x < y - tolerance { return true }
    if x > y + tolerance { return false }
  }
  return false
}
