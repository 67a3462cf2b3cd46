import Cassowary

extension SolverFuzzRun {
  /// Performs one solver call and checks its outcome against the contract.
  ///
  /// - Parameters:
  ///   - label: the operation, for the trace and failure messages.
  ///   - rules: the errors the contract names; when any applies, the call must throw one of
  ///     the applicable ones (which one is the solver's choice when several apply).
  ///   - unsatisfiable: when no rule applies, judges an `unsatisfiableConstraint` error:
  ///     `nil` when it is allowed and well explained, else why not; `nil` here means the
  ///     call must succeed.
  ///   - body: the solver call.
  ///   - onSuccess: updates the model after a successful call.
  /// - Returns: the first violated property, or `nil`.
  func attempt(
    _ label: String, rules: [ErrorRule],
    unsatisfiable: ((Constraint, [Constraint]) -> String?)?,
    body: () throws(SolverError) -> Void, onSuccess: () -> Void
  ) -> String? {
    let applicable = rules.filter(\.applies)
    let expected = applicable.map(\.name).joined(separator: " or ")
    let dumpBefore = solver.dump()
    let valuesBefore = currentValues()
    do {
      try body()
    } catch {
      note("\(label) -> throws \(Self.caseName(error))")
      let problem: String?
      if !applicable.isEmpty {
        problem = applicable.contains { $0.matches(error) } ? nil : "expected \(expected)"
      } else if case .unsatisfiableConstraint(let other, let conflicting) = error,
        let unsatisfiable
      {
        problem = unsatisfiable(other, conflicting)
      } else if case .imprecise = error {
        problem = isWide ? nil : "imprecise in a system whose coefficients are not wide apart"
      } else {
        problem = "expected success"
      }
      if let problem { return "\(label) threw \(error): \(problem)" }
      return checkRolledBack(label, dump: dumpBefore, values: valuesBefore)
    }
    note("\(label) -> ok")
    guard applicable.isEmpty else {
      return "\(label) succeeded, but the contract requires \(expected)"
    }
    onSuccess()
    return checkAfterSuccess()
  }

  /// Checks that a throwing call left the solver exactly as it was.
  func checkRolledBack(_ label: String, dump: String, values: [Double]) -> String? {
    let dumpAfter = solver.dump()
    guard dumpAfter == dump else {
      return "\(label) threw but changed dump()\nbefore:\n\(dump)\nafter:\n\(dumpAfter)"
    }
    guard Self.same(currentValues(), values) else {
      return "\(label) threw but changed values: \(values) -> \(currentValues())"
    }
    solver.updateVariables()
    guard Self.same(currentValues(), values) else {
      return "\(label) threw; updateVariables() then gave \(currentValues()), not \(values)"
    }
    return checkModel()
  }

  /// After a successful call: `updateVariables()` twice with the same values, then finite
  /// values, required constraints satisfied, and the model checks.
  func checkAfterSuccess() -> String? {
    solver.updateVariables()
    let first = currentValues()
    solver.updateVariables()
    guard Self.same(currentValues(), first) else {
      return "updateVariables() is not idempotent: it gave \(first), then \(currentValues()) "
        + "with nothing changed in between\n" + solver.dump()
    }
    for (index, variable) in variables.enumerated() where !solver.value(of: variable).isFinite {
      return "v\(index) = \(solver.value(of: variable)) after updateVariables()"
    }
    for constraint in added where constraint.strength.isRequired {
      if let violation = violation(of: constraint) {
        return violation + "\n" + solver.dump()
      }
    }
    return checkModel()
  }

  /// Why required `constraint` does not hold at the current values, or `nil` when it holds
  /// within `1e-6 · max(1, Σ|aᵢxᵢ| + |c|)`.
  func violation(of constraint: Constraint) -> String? {
    let constant = constants[constraint] ?? constraint.expression.constant
    var residual = constant
    var scale = abs(constant)
    for term in constraint.expression.terms {
      let product = term.coefficient * solver.value(of: term.variable)
      residual += product
      scale += abs(product)
    }
    let tolerance = 1e-6 * max(1, scale)
    let holds: Bool
    switch constraint.relation {
    case .equal: holds = abs(residual) <= tolerance
    case .lessThanOrEqual: holds = residual <= tolerance
    case .greaterThanOrEqual: holds = residual >= -tolerance
    }
    guard !holds else { return nil }
    let values = variables.map { "\($0.name)=\(solver.value(of: $0))" }
    return "required \(constraint) (constant \(constant)) violated: residual \(residual) "
      + "against \(constraint.relation) 0, tolerance \(tolerance); \(values)"
  }

