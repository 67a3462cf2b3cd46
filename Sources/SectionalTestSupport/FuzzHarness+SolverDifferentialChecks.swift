import Cassowary

extension SolverDifferentialRun {
  /// The checks after every step (``FuzzHarness/solverDifferentialReport(_:traced:)``).
  func check(after outcome: SolverDifferentialOutcome) -> String? {
    if let before = outcome.dumpBefore, solver.dump() != before {
      return "a refused call changed the solver"
    }
    solver.updateVariables()
    for constraint in added where constraint.strength.isRequired {
      let (residual, scale) = residual(of: constraint, in: solver)
      if abs(residual) > Solver.requiredTolerance * scale {
        return "required \(constraint) is off by \(residual) (scale \(scale))"
      }
    }
    let fresh = Solver()
    for constraint in added {
      do {
        try fresh.add(current(constraint))
      } catch {
        return "a fresh solver refuses \(current(constraint)): \(error)"
      }
    }
    if let refused = outcome.refused, accepts(refused, replacing: outcome.replaced) {
      return "refused \(refused), which a fresh solver accepts"
    }
    for edit in edits {
      do {
        try fresh.addEditVariable(edit.variable, strength: edit.strength)
        if let value = edit.value { try fresh.suggestValue(value, for: edit.variable) }
      } catch {
        return "a fresh solver refuses the edit of \(edit.variable): \(error)"
      }
    }
    fresh.updateVariables()
    return compareValues(with: fresh)
  }

  /// Whether a fresh solver holding the current constraints, `replaced` left out, accepts
  /// `constraint`.
  func accepts(_ constraint: Constraint, replacing replaced: Constraint?) -> Bool {
    let fresh = Solver()
    for other in added where other != replaced {
      if (try? fresh.add(current(other))) == nil { return false }
    }
    return (try? fresh.add(constraint)) != nil
  }

  /// When neither solver finds a variable ambiguous, the values must agree.
  func compareValues(with fresh: Solver) -> String? {
    for variable in variables where solver.isAmbiguous(variable) || fresh.isAmbiguous(variable) {
      return nil
    }
    for variable in variables {
      let a = solver.value(of: variable)
      let b = fresh.value(of: variable)
      if abs(a - b) > Solver.requiredTolerance * max(1, abs(a), abs(b)) {
        return "\(variable) is \(a), a fresh solver gives \(b)"
      }
    }
    return nil
  }

  /// The constraint as the solver holds it now: its constant may have been changed.
  func current(_ constraint: Constraint) -> Constraint {
    let constant = solver.constant(of: constraint) ?? constraint.expression.constant
    return Constraint(
      Expression(terms: constraint.expression.terms, constant: constant), constraint.relation,
      0.0, strength: constraint.strength)
  }

  /// How far the solver's values are from satisfying `constraint` (0 when it holds), and
  /// the scale the tolerance is relative to: `max(1, Σ|aᵢxᵢ| + |c|)`.
  func residual(of constraint: Constraint, in solver: Solver) -> (Double, Double) {
    var value = solver.constant(of: constraint) ?? constraint.expression.constant
    var scale = abs(value)
    for term in constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      value += product
      scale += abs(product)
    }
    let residual: Double
    switch constraint.relation {
    case .equal: residual = value
    case .lessThanOrEqual: residual = max(0, value)
    case .greaterThanOrEqual: residual = min(0, value)
    }
    return (residual, max(1, scale))
  }
}
