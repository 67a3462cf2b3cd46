/// Checking a change's result against the constraints themselves in a system whose
/// coefficients are far apart or whose rows carry rounding noise, and recovering by a
/// rebuild when rounding spoilt it (Documentation/Solver.md § Checked changes).
extension Engine {
  /// The relative size below which a sum that was not erased is the remainder of a near
  /// cancellation: rounding noise rather than a coefficient.
  static let remainderRatio = 1.0e-6

  /// Notes the sum `value` of a cell whose previous coefficient was `old`: a nonzero sum
  /// a millionth of it or less makes the engine `noisy`.
  @inline(__always)
  mutating func noteRemainder(_ value: Double, of old: Double) {
    if value != 0 && abs(value) < Self.remainderRatio * abs(old) { noisy = true }
  }

  /// Whether the system's changes are checked.
  ///
  /// True when its coefficients are wide apart (`CoefficientSpread`) or its rows carry noise
  /// (`noisy`); only such a system throws `imprecise`.
  var checksChanges: Bool { spread.isWide || noisy }

  /// Throws `internalError` when the system's coefficients are wide apart
  /// (`CoefficientSpread`) or its rows carry noise (`noisy`) and the tableau the running
  /// operation leaves violates a required constraint (`requiredConstraintsHold`); the
  /// caller's `atomically` then rolls the operation back and `recover` takes over.
  ///
  /// - Complexity: O(1) for a narrow, clean system; that of `requiredConstraintsHold`
  ///   otherwise.
  mutating func verifyIfNeeded(excluding removed: Int32 = -1) throws(SolverError) {
    if checksChanges && verifies && !requiredConstraintsHold(excluding: removed) {
      throw .internalError("rounding left a required constraint violated")
    }
  }

  /// Whether every required constraint (but the record `removed`, being removed) holds
  /// within `Solver.requiredTolerance` of its scale at the values the tableau gives now; the
  /// values of the last `updateVariables` are kept.
  ///
  /// - Complexity: O(external symbols + terms of the required constraints).
  mutating func requiredConstraintsHold(excluding removed: Int32 = -1) -> Bool {
    let kept = values
    defer { values = kept }
    let starts = externals
    starts.withUnsafeBufferPointer { starts in
      resolveValues(count: starts.count, starts: starts.baseAddress)
    }
    for (index, record) in records.enumerated() where record.level < 0 && index != removed {
      guard recordOfConstraint.value(for: record.constraint.id) == Int32(index) else {
        continue
      }
      var sum = record.constant
      var scale = abs(record.constant)
      for term in record.constraint.expression.terms {
        guard let s = symbolOfVariable.value(for: term.variable.id) else { continue }
        let p = term.coefficient * values[Int(s)]
        sum += p
        scale += abs(p)
      }
      let off =
        switch record.constraint.relation {
        case .equal: abs(sum)
        case .lessThanOrEqual: max(0, sum)
        case .greaterThanOrEqual: max(0, -sum)
        }
      if off > Solver.requiredTolerance * max(1, scale) { return false }
    }
    return true
  }

  /// Recovers from a change to `constraint` that failed with `internalError` (rolled back
  /// already): rebuilds the tableau from the constraints, as a fresh solver adds them
  /// (without the record `removed`, for a removal), with `prepare` applied to the records
  /// first (a constant change goes into the rebuild directly: the shift along a marker's
  /// column is what rounding can spoil), then makes the change again with `retry`, and
  /// checks the result.
  ///
  /// A genuine answer of the clean tableau (`unsatisfiableConstraint` from `retry`) is thrown
  /// as it is; when the rebuild or `retry` fails otherwise, or a required constraint is
  /// still violated, the engine is put back as it was and `imprecise` names `constraint`.
  mutating func recover(
    _ constraint: Constraint, without removed: Int32 = -1,
    prepare: (inout Engine) -> Void = { _ in },
    retry: (inout Engine) throws(SolverError) -> Void = { _ throws(SolverError) in }
  ) throws(SolverError) {
    let before = self
    prepare(&self)
    do {
      try rebuild(without: removed)
    } catch {
      self = before
      throw .imprecise(constraint)
    }
    verifies = false
    do throws(SolverError) {
      try retry(&self)
      if !requiredConstraintsHold() { throw SolverError.imprecise(constraint) }
    } catch .unsatisfiableConstraint(let c, let conflicting) {
      self = before
      throw .unsatisfiableConstraint(c, conflicting: conflicting)
    } catch {
      self = before
      throw .imprecise(constraint)
    }
    verifies = true
  }
}