  /// Checks `contains`, `constant(of:)` and `hasEditVariable` against the model, and that
  /// `dump()` is deterministic.
  func checkModel() -> String? {
    for (index, constraint) in constraints.enumerated() {
      let expected = constants[constraint]
      guard solver.contains(constraint) == (expected != nil) else {
        return
          "contains(c\(index)) is \(solver.contains(constraint)), model says \(expected != nil)"
      }
      let constant = solver.constant(of: constraint)
      guard constant == expected || (constant?.isNaN == true && expected?.isNaN == true) else {
        return "constant(of: c\(index)) is \(String(describing: constant)), model says "
          + String(describing: expected)
      }
    }
    for (index, variable) in variables.enumerated()
    where solver.hasEditVariable(variable) != (edits[variable] != nil) {
      return "hasEditVariable(v\(index)) disagrees with the model"
    }
    guard solver.dump() == solver.dump() else { return "dump() is not deterministic" }
    return nil
  }

  /// Checks an unsatisfiable error's explanation: required constraints of the solver, in
  /// add order, without duplicates, that really conflict with `constraint`.
  ///
  /// The conflict is replayed in a fresh solver: the explanation's constraints (with their
  /// current constants) must all add, and `constraint` must then be unsatisfiable. For a
  /// `setConstant` failure (`allowingSelf`), `constraint` itself may be listed and the replay
  /// is skipped, because the conflict involves its new constant.
  func checkExplanation(_ conflicting: [Constraint], for constraint: Constraint, allowingSelf: Bool)
    -> String?
  {
    var lastIndex = -1
    for other in conflicting {
      guard allowingSelf || other != constraint else {
        return "the explanation lists the failing constraint itself"
      }
      guard let index = added.firstIndex(of: other) else {
        return "the explanation lists \(other), which is not in the solver"
      }
      guard other.strength.isRequired else {
        return "the explanation lists the optional \(other)"
      }
      guard index > lastIndex else { return "the explanation is not in add order" }
      lastIndex = index
    }
    guard !allowingSelf else { return nil }
    let replay = Solver()
    do {
      for other in conflicting {
        try replay.add(other)
        if let constant = constants[other], constant != other.expression.constant {
          try replay.setConstant(constant, for: other)
        }
      }
    } catch {
      return "the explanation's own constraints do not add in a fresh solver: \(error)"
    }
    do {
      try replay.add(constraint)
      return "\(constraint) adds without error to a solver holding only its explanation"
    } catch {
      if case .unsatisfiableConstraint = error { return nil }
      return "replaying the explanation threw \(error)"
    }
  }

  /// Every variable's current value, by index.
  func currentValues() -> [Double] {
    variables.map { solver.value(of: $0) }
  }

  /// Whether two value lists are equal, NaN equal to NaN.
  static func same(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  /// Whether `strength`'s priority is finite and within 1...1000, as the contract requires.
  static func isValid(_ strength: Strength) -> Bool {
    strength.priority.isFinite && strength.priority >= 1 && strength.priority <= 1_000
  }

  /// Whether every coefficient and the constant of `expression` are finite.
  static func isFinite(_ expression: Expression) -> Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// The error's case name, such as `unsatisfiableConstraint`, for a trace that does not
  /// depend on how the solver describes constraints.
  static func caseName(_ error: SolverError) -> String {
    switch error {
    case .duplicateConstraint: "duplicateConstraint"
    case .unsatisfiableConstraint(_, let conflicting):
      "unsatisfiableConstraint(\(conflicting.count) conflicting)"
    case .unknownConstraint: "unknownConstraint"
    case .duplicateEditVariable: "duplicateEditVariable"
    case .unknownEditVariable: "unknownEditVariable"
    case .badRequiredStrength: "badRequiredStrength"
    case .invalidStrength: "invalidStrength"
    case .nonFiniteValue: "nonFiniteValue"
    case .internalError(let message): "internalError(\(message))"
    case .imprecise: "imprecise"
    }
  }
}

/// An error the contract requires in some situation: its case name, whether the situation
/// holds, and how to recognize the error (with the right constraint, variable or strength).
struct ErrorRule {
  /// The case name, for messages.
  var name: String
  /// Whether the situation that requires this error holds.
  var applies: Bool
  /// Whether a thrown error is this one.
  var matches: (SolverError) -> Bool

  /// Creates a rule.
  init(_ name: String, applies: Bool, matches: @escaping (SolverError) -> Bool) {
    self.name = name
    self.applies = applies
    self.matches = matches
  }
}
