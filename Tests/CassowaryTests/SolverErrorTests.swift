import Cassowary
import Testing

/// Expects `body` to throw exactly `expected` and the solver's dump and values to be unchanged.
func expectRollback(
  _ solver: Solver, _ variables: [Variable], throws expected: SolverError,
  _ body: () throws(SolverError) -> Void, sourceLocation: SourceLocation = #_sourceLocation
) {
  solver.updateVariables()
  let dump = solver.dump()
  let values = variables.map(solver.value(of:))
  do {
    try body()
    Issue.record("expected \(expected)", sourceLocation: sourceLocation)
  } catch {
    #expect(error == expected, sourceLocation: sourceLocation)
  }
  #expect(solver.dump() == dump, sourceLocation: sourceLocation)
  solver.updateVariables()
  #expect(variables.map(solver.value(of:)) == values, sourceLocation: sourceLocation)
}

@Suite struct SolverErrorTests {
  @Test("Duplicate, unknown and invalid inputs throw their errors and change nothing")
  func simpleErrors() throws {
    let x = Variable("x")
    let y = Variable("y")
    let c = Constraint(x, .equal, y + 1)
    let s = Solver()
    try s.add(c)
    expectRollback(s, [x, y], throws: .duplicateConstraint(c)) { () throws(SolverError) in
      try s.add(c)
    }
    let stranger = Constraint(x, .equal, 3)
    expectRollback(s, [x, y], throws: .unknownConstraint(stranger)) { () throws(SolverError) in
      try s.remove(stranger)
    }
    expectRollback(s, [x, y], throws: .unknownConstraint(stranger)) { () throws(SolverError) in
      try s.setConstant(1, for: stranger)
    }
    let tooStrong = Constraint(x, .equal, 3, strength: Strength(1200))
    expectRollback(s, [x, y], throws: .invalidStrength(1200)) { () throws(SolverError) in
      try s.add(tooStrong)
    }
    let notANumber = Constraint(x, .equal, Double.nan)
    expectRollback(s, [x, y], throws: .nonFiniteValue(notANumber)) { () throws(SolverError) in
      try s.add(notANumber)
    }
    expectRollback(s, [x, y], throws: .nonFiniteValue(c)) { () throws(SolverError) in
      try s.setConstant(.infinity, for: c)
    }
  }

  @Test("Edit variable errors: duplicate, unknown, required and non-finite suggestions")
  func editErrors() throws {
    let x = Variable("x")
    let s = Solver()
    expectRollback(s, [x], throws: .badRequiredStrength(.required)) { () throws(SolverError) in
      try s.addEditVariable(x, strength: .required)
    }
    expectRollback(s, [x], throws: .invalidStrength(0)) { () throws(SolverError) in
      try s.addEditVariable(x, strength: Strength(0))
    }
    expectRollback(s, [x], throws: .unknownEditVariable(x)) { () throws(SolverError) in
      try s.suggestValue(1, for: x)
    }
    expectRollback(s, [x], throws: .unknownEditVariable(x)) { () throws(SolverError) in
      try s.removeEditVariable(x)
    }
    try s.addEditVariable(x, strength: .defaultHigh)
    expectRollback(s, [x], throws: .duplicateEditVariable(x)) { () throws(SolverError) in
      try s.addEditVariable(x, strength: .defaultLow)
    }
    do {
      try s.suggestValue(.nan, for: x)
      Issue.record("expected nonFiniteValue")
    } catch {
      guard case .nonFiniteValue = error else {
        Issue.record("unexpected \(error)")
        return
      }
    }
  }

  @Test("Contradicting required equalities throw with the conflicting constraints in add order")
  func unsatisfiableEqualities() throws {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let s = Solver()
    let a = Constraint(x, .equal, 10)
    let unrelated = Constraint(z, .equal, 1)
    let b = Constraint(y, .equal, x + 5)
    try s.add(a)
    try s.add(unrelated)
    try s.add(b)
    try s.add(Constraint(z, .lessThanOrEqual, 100, strength: .defaultLow))
    let bad = Constraint(y, .equal, 20)
    expectRollback(s, [x, y, z], throws: .unsatisfiableConstraint(bad, conflicting: [a, b])) {
      () throws(SolverError) in try s.add(bad)
    }
    // The solver keeps working after the failure.
    try s.add(Constraint(z, .lessThanOrEqual, x))
    s.updateVariables()
    #expect([s.value(of: x), s.value(of: y), s.value(of: z)] == [10, 15, 1])
  }

  @Test("A required inequality that no slack can satisfy fails in phase 1 and rolls back")
  func unsatisfiableInequality() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    let low = Constraint(x, .greaterThanOrEqual, 10)
    let link = Constraint(y, .equal, x)
    try s.add(low)
    try s.add(link)
    try s.add(Constraint(y, .equal, 50, strength: .defaultLow))
    let bad = Constraint(y, .lessThanOrEqual, 5)
    expectRollback(s, [x, y], throws: .unsatisfiableConstraint(bad, conflicting: [low, link])) {
      () throws(SolverError) in try s.add(bad)
    }
    try s.add(Constraint(y, .lessThanOrEqual, 30))
    s.updateVariables()
    #expect(s.value(of: y) == 30)
  }

  @Test("A new constant that breaks required constraints throws and keeps the old one")
  func unsatisfiableConstant() throws {
    let x = Variable("x")
    let s = Solver()
    let floor = Constraint(x, .greaterThanOrEqual, 10)
    let ceiling = Constraint(x, .lessThanOrEqual, 20)
    try s.add(floor)
    try s.add(ceiling)
    try s.add(Constraint(x, .equal, 15, strength: .defaultLow))
    expectRollback(
      s, [x], throws: .unsatisfiableConstraint(ceiling, conflicting: [floor])
    ) { () throws(SolverError) in try s.setConstant(-5, for: ceiling) }
    #expect(s.constant(of: ceiling) == -20)
    try s.setConstant(-12, for: ceiling)
    s.updateVariables()
    #expect(s.value(of: x) == 12)
  }

  @Test("A redundant required equality is accepted and a changed redundant constant fails")
  func redundant() throws {
    let x = Variable("x")
    let y = Variable("y")
    let s = Solver()
    let a = Constraint(x, .equal, 10)
    let b = Constraint(y, .equal, x + 1)
    let again = Constraint(y, .equal, 11)
    try s.add(a)
    try s.add(b)
    try s.add(again)
    expectRollback(s, [x, y], throws: .unsatisfiableConstraint(again, conflicting: [a, b])) {
      () throws(SolverError) in try s.setConstant(-12, for: again)
    }
    try s.remove(again)
    s.updateVariables()
    #expect(s.value(of: y) == 11)
  }
}
