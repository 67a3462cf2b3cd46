import Cassowary

extension SolverFuzzRun {
  /// Decodes the arguments of `operation`, performs it and checks the result.
  ///
  /// Returns the first violated property, or `nil`; an operation whose arguments run past
  /// the end of the input is not performed.
  func perform(_ operation: SolverFuzzOperation) -> String? {
    switch operation {
    case .makeVariable:
      makeVariable()
      return nil
    case .addConstraint, .addAnotherConstraint:
      return addNewConstraint()
    case .addKnownConstraint:
      guard let c = pickConstraint() else { return nil }
      return add(constraints[c], label: "add again c\(c)")
    case .removeConstraint:
      guard let c = pickConstraint() else { return nil }
      return remove(constraints[c], label: "remove c\(c)")
    case .setConstant:
      guard let c = pickConstraint(), let value = input.element(of: Self.constants) else {
        return nil
      }
      return setConstant(value, for: constraints[c], label: "setConstant(\(value), c\(c))")
    case .addEditVariable:
      guard let v = pickVariable(), let priority = input.element(of: Self.priorities) else {
        return nil
      }
      return addEditVariable(variables[v], strength: Strength(priority), label: "v\(v)")
    case .removeEditVariable:
      guard let v = pickVariable() else { return nil }
      return removeEditVariable(variables[v], label: "v\(v)")
    case .suggestValue:
      guard let v = pickVariable(), let value = input.element(of: Self.constants) else {
        return nil
      }
      return suggest(value, for: variables[v], label: "v\(v)")
    case .updateVariables:
      note("updateVariables")
      return checkAfterSuccess()
    case .resetOrQuery:
      guard let byte = input.byte() else { return nil }
      return byte % 8 == 0 ? reset() : query()
    case .query:
      return query()
    }
  }

  /// Makes a new variable `v<index>`, unless the limit is reached.
  func makeVariable() {
    guard variables.count < Self.maximumVariables else { return }
    variables.append(Variable("v\(variables.count)"))
    note("variable v\(variables.count - 1)")
  }

  /// An index into ``variables`` read from the input (making `v0` first when there is none).
  func pickVariable() -> Int? {
    if variables.isEmpty { makeVariable() }
    return input.choice(below: variables.count)
  }

  /// An index into ``constraints`` read from the input, or `nil` when there is none.
  func pickConstraint() -> Int? {
    guard !constraints.isEmpty else { return nil }
    return input.choice(below: constraints.count)
  }

  /// Reads one side of a new constraint: up to `maximumTerms − 1` terms and a constant.
  func readSide(maximumTerms: Int) -> (expression: Expression, text: String)? {
    guard let count = input.choice(below: maximumTerms) else { return nil }
    var expression = Expression()
    var parts: [String] = []
    for _ in 0..<count {
      guard let v = pickVariable(), let coefficient = input.element(of: Self.coefficients) else {
        return nil
      }
      expression = expression + coefficient * variables[v]
      parts.append("\(coefficient)*v\(v)")
    }
    guard let constant = input.element(of: Self.constants) else { return nil }
    expression = expression + constant
    parts.append("\(constant)")
    return (expression, parts.joined(separator: " + "))
  }

  /// Reads a new constraint from the input, records it, and adds it.
  func addNewConstraint() -> String? {
    guard constraints.count < Self.maximumConstraints else { return nil }
    guard let relationIndex = input.choice(below: 3),
      let priority = input.element(of: Self.priorities),
      let lhs = readSide(maximumTerms: 4), let rhs = readSide(maximumTerms: 3)
    else { return nil }
    let relations: [(Relation, String)] = [
      (.lessThanOrEqual, "<="), (.equal, "=="), (.greaterThanOrEqual, ">="),
    ]
    let (relation, symbol) = relations[relationIndex]
    let constraint = Constraint(
      lhs.expression, relation, rhs.expression, strength: Strength(priority))
    constraints.append(constraint)
    let index = constraints.count - 1
    return add(
      constraint, label: "add c\(index): \(lhs.text) \(symbol) \(rhs.text) @\(priority)")
  }

  /// Adds `constraint`, expecting the error the contract names for the model's situation.
  func add(_ constraint: Constraint, label: String) -> String? {
    for term in constraint.expression.terms where term.coefficient != 0 {
      let size = abs(term.coefficient)
      if size.isFinite {
        spread = (min(spread.smallest, size), max(spread.largest, size))
      }
    }
    let isDuplicate = constants[constraint] != nil
    let rules = [
      ErrorRule("duplicateConstraint", applies: isDuplicate) {
        if case .duplicateConstraint(let other) = $0 { other == constraint } else { false }
      },
      ErrorRule("invalidStrength", applies: !Self.isValid(constraint.strength)) {
        if case .invalidStrength(let priority) = $0 {
          Self.same([priority], [constraint.strength.priority])
        } else {
          false
        }
      },
      ErrorRule("nonFiniteValue", applies: !Self.isFinite(constraint.expression)) {
        if case .nonFiniteValue(let other) = $0 { other == constraint } else { false }
      },
    ]
    return attempt(
      label, rules: rules,
      unsatisfiable: { other, conflicting in
        guard other == constraint else { return "the error names another constraint" }
        guard constraint.strength.isRequired else {
          return "an optional constraint can always be added"
        }
        return self.checkExplanation(conflicting, for: constraint, allowingSelf: false)
      },
      body: { () throws(SolverError) in try solver.add(constraint) },
      onSuccess: {
        self.added.append(constraint)
        self.constants[constraint] = constraint.expression.constant
      })
  }

