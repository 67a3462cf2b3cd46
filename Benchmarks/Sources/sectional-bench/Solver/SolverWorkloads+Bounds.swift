import Cassowary

extension SolverWorkloads {
  /// Workload E: `n` required lower bounds `w >= i` on one variable, added in ascending
  /// order (timed) and, in a second solver, in descending order (figure `descending`).
  ///
  /// Not one of kiwibench's workloads (run it with `--workloads E`). Each ascending bound is
  /// tighter than every earlier one, so each add moves the optimum; descending, each new
  /// bound is already implied. Checks `w = n` both ways.
  ///
  /// - Complexity: the solver's cost for `n` bound adds, twice.
  static func bounds(_ n: Int) throws -> Sample {
    let clock = ContinuousClock()
    let ascending = Solver()
    let w = Variable("w")
    let t0 = clock.now
    for i in 1...n {
      try ascending.add(Constraint(w, .greaterThanOrEqual, Double(i)))
    }
    ascending.updateVariables()
    let t1 = clock.now
    let descending = Solver()
    for i in (1...n).reversed() {
      try descending.add(Constraint(w, .greaterThanOrEqual, Double(i)))
    }
    descending.updateVariables()
    let t2 = clock.now
    try check(ascending.value(of: w), near: Double(n), "E n=\(n): w, ascending")
    try check(descending.value(of: w), near: Double(n), "E n=\(n): w, descending")
    return Sample(
      timed: (t1 - t0).seconds, checksum: ascending.value(of: w), constraints: n,
      figures: [Figure(key: "descending", name: "descending", value: (t2 - t1).seconds)])
  }
}
