import SectionalTestSupport
import Testing

@testable import Cassowary

/// The dense small-system tableau against the sparse engine it stands in for.
@Suite struct SmallTableauTests {
  /// A solver that has left the small tableau before its first add.
  static func sparseSolver() -> Solver {
    let solver = Solver()
    solver.engine.leaveSmall()
    return solver
  }

  /// Adds `constraint` and returns the error, if any.
  static func outcome(_ solver: Solver, _ constraint: Constraint) -> SolverError? {
    do {
      try solver.add(constraint)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "Random add-only systems: the small tableau accepts, rejects and solves as the sparse engine",
    arguments: 0..<200 as Range<UInt64>)
  func matchesSparse(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<5).map { Variable("v\($0)") }
    let small = Solver()
    let sparse = Self.sparseSolver()
    for step in 0..<16 {
      let c = PropertyTests.randomConstraint(variables, &rng)
      let wasSmall = small.engine.isSmall
      let smallOutcome = Self.outcome(small, c)
      let sparseOutcome = Self.outcome(sparse, c)
      #expect(smallOutcome == sparseOutcome, "seed \(seed) step \(step): \(c)")
      if wasSmall && smallOutcome != nil {
        #expect(!small.engine.isSmall, "seed \(seed) step \(step): a failed add stays small")
      }
      small.updateVariables()
      sparse.updateVariables()
      for v in variables {
        let difference = abs(small.value(of: v) - sparse.value(of: v))
        #expect(difference < 1e-9, "seed \(seed) step \(step): \(v)")
      }
    }
    #expect(small.dump() == sparse.dump(), "seed \(seed): the replayed state differs")
  }

  @Test("Workload B's header is solved without leaving the small tableau")
  func headerStaysSmall() throws {
    let header = Workloads.Header(7)
    let solver = Solver()
    for c in header.constraints { try solver.add(c) }
    solver.updateVariables()
    #expect(solver.engine.isSmall)
    #expect(abs(solver.value(of: header.c.h) - 64) < 1e-9)
    #expect(abs(solver.value(of: header.title.w) - 290) < 1e-9)
    #expect(abs(solver.value(of: header.sub.w) - 71) < 1e-9)
  }

  @Test("A system that outgrows the small tableau moves to the sparse engine with its values")
  func growthMovesToSparse() throws {
    let n = 120
    let xs = (0..<n).map { Variable("x\($0)") }
    let solver = Solver()
    try solver.add(Constraint(xs[0], .equal, 2))
    solver.updateVariables()
    for i in 1..<n {
      try solver.add(Constraint(xs[i], .greaterThanOrEqual, xs[i - 1] + 3))
      try solver.add(Constraint(xs[i], .equal, 0, strength: Strength(250)))
    }
    #expect(!solver.engine.isSmall)
    #expect(solver.value(of: xs[0]) == 2)
    #expect(solver.value(of: xs[1]) == 0)
    solver.updateVariables()
    #expect(solver.value(of: xs[1]) == 5)
    #expect(solver.value(of: xs[n - 1]) == 359)
  }

  @Test("A refused add leaves the sparse state of the constraints before it, values included")
  func refusedAddReplays() throws {
    let x = Variable("x")
    let y = Variable("y")
    let first = Constraint(x, .equal, y + 4)
    let second = Constraint(y, .equal, 6)
    let conflict = Constraint(x, .equal, 3)
    let solver = Solver()
    try solver.add(first)
    try solver.add(second)
    solver.updateVariables()
    #expect(solver.engine.isSmall)
    #expect(throws: SolverError.unsatisfiableConstraint(conflict, conflicting: [first, second])) {
      try solver.add(conflict)
    }
    #expect(!solver.engine.isSmall)
    #expect(solver.value(of: x) == 10)
    let sparse = Self.sparseSolver()
    try sparse.add(first)
    try sparse.add(second)
    #expect(solver.dump() == sparse.dump())
    #expect(solver.contains(first) && !solver.contains(conflict))
  }

  @Test("While small, contains, constant and edit queries answer without leaving it")
  func queriesStaySmall() throws {
    let x = Variable("x")
    let c = Constraint(x, .lessThanOrEqual, 12)
    let solver = Solver()
    try solver.add(c)
    #expect(solver.contains(c))
    #expect(!solver.contains(Constraint(x, .equal, 1)))
    #expect(solver.constant(of: c) == -12)
    #expect(!solver.hasEditVariable(x))
    #expect(throws: SolverError.duplicateConstraint(c)) { try solver.add(c) }
    #expect(solver.engine.isSmall)
    try solver.setConstant(-20, for: c)
    #expect(!solver.engine.isSmall)
    #expect(solver.constant(of: c) == -20)
    solver.reset()
    #expect(solver.engine.isSmall)
  }

  /// Whether every dense buffer of `store` is zero: all rows, objective levels and scratch
  /// rows, over the whole stride.
  static func denseBuffersAreZero(_ store: SmallStore) -> Bool {
    let stride = SmallStore.stride
    for r in 0..<SmallStore.maximumRows
    where (0..<stride).contains(where: { store.row(r)[$0] != 0 }) {
      return false
    }
    for l in 0..<SmallStore.maximumLevels
    where (0..<stride).contains(where: { store.level(l)[$0] != 0 }) {
      return false
    }
    return !(0..<stride).contains { store.building[$0] != 0 || store.artificial[$0] != 0 }
  }

  @Test(
    "Reset after random adds, refused ones included, leaves zero buffers and solves anew",
    arguments: 0..<60 as Range<UInt64>)
  func resetClearsEverything(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let variables = (0..<6).map { Variable("r\($0)") }
    var tableau = SmallTableau()
    // A refused add leaves the tableau unusable until reset: stop there, as the engine does.
    for _ in 0..<24 {
      let c = PropertyTests.randomConstraint(variables, &rng)
      guard tableau.fits(c) else { break }
      if !tableau.add(c) { break }
    }
    tableau.reset()
    #expect(tableau.symbolCount == 0 && tableau.rowCount == 0, "seed \(seed)")
    #expect(tableau.levelCount == 0 && tableau.candidates.isEmpty, "seed \(seed)")
    #expect(tableau.infeasible.isEmpty && tableau.pending.isEmpty, "seed \(seed)")
    #expect(tableau.constraints.isEmpty && tableau.symbolOfVariable.count == 0, "seed \(seed)")
    #expect(Self.denseBuffersAreZero(tableau.store), "seed \(seed): a buffer kept a value")
    // The reset tableau solves a new system as a new tableau does.
    let x = Variable("x")
    let system = [
      Constraint(x, .greaterThanOrEqual, 20, strength: Strength(750)),
      Constraint(x, .equal, 35, strength: Strength(250)),
    ]
    var fresh = SmallTableau()
    for c in system {
      #expect(tableau.add(c) && fresh.add(c), "seed \(seed)")
    }
    tableau.updateVariables()
    fresh.updateVariables()
    #expect(tableau.value(of: x) == 35, "seed \(seed)")
    #expect(fresh.value(of: x) == 35, "seed \(seed)")
  }
}