  /// Removes `constraint`, which must succeed exactly when the model holds it.
  func remove(_ constraint: Constraint, label: String) -> String? {
    let rules = [
      ErrorRule("unknownConstraint", applies: constants[constraint] == nil) {
        if case .unknownConstraint(let other) = $0 { other == constraint } else { false }
      }
    ]
    return attempt(
      label, rules: rules, unsatisfiable: nil,
      body: { () throws(SolverError) in try solver.remove(constraint) },
      onSuccess: {
        self.added.removeAll { $0 == constraint }
        self.constants[constraint] = nil
      })
  }

  /// Sets `constraint`'s reduced constant to `value` in place.
  func setConstant(_ value: Double, for constraint: Constraint, label: String) -> String? {
    let rules = [
      ErrorRule("unknownConstraint", applies: constants[constraint] == nil) {
        if case .unknownConstraint(let other) = $0 { other == constraint } else { false }
      },
      ErrorRule("nonFiniteValue", applies: !value.isFinite) {
        if case .nonFiniteValue(let other) = $0 { other == constraint } else { false }
      },
    ]
    return attempt(
      label, rules: rules,
      unsatisfiable: { other, conflicting in
        guard other == constraint else { return "the error names another constraint" }
        guard constraint.strength.isRequired else {
          return "an optional constraint's constant can always change"
        }
        return self.checkExplanation(conflicting, for: constraint, allowingSelf: true)
      },
      body: { () throws(SolverError) in try solver.setConstant(value, for: constraint) },
      onSuccess: { self.constants[constraint] = value })
  }

  /// Makes `variable` an edit variable with `strength`.
  func addEditVariable(_ variable: Variable, strength: Strength, label: String) -> String? {
    let rules = [
      ErrorRule("badRequiredStrength", applies: strength.isRequired) {
        if case .badRequiredStrength(let other) = $0 { other == strength } else { false }
      },
      ErrorRule("invalidStrength", applies: !Self.isValid(strength)) {
        if case .invalidStrength(let priority) = $0 {
          Self.same([priority], [strength.priority])
        } else {
          false
        }
      },
      ErrorRule("duplicateEditVariable", applies: edits[variable] != nil) {
        if case .duplicateEditVariable(let other) = $0 { other == variable } else { false }
      },
    ]
    return attempt(
      "addEditVariable(\(label), @\(strength.priority))", rules: rules, unsatisfiable: nil,
      body: { () throws(SolverError) in
        try solver.addEditVariable(variable, strength: strength)
      },
      onSuccess: { self.edits[variable] = strength })
  }

  /// Stops editing `variable`, which must succeed exactly when it is an edit variable.
  func removeEditVariable(_ variable: Variable, label: String) -> String? {
    let rules = [
      ErrorRule("unknownEditVariable", applies: edits[variable] == nil) {
        if case .unknownEditVariable(let other) = $0 { other == variable } else { false }
      }
    ]
    return attempt(
      "removeEditVariable(\(label))", rules: rules, unsatisfiable: nil,
      body: { () throws(SolverError) in try solver.removeEditVariable(variable) },
      onSuccess: { self.edits[variable] = nil })
  }

  /// Suggests `value` for `variable`.
  func suggest(_ value: Double, for variable: Variable, label: String) -> String? {
    let rules = [
      ErrorRule("unknownEditVariable", applies: edits[variable] == nil) {
        if case .unknownEditVariable(let other) = $0 { other == variable } else { false }
      },
      ErrorRule("nonFiniteValue", applies: !value.isFinite) {
        if case .nonFiniteValue = $0 { true } else { false }
      },
    ]
    return attempt(
      "suggestValue(\(value), \(label))", rules: rules, unsatisfiable: nil,
      body: { () throws(SolverError) in try solver.suggestValue(value, for: variable) },
      onSuccess: {})
  }

  /// Resets the solver and the model; every value must then read 0.
  func reset() -> String? {
    note("reset")
    solver.reset()
    spread = (1, 1)
    added = []
    constants = [:]
    edits = [:]
    solver.updateVariables()
    for (index, variable) in variables.enumerated() where solver.value(of: variable) != 0 {
      return "after reset, v\(index) = \(solver.value(of: variable)), expected 0"
    }
    return checkModel()
  }

  /// Runs the read-only queries, which must leave `dump()` unchanged.
  func query() -> String? {
    note("query")
    let before = solver.dump()
    for variable in variables {
      _ = solver.isAmbiguous(variable)
    }
    for constraint in constraints {
      _ = solver.constant(of: constraint)
    }
    guard solver.dump() == before else {
      return "read-only queries changed dump()\nbefore:\n\(before)\nafter:\n\(solver.dump())"
    }
    return checkModel()
  }
}
