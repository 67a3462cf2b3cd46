import SectionalTestSupport
import Testing

@testable import Cassowary

/// The evaluation order a full `updateVariables()` keeps between updates
/// (Documentation/Solver.md § Reading values): built by the second update after a change to
/// the tableau's rows, kept through suggestions and constant changes alone.
@Suite struct EvaluationOrderTests {
  /// A drag-like system in the sparse engine: `y == x + 10`, `z == 2y`, `z <= 100`, a weak
  /// `x == 3` @250 and `x` an edit variable @999 suggested at 5, updated twice (so the
  /// order is built).
  struct System {
    let x = Variable("x")
    let y = Variable("y")
    let z = Variable("z")
    let offset: Constraint
    let double: Constraint
    let cap: Constraint
    let weak: Constraint
    let solver = Solver()

    init() throws {
      offset = Constraint(y, .equal, x + 10.0)
      double = Constraint(z, .equal, 2.0 * y)
      cap = Constraint(z, .lessThanOrEqual, 100.0)
      weak = Constraint(x, .equal, 3.0, strength: Strength(250))
      for constraint in [offset, double, cap, weak] { try solver.add(constraint) }
      try solver.addEditVariable(x, strength: Strength(999))
      try solver.suggestValue(5, for: x)
      solver.updateVariables()
      solver.updateVariables()
    }

    /// Whether the sparse engine's evaluation order is valid.
    var orderIsValid: Bool { solver.engine.sparse.evaluation.isValid }

    /// The values of `x`, `y` and `z` after a full update.
    func values() -> [Double] {
      solver.updateVariables()
      return [x, y, z].map { solver.value(of: $0) }
    }
  }

  @Test("The first update after a change resolves the rows, and the second builds the order")
  func secondUpdateBuilds() throws {
    let s = try System()
    try s.solver.add(Constraint(s.x, .lessThanOrEqual, 50.0))
    #expect(!s.orderIsValid)
    #expect(s.values() == [5, 15, 30])
    #expect(!s.orderIsValid)
    try s.solver.suggestValue(9, for: s.x)
    #expect(s.values() == [9, 19, 38])
    #expect(s.orderIsValid)
  }

  @Test("Suggestions that pivot nothing keep the order")
  func suggestionsKeepTheOrder() throws {
    let s = try System()
    #expect(s.orderIsValid)
    #expect(s.values() == [5, 15, 30])
    try s.solver.suggestValue(7, for: s.x)
    #expect(s.orderIsValid)
    #expect(s.values() == [7, 17, 34])
    // Still above the weak x == 3, so its error symbols keep their places.
    try s.solver.suggestValue(12.5, for: s.x)
    #expect(s.orderIsValid)
    #expect(s.values() == [12.5, 22.5, 45])
  }

  @Test("A suggestion that makes the dual simplex pivot invalidates the order")
  func pivotingSuggestion() throws {
    let s = try System()
    try s.solver.suggestValue(60, for: s.x)
    #expect(!s.orderIsValid)
    // z <= 100 is required: x gives way to 40 instead of 60.
    #expect(s.values() == [40, 50, 100])
    #expect(s.values() == [40, 50, 100])
    #expect(s.orderIsValid)
    try s.solver.suggestValue(20, for: s.x)
    #expect(s.values() == [20, 30, 60])
  }

  @Test("Adding a constraint invalidates the order, and the update sees the new row")
  func addInvalidates() throws {
    let s = try System()
    let w = Variable("w")
    try s.solver.add(Constraint(w, .equal, s.z - 4.0))
    #expect(!s.orderIsValid)
    #expect(s.values() == [5, 15, 30])
    #expect(s.solver.value(of: w) == 26)
    try s.solver.suggestValue(6, for: s.x)
    s.solver.updateVariables()
    #expect(s.solver.value(of: w) == 28)
  }

  @Test("Removing a constraint invalidates the order")
  func removeInvalidates() throws {
    let s = try System()
    try s.solver.remove(s.double)
    #expect(!s.orderIsValid)
    try s.solver.add(Constraint(s.z, .equal, 3.0 * s.y))
    #expect(s.values() == [5, 15, 45])
  }

