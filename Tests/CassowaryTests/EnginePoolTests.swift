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

  @Test("Solvers made, used and dropped on many threads at once end as they do alone")
  func concurrentChurnMatchesSerial() async {
    let variables = (0..<6).map { Variable("q\($0)") }
    let seeds = Array(UInt64(500)...539)
    let scripts = seeds.map { script(seed: $0, variables: variables) }
    let expected = scripts.map { run($0, variables: variables) }
    // Each task walks the seeds from its own starting point, so engines of every state
    // cross threads through the pool while other tasks take and give theirs.
    let mismatches = await withTaskGroup(of: [UInt64].self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong: [UInt64] = []
          for round in 0..<2 {
            for k in seeds.indices {
              let index = (k + task * 5 + round * 7) % seeds.count
              if run(scripts[index], variables: variables) != expected[index] {
                wrong.append(seeds[index])
              }
            }
          }
          return wrong
        }
      }
      var all: [UInt64] = []
      for await wrong in group { all += wrong }
      return all
    }
    for seed in Set(mismatches).sorted() {
      Issue.record("seed \(seed): a solver on a concurrent task ended differently")
    }
    #expect(mismatches.isEmpty)
  }

  @Test("Engines that grew past the size limit are not kept")
  func largeEnginesAreDropped() {
    let box = EngineBox(SolverEngine())
    for _ in 0..<(EnginePool.maximumSymbols + 1) { _ = box.engine.pointee.sparse.newSymbol(.slack) }
    EnginePool.give(box)
    // By identity, not by count: suites run concurrently, and other solvers come and go.
    let kept = EnginePool.engines.withLock { engines in engines.contains { $0 === box } }
    #expect(!kept)
  }
}
