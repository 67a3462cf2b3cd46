import Cassowary

extension SolverWorkloads {
  /// Workload A: build and solve a vertical chain of `n` views (kiwibench `wl_a`).
  ///
  /// Timed: a new solver, every constraint added in order, `updateVariables`, `c.h` read.
  /// Building the constraint objects is timed separately (`objects`, seconds). Checks
  /// `c.h = Σ max(20, intrinsic(i)) + 8·(n + 1)` (345, 3472, 34770, 347748 for n = 10 … 10⁴).
  ///
  /// - Complexity: the solver's cost for 3n + 2 constraints.
  static func chain(_ n: Int) throws -> Sample {
    let clock = ContinuousClock()
    let t0 = clock.now
    let system = ChainSystem(n: n)
    let t1 = clock.now
    let solver = Solver()
    for constraint in system.all {
      try solver.add(constraint)
    }
    solver.updateVariables()
    let height = solver.value(of: system.containerHeight)
    let t2 = clock.now
    let expected = ChainSystem.expectedHeight(
      intrinsic: (0..<n).map(ChainSystem.intrinsic), gaps: Array(repeating: 8, count: n))
    try check(height, near: expected, "A n=\(n): container height")
    return Sample(
      timed: (t2 - t1).seconds, checksum: height, constraints: system.all.count,
      figures: [Figure(key: "objects", name: "objects", value: (t1 - t0).seconds)])
  }
}
