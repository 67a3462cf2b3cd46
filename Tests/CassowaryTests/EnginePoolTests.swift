import SectionalTestSupport
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

  /// One step of a pool script.
  enum Step {
    /// Add the constraint (a rejected add changes nothing).
    case add(Constraint)
    /// Move the constraint's constant in place (leaves the small tableau).
    case setConstant(Constraint, Double)
    /// Remove the constraint.
    case remove(Constraint)
  }

  /// A seeded script over `variables`: adds, then constant changes and removals.
  func script(seed: UInt64, variables: [Variable]) -> [Step] {
    var rng = SplitMix64(seed: seed)
    let constraints = (0..<Int.random(in: 3...14, using: &rng)).map { _ in
      PropertyTests.randomConstraint(variables, &rng)
    }
    var steps = constraints.map { Step.add($0) }
    for _ in 0..<Int.random(in: 0...5, using: &rng) {
      let c = constraints[Int.random(in: 0..<constraints.count, using: &rng)]
      steps.append(
        Bool.random(using: &rng)
          ? .setConstant(c, Double(Int.random(in: -30...30, using: &rng))) : .remove(c))
    }
    return steps
  }

  /// Runs `steps` in a new solver, which goes away on return, and returns its final dump
  /// and values.
  func run(_ steps: [Step], variables: [Variable]) -> String {
    let solver = Solver()
    for step in steps {
      switch step {
      case .add(let c): try? solver.add(c)
      case .setConstant(let c, let value): try? solver.setConstant(value, for: c)
      case .remove(let c): try? solver.remove(c)
      }
    }
    solver.updateVariables()
    return solver.dump() + variables.map { "\(solver.value(of: $0))" }.joined(separator: " ")
  }

  @Test("Seeded scripts end the same whatever engine the pool hands out, small or sparse")
  func pooledEnginesKeepNothing() {
    let variables = (0..<6).map { Variable("p\($0)") }
    for seed in UInt64(1)...120 {
      let steps = script(seed: seed, variables: variables)
      let first = run(steps, variables: variables)
      // Leave engines in other states in the pool (the pool is last in, first out).
      for other in 1...3 {
        _ = run(
          script(seed: seed &* 1_000 &+ UInt64(other), variables: variables), variables: variables)
      }
      #expect(run(steps, variables: variables) == first, "seed \(seed)")
    }
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
