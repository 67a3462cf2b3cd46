import Cassowary
import Testing

/// Priorities outside 1...1000 are refused by the solver.
///
/// Issue 21 reported priorities of NaN, 0, 5000 and −∞ accepted silently. The solver refuses
/// every priority outside Auto Layout's 1...1000, and every non-finite one, with an error
/// naming the value, whether the system is still small or already sparse; the view layer's
/// `LayoutPriority` clamps before a value reaches the solver (Documentation/Solver.md § Errors).
@Suite struct PriorityValidationTests {
  @Test(
    "Out-of-range and non-finite priorities are refused with the value named",
    arguments: [Double.nan, 0, 5000, -.infinity, .infinity, 0.5, 1000.5])
  func refused(priority: Double) {
    for sparse in [false, true] {
      let solver = Solver()
      let x = Variable("x")
      if sparse {
        // An edit variable moves the system to the sparse engine.
        try? solver.addEditVariable(Variable("e"), strength: .defaultLow)
      }
      let before = solver.dump()
      let constraint = Constraint(x, .equal, 5.0, strength: Strength(priority))
      #expect(throws: SolverError.self) { try solver.add(constraint) }
      #expect(!solver.contains(constraint))
      #expect(solver.dump() == before)
      do {
        try solver.add(constraint)
      } catch {
        #expect(error.description.contains("invalid strength \(priority)"))
      }
      #expect(throws: SolverError.self) {
        try solver.addEditVariable(x, strength: Strength(priority))
      }
      #expect(!solver.hasEditVariable(x))
    }
  }

  @Test("The ends of the range are accepted")
  func endsAccepted() throws {
    let solver = Solver()
    let x = Variable("x")
    try solver.add(Constraint(x, .equal, 5.0, strength: Strength(1)))
    try solver.add(Constraint(x, .equal, 7.0, strength: Strength(1000)))
    solver.updateVariables()
    #expect(solver.value(of: x) == 7)
  }
}
