import Cassowary

/// What one differential step did, for the checks that follow it.
struct SolverDifferentialOutcome {
  /// A broken property found by the step itself (a call that must not throw threw).
  var failure: String?
  /// The required constraint a refused call would have made hold (the new constraint, or
  /// the constraint at its refused constant); the fresh solver must refuse it too.
  var refused: Constraint?
  /// The solver's `dump()` before a refused call, which must be unchanged after it.
  var dumpBefore: String?
  /// The added constraint that `refused` would have replaced (a refused constant change).
  var replaced: Constraint?
}

extension SolverDifferentialRun {
  /// Performs one operation; nil when the input ended while reading its arguments.
  func perform(_ operation: SolverDifferentialOperation) -> SolverDifferentialOutcome? {
    switch operation {
    case .add, .addAnother: return addConstraint()
    case .remove: return removeConstraint()
    case .setConstant: return setConstant()
    case .setPriority: return setPriority()
    case .toggleEdit: return toggleEdit()
    case .suggest, .suggestAgain: return suggest()
    }
  }

  /// Reads and adds a new constraint; an unsatisfiable required one must be refused alike.
  func addConstraint() -> SolverDifferentialOutcome? {
    guard let relationIndex = input.choice(below: 3),
      let priority = input.element(of: Self.priorities),
      let termCount = input.choice(below: 3)
    else { return nil }
    var terms: [Term] = []
    for _ in 0...termCount {
      guard let variable = input.element(of: variables),
        let coefficient = input.element(of: Self.coefficients)
      else { return nil }
      terms.append(Term(variable: variable, coefficient: coefficient))
    }
    guard let constant = input.element(of: Self.constants) else { return nil }
    let relation: Relation = [.lessThanOrEqual, .equal, .greaterThanOrEqual][relationIndex]
    let constraint = Constraint(
      Expression(terms: terms, constant: constant), relation, 0.0, strength: Strength(priority))
    let before = solver.dump()
    do {
      try solver.add(constraint)
      added.append(constraint)
      note("add \(constraint) -> ok")
      return SolverDifferentialOutcome()
    } catch .unsatisfiableConstraint where constraint.strength.isRequired {
      note("add \(constraint) -> unsatisfiable")
      return SolverDifferentialOutcome(refused: constraint, dumpBefore: before)
    } catch {
      note("add \(constraint) -> throws \(error)")
      return SolverDifferentialOutcome(failure: "add \(constraint) threw \(error)")
    }
  }

  /// Removes an added constraint; it must succeed.
  func removeConstraint() -> SolverDifferentialOutcome? {
    if added.isEmpty { return SolverDifferentialOutcome() }
    guard let index = input.choice(below: added.count) else { return nil }
    let constraint = added.remove(at: index)
    do {
      try solver.remove(constraint)
      note("remove \(constraint) -> ok")
      return SolverDifferentialOutcome()
    } catch {
      note("remove \(constraint) -> throws \(error)")
      return SolverDifferentialOutcome(failure: "remove \(constraint) threw \(error)")
    }
  }

  /// Changes an added constraint's constant; a required one may be refused, as a fresh
  /// solver would refuse it.
  func setConstant() -> SolverDifferentialOutcome? {
    if added.isEmpty { return SolverDifferentialOutcome() }
    guard let index = input.choice(below: added.count),
      let constant = input.element(of: Self.constants)
    else { return nil }
    let constraint = added[index]
    let before = solver.dump()
    do {
      try solver.setConstant(constant, for: constraint)
      note("setConstant(\(constant), \(constraint)) -> ok")
      return SolverDifferentialOutcome()
    } catch .unsatisfiableConstraint where constraint.strength.isRequired {
      note("setConstant(\(constant), \(constraint)) -> unsatisfiable")
      let moved = Constraint(
        Expression(terms: constraint.expression.terms, constant: constant),
        constraint.relation, 0.0)
      return SolverDifferentialOutcome(refused: moved, dumpBefore: before, replaced: constraint)
    } catch {
      note("setConstant(\(constant), \(constraint)) -> throws \(error)")
      return SolverDifferentialOutcome(
        failure: "setConstant(\(constant), \(constraint)) threw \(error)")
    }
  }

  /// Moves an added constraint to a new priority by removing it and adding a copy.
  func setPriority() -> SolverDifferentialOutcome? {
    if added.isEmpty { return SolverDifferentialOutcome() }
    guard let index = input.choice(below: added.count),
      let priority = input.element(of: Self.priorities)
    else { return nil }
    let old = added[index]
    let constant = solver.constant(of: old) ?? old.expression.constant
    let moved = Constraint(
      Expression(terms: old.expression.terms, constant: constant), old.relation, 0.0,
      strength: Strength(priority))
    do {
      try solver.remove(old)
      added.remove(at: index)
    } catch {
      return SolverDifferentialOutcome(failure: "remove \(old) threw \(error)")
    }
    let before = solver.dump()
    do {
      try solver.add(moved)
      added.append(moved)
      note("priority \(old) -> \(moved.strength): ok")
      return SolverDifferentialOutcome()
    } catch .unsatisfiableConstraint where moved.strength.isRequired {
      note("priority \(old) -> \(moved.strength): unsatisfiable")
      return SolverDifferentialOutcome(refused: moved, dumpBefore: before)
    } catch {
      return SolverDifferentialOutcome(failure: "add \(moved) threw \(error)")
    }
  }

  /// Makes a variable an edit variable, or stops editing it.
  func toggleEdit() -> SolverDifferentialOutcome? {
    guard let variable = input.element(of: variables),
      let priority = input.element(of: Self.editPriorities)
    else { return nil }
    do {
      if let index = edits.firstIndex(where: { $0.variable == variable }) {
        try solver.removeEditVariable(variable)
        edits.remove(at: index)
        note("removeEditVariable(\(variable)) -> ok")
      } else {
        try solver.addEditVariable(variable, strength: Strength(priority))
        edits.append((variable, Strength(priority), nil))
        note("addEditVariable(\(variable), @\(priority)) -> ok")
      }
      return SolverDifferentialOutcome()
    } catch {
      return SolverDifferentialOutcome(failure: "edit \(variable) threw \(error)")
    }
  }

  /// Suggests a value for an edit variable; it must succeed.
  func suggest() -> SolverDifferentialOutcome? {
    if edits.isEmpty { return SolverDifferentialOutcome() }
    guard let index = input.choice(below: edits.count),
      let value = input.element(of: Self.constants)
    else { return nil }
    do {
      try solver.suggestValue(value, for: edits[index].variable)
      edits[index].value = value
      note("suggestValue(\(value), \(edits[index].variable)) -> ok")
      return SolverDifferentialOutcome()
    } catch {
      return SolverDifferentialOutcome(
        failure: "suggestValue(\(value), \(edits[index].variable)) threw \(error)")
    }
  }
}
