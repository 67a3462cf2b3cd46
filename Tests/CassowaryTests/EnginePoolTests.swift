import Testing

@testable import Cassowary

/// The process-wide engine pool behind `Solver()`.
@Suite struct EnginePoolTests {
  /// Builds a small layout in a solver that goes away when the function returns.
  func useAndDrop() throws -> (Variable, Constraint, String) {
    let s = Solver()
    let w = Variable("w")
    let c = Constraint(w, .greaterThanOrEqual, 50, strength: Strength(750))
    try s.add(Constraint(w, .lessThanOrEqual, 50, strength: Strength(250)))
    try s.add(c)
    s.updateVariables()
    #expect(s.value(of: w) == 50)
    return (w, c, s.dump())
  }

  @Test("A solver made after another went away starts empty and solves like the first")
  func reuseStartsEmpty() throws {
    let (w, c, firstDump) = try useAndDrop()
    let fresh = Solver()
    #expect(fresh.dump() == "objective:\nrows:\ninfeasible: \nedits:\n")
    #expect(!fresh.contains(c))
    #expect(fresh.value(of: w) == 0)
    #expect(!fresh.isAmbiguous(w))
    try fresh.add(Constraint(w, .lessThanOrEqual, 50, strength: Strength(250)))
    try fresh.add(c)
    fresh.updateVariables()
    #expect(fresh.value(of: w) == 50)
    #expect(fresh.dump() == firstDump)
  }

  @Test("Engines that grew past the size limit are not kept")
  func largeEnginesAreDropped() {
    var engine = Engine()
    for _ in 0..<(EnginePool.maximumSymbols + 1) { _ = engine.newSymbol(.slack) }
    let before = EnginePool.engines.withLock { $0.count }
    EnginePool.give(engine)
    let after = EnginePool.engines.withLock { $0.count }
    #expect(after == before)
  }
}