  @Test("Removing and adding edit variables invalidates the order")
  func editVariablesInvalidate() throws {
    let s = try System()
    try s.solver.removeEditVariable(s.x)
    #expect(!s.orderIsValid)
    // The weak x == 3 decides now.
    #expect(s.values() == [3, 13, 26])
    try s.solver.addEditVariable(s.y, strength: Strength(999))
    #expect(!s.orderIsValid)
    try s.solver.suggestValue(30, for: s.y)
    #expect(s.values() == [20, 30, 60])
  }

  @Test("Changing a constant in place keeps the order and the update reads the new constant")
  func setConstantKeepsTheOrder() throws {
    let s = try System()
    // y − x − 10 == 0 becomes y − x − 15 == 0.
    try s.solver.setConstant(-15, for: s.offset)
    #expect(s.orderIsValid)
    #expect(s.values() == [5, 20, 40])
  }

  @Test("A failed add rolls back, and the update after it gives the values from before")
  func rollbackInvalidates() throws {
    let s = try System()
    let conflicting = Constraint(s.z, .greaterThanOrEqual, 101.0)
    #expect(throws: SolverError.self) { try s.solver.add(conflicting) }
    #expect(!s.orderIsValid)
    #expect(s.values() == [5, 15, 30])
    try s.solver.suggestValue(8, for: s.x)
    #expect(s.values() == [8, 18, 36])
  }

  @Test("A removal that rebuilds the tableau starts a new order")
  func rebuildStartsANewOrder() throws {
    let solver = Solver()
    let v0 = Variable("v0")
    let v2 = Variable("v2")
    let v4 = Variable("v4")
    let huge = ExtremeCoefficientTests.hugeBound(v4, v2)
    let pinned = Constraint(v2, .equal, 10.0)
    for c in [
      huge, pinned, Constraint(v4, .equal, 5.0, strength: Strength(250)),
      Constraint(v0 + v4, .equal, 7.0),
    ] {
      try solver.add(c)
    }
    try solver.setConstant(-10, for: pinned)
    solver.updateVariables()
    solver.updateVariables()
    #expect(solver.engine.sparse.evaluation.isValid)
    // The huge constraint's marker is in no row: the removal rebuilds from the others.
    try solver.remove(huge)
    #expect(!solver.engine.sparse.evaluation.isValid)
    try solver.setConstant(-12, for: pinned)
    solver.updateVariables()
    #expect([v0, v2, v4].map { solver.value(of: $0) } == [2, 12, 5])
  }

  @Test("Reset forgets the order, and a new system gets its own")
  func resetForgetsTheOrder() throws {
    let s = try System()
    s.solver.reset()
    let a = Variable("a")
    try s.solver.addEditVariable(a, strength: Strength(999))
    try s.solver.suggestValue(4, for: a)
    s.solver.updateVariables()
    #expect(s.solver.value(of: a) == 4)
    #expect(s.solver.value(of: s.y) == 0)
  }

  @Test(
    "On random systems with suggestions and constant changes, a full update from the kept order equals a resolution of the rows",
    arguments: 0..<40 as Range<UInt64>)
  func keptOrderMatchesResolution(seed: UInt64) throws {
    print("EvaluationOrderTests seed \(seed)")
    var rng = SplitMix64(seed: seed)
    let variables = (0..<6).map { Variable("v\($0)") }
    let solver = Solver()
    var added: [Constraint] = []
    for _ in 0..<12 {
      let c = PropertyTests.randomConstraint(variables, &rng)
      guard (try? solver.add(c)) != nil else { continue }
      added.append(c)
    }
    let edited = variables[Int.random(in: 0..<variables.count, using: &rng)]
    try solver.addEditVariable(edited, strength: Strength(999))
    for step in 0..<12 {
      switch Int.random(in: 0..<3, using: &rng) {
      case 0:
        try solver.suggestValue(Double(Int.random(in: -50...50, using: &rng)), for: edited)
      case 1 where !added.isEmpty:
        let c = added[Int.random(in: 0..<added.count, using: &rng)]
        try? solver.setConstant(Double(Int.random(in: -30...30, using: &rng)), for: c)
      default:
        let c = PropertyTests.randomConstraint(variables, &rng)
        if (try? solver.add(c)) != nil { added.append(c) }
      }
      solver.updateVariables()
      let kept = variables.map { solver.value(of: $0) }
      // The partial update resolves the asked variables' rows directly, without the order.
      solver.updateVariables(variables)
      let resolved = variables.map { solver.value(of: $0) }
      #expect(kept == resolved, "seed \(seed) step \(step)")
    }
  }
}
