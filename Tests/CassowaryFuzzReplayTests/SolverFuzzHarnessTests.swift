import SectionalTestSupport
import Testing

@Suite struct FuzzInputTests {
  @Test("Choices take one byte each, modulo the option count, and end with the input")
  func choices() {
    var input = FuzzInput([7, 255, 3])
    #expect(input.choice(below: 3) == 1)
    #expect(input.element(of: ["a", "b", "c", "d"]) == "d")
    #expect(input.isAtEnd == false)
    #expect(input.byte() == 3)
    #expect(input.isAtEnd)
    #expect(input.choice(below: 5) == nil)
  }
}

@Suite struct SolverFuzzHarnessTests {
  @Test("Hand-written bytes decode to the documented operations and contract outcomes")
  func decodesOperations() {
    let bytes: [UInt8] = [
      0, 0,  // variable v0, variable v1
      1, 1, 0, 2, 0, 0, 1, 1, 0, 0, 3,  // add c0: v0 - v1 == 8, required
      4, 0, 4, 0,  // remove c0 twice
      6, 0, 0,  // addEditVariable(v0) required
      6, 1, 6, 8, 1, 3, 8, 0, 3,  // edit v1 @750, suggest 8 for v1, then for v0
      9,  // updateVariables
    ]
    let report = FuzzHarness.solverReport(bytes, traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "variable v0",
        "variable v1",
        "add c0: 1.0*v0 + -1.0*v1 + 0.0 == 8.0 @1000.0 -> ok",
        "remove c0 -> ok",
        "remove c0 -> throws unknownConstraint",
        "addEditVariable(v0, @1000.0) -> throws badRequiredStrength",
        "addEditVariable(v1, @750.0) -> ok",
        "suggestValue(8.0, v1) -> ok",
        "suggestValue(8.0, v0) -> throws unknownEditVariable",
        "updateVariables",
      ])
  }

  @Test("Non-finite coefficients and constants are refused with nonFiniteValue")
  func refusesNonFinite() {
    let bytes: [UInt8] = [
      0,  // variable v0
      1, 2, 6, 1, 0, 29, 0, 0, 0,  // add c0: NaN*v0 + 0 >= 0 @750
      1, 1, 0, 1, 0, 0, 30, 0, 0,  // add c1: v0 + inf == 0, required
      1, 1, 0, 1, 0, 0, 3, 0, 0,  // add c2: v0 + 8 == 0, required
      5, 2, 31,  // setConstant(-inf, c2)
      5, 2, 20,  // setConstant(1e6, c2)
    ]
    let report = FuzzHarness.solverReport(bytes, traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "variable v0",
        "add c0: nan*v0 + 0.0 >= 0.0 @750.0 -> throws nonFiniteValue",
        "add c1: 1.0*v0 + inf == 0.0 @1000.0 -> throws nonFiniteValue",
        "add c2: 1.0*v0 + 8.0 == 0.0 @1000.0 -> ok",
        "setConstant(-inf, c2) -> throws nonFiniteValue",
        "setConstant(1000000.0, c2) -> ok",
      ])
  }

  @Test("A required conflict is refused and explained by the constraint it conflicts with")
  func explainsConflict() {
    let bytes: [UInt8] = [
      0,  // variable v0
      1, 1, 0, 1, 0, 0, 3, 0, 0,  // add c0: v0 + 8 == 0, required
      1, 1, 0, 1, 0, 0, 4, 0, 0,  // add c1: v0 + 12 == 0, required: unsatisfiable
      1, 1, 6, 1, 0, 0, 4, 0, 0,  // add c2: v0 + 12 == 0 @750: fine
    ]
    let report = FuzzHarness.solverReport(bytes, traced: true)
    #expect(report.failure == nil)
    #expect(
      report.operations == [
        "variable v0",
        "add c0: 1.0*v0 + 8.0 == 0.0 @1000.0 -> ok",
        "add c1: 1.0*v0 + 12.0 == 0.0 @1000.0 -> throws unsatisfiableConstraint(1 conflicting)",
        "add c2: 1.0*v0 + 12.0 == 0.0 @750.0 -> ok",
      ])
  }

  @Test("Random inputs never break a solver property", arguments: 0..<64 as Range<UInt64>)
  func randomInputs(seed: UInt64) {
    let report = FuzzHarness.solverReport(FuzzHarness.randomInput(seed: seed))
    #expect(report.failure == nil, "seed \(seed): \(report.failure ?? "")")
  }

  @Test(
    "The same input ends in the same solver state on every run (no hash-order decisions)",
    arguments: 0..<16 as Range<UInt64>)
  func deterministic(seed: UInt64) {
    // Each run makes new variables and constraints with new identities, so their hash
    // values differ between runs: a decision that depends on Dictionary or Set order shows
    // up as a different dump() or different values.
    let input = FuzzHarness.randomInput(seed: seed)
    let first = FuzzHarness.solverReport(input)
    let second = FuzzHarness.solverReport(input)
    #expect(first.finalState == second.finalState, "seed \(seed)")
    #expect(first.failure == second.failure, "seed \(seed)")
  }
}
