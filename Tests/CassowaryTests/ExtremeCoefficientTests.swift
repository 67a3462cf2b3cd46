import Cassowary
import Testing

/// Systems whose coefficients are many orders of magnitude apart (Documentation/Solver.md §
/// Removing a constraint, § Tolerances).
@Suite struct ExtremeCoefficientTests {
  /// `1e12·v4 + 3·v2 + 0.5 >= 0`: solved for `v4`, every other cell of its row is below the
  /// erase threshold, so the marker of the constraint is in no row.
  static func hugeBound(_ v4: Variable, _ v2: Variable) -> Constraint {
    Constraint(
      Expression(
        terms: [Term(variable: v4, coefficient: 1e12), Term(variable: v2, coefficient: 3)],
        constant: 0.5),
      .greaterThanOrEqual, 0.0)
  }

  @Test("A constraint with a 1e12 coefficient added alone can be removed again")
  func removeAlone() throws {
    let solver = Solver()
    let v2 = Variable("v2")
    let v4 = Variable("v4")
    let huge = Self.hugeBound(v4, v2)
    try solver.add(huge)
    try solver.remove(huge)
    #expect(!solver.contains(huge))
    try solver.add(Constraint(v4, .equal, -5.0))
    try solver.add(Constraint(v2, .equal, 1.0))
    solver.updateVariables()
    #expect(solver.value(of: v4) == -5)
    #expect(solver.value(of: v2) == 1)
  }

  @Test("Removing a 1e12 constraint beside ordinary ones frees its variable for later adds")
  func removeBesideOrdinary() throws {
    let solver = Solver()
    let v0 = Variable("v0")
    let v2 = Variable("v2")
    let v4 = Variable("v4")
    let huge = Self.hugeBound(v4, v2)
    let pinned = Constraint(v2, .equal, 10.0)
    try solver.add(huge)
    try solver.add(pinned)
    try solver.add(Constraint(v0 + v4, .equal, 7.0))
    try solver.remove(huge)
    #expect(!solver.contains(huge))
    #expect(solver.contains(pinned))
    try solver.add(Constraint(v4, .equal, 5.0))
    solver.updateVariables()
    #expect(solver.value(of: v2) == 10)
    #expect(solver.value(of: v4) == 5)
    #expect(solver.value(of: v0) == 2)
  }

  @Test("A constant change of a constraint with 1e12 coefficients reaches its variables")
  func constantChangeReachesVariables() throws {
    // Solved for v1, the row's slack cell is 1e-12 and erased: a shift along the slack's
    // column misses the row. The check finds the constraint off by 44 and rebuilds the
    // tableau with the constraint at its new constant.
    let solver = Solver()
    let v1 = Variable("v1")
    let v3 = Variable("v3")
    let wide = Constraint(
      Expression(
        terms: [
          Term(variable: v3, coefficient: 1e12), Term(variable: v1, coefficient: 999_999_999_999),
        ],
        constant: 0),
      .lessThanOrEqual, 0.0)
    try solver.add(wide)
    try solver.setConstant(44, for: wide)
    solver.updateVariables()
    #expect(solver.constant(of: wide) == 44)
    #expect(solver.value(of: v1) == 0)
    #expect(abs(solver.value(of: v3) + 4.4e-11) < 1e-24)
  }

  @Test("A change rounding spoils even on a rebuilt tableau throws imprecise and changes nothing")
  func impreciseChangesNothing() throws {
    // v4's row divides by 1e12: its cells for v0 and v5 fall below the erase threshold, so
    // no tableau in double precision keeps `v0 + 1e12·v4 == 20` once v5 is pinned to -80.
    let solver = Solver()
    let v = (0..<6).map { Variable("v\($0)") }
    let pin = Constraint(v[5] + 40.0, .equal, 0.0)
    try solver.add(pin)
    try solver.addEditVariable(v[1], strength: .defaultLow)
    try solver.add(Constraint(1e12 * v[3] + 3.0, .greaterThanOrEqual, 0.0))
    try solver.addEditVariable(v[5], strength: Strength(500))
    try solver.suggestValue(146, for: v[1])
    try solver.remove(pin)
    try solver.add(
      Constraint(
        Expression(
          terms: [
            Term(variable: v[5], coefficient: -1), Term(variable: v[0], coefficient: 1),
            Term(variable: v[4], coefficient: 1e12),
          ],
          constant: -100),
        .equal, 0.0))
    try solver.add(Constraint(1.5 * v[0] + 20.0, .greaterThanOrEqual, 0.0))
    solver.updateVariables()
    let dump = solver.dump()
    let values = v.map { solver.value(of: $0) }
    let half = Constraint(0.5 * v[5] + 40.0, .equal, 0.0)
    #expect(throws: SolverError.imprecise(half)) { try solver.add(half) }
    #expect(solver.dump() == dump)
    #expect(!solver.contains(half))
    solver.updateVariables()
    #expect(v.map { solver.value(of: $0) } == values)
  }
}
