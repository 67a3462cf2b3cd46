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
}
