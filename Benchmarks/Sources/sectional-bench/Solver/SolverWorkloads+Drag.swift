import Cassowary

extension SolverWorkloads {
  /// The number of suggestions per pass of workload C (kiwibench `K_EDITS`).
  static let editCount = 1000

  /// Label `i`'s intrinsic width in workload C: `20 + (i mod 10)`.
  static func dragIntrinsicWidth(_ i: Int) -> Int {
    20 + i % 10
  }

  /// The drag offset of step `k`: `−20 + 40·k / 999`, from −20 to +20 points.
  static func dragDelta(_ k: Int) -> Double {
    -20.0 + 40.0 * Double(k) / Double(editCount - 1)
  }

  /// Workload C: a row of `n` labels resized through one edit variable (kiwibench `wl_c`).
  ///
  /// Setup (untimed): `x_0 == 8`, `x_i == x_{i−1} + w_{i−1} + 8`, `W == x_{n−1} + w_{n−1} + 8`
  /// (required), then per label `w_i >= iw(i)` @750 (@749 for the last) and `w_i <= iw(i)`
  /// @250 (@249 for the first); `W` becomes an edit variable @999 suggested at its natural
  /// width. Timed C1 (`per_edit_us`): 1000 × (suggest, `updateVariables`, read `w_0` and
  /// `w_{n−1}`). Timed C2 (`suggest_only_us`): the 1000 suggestions in reverse order, then
  /// one `updateVariables`. The checksum of C1 is 49000 for every n.
  ///
  /// - Complexity: 2000 suggestions; each costs what the dual simplex needs.
  static func drag(_ n: Int) throws -> Sample {
    let width = Variable("c.w")
    let xs = (0..<n).map { Variable("l\($0).x") }
    let ws = (0..<n).map { Variable("l\($0).w") }
    var constraints = [Constraint(xs[0], .equal, 8.0)]
    for i in 1..<max(1, n) {
      constraints.append(Constraint(xs[i], .equal, xs[i - 1] + ws[i - 1] + 8.0))
    }
    constraints.append(Constraint(width, .equal, xs[n - 1] + ws[n - 1] + 8.0))
    for i in 0..<n {
      let intrinsic = Double(dragIntrinsicWidth(i))
      constraints.append(
        Constraint(
          ws[i], .greaterThanOrEqual, intrinsic,
          strength: i == n - 1 ? Priority.s749 : Priority.s750))
      constraints.append(
        Constraint(
          ws[i], .lessThanOrEqual, intrinsic, strength: i == 0 ? Priority.s249 : Priority.s250))
    }
    let solver = Solver()
    for constraint in constraints {
      try solver.add(constraint)
    }
    let natural = Double((0..<n).reduce(0) { $0 + dragIntrinsicWidth($1) } + 8 * (n + 1))
    try solver.addEditVariable(width, strength: Priority.edit)
    try solver.suggestValue(natural, for: width)
    solver.updateVariables()

    let clock = ContinuousClock()
    let first = ws[0]
    let last = ws[n - 1]
    var checksum = 0.0
    let t0 = clock.now
    for k in 0..<editCount {
      try solver.suggestValue(natural + dragDelta(k), for: width)
      solver.updateVariables()
      checksum += solver.value(of: first) + solver.value(of: last)
    }
    let t1 = clock.now
    let t2 = clock.now
    for k in 0..<editCount {
      try solver.suggestValue(natural + dragDelta(editCount - 1 - k), for: width)
    }
    solver.updateVariables()
    let t3 = clock.now

    let delta = dragDelta(0)
    try check(
      solver.value(of: first), near: Double(dragIntrinsicWidth(0)) + max(delta, 0),
      "C n=\(n): final w_0")
    try check(
      solver.value(of: last), near: Double(dragIntrinsicWidth(n - 1)) + min(delta, 0),
      "C n=\(n): final w_{n-1}")
    var expected = 0.0
    for k in 0..<editCount {
      let d = dragDelta(k)
      expected +=
        Double(dragIntrinsicWidth(0)) + max(d, 0) + Double(dragIntrinsicWidth(n - 1)) + min(d, 0)
    }
    try check(checksum, near: expected, "C n=\(n): checksum")
    let c1 = (t1 - t0).seconds
    return Sample(
      timed: c1, checksum: checksum, constraints: constraints.count + 1,
      figures: [
        Figure(
          key: "per_edit_us", name: "C1", value: c1 / Double(editCount) * 1e6, unit: "µs/edit"),
        Figure(
          key: "suggest_only_us", name: "C2", value: (t3 - t2).seconds / Double(editCount) * 1e6,
          unit: "µs/suggest"),
      ])
  }
}
