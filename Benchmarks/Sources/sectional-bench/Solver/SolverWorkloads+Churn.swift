import Cassowary

extension SolverWorkloads {
  /// The optional-churn operations of D1 (kiwibench `K_CHURN_OPTIONAL`).
  static let optionalChurnCount = 1000
  /// The required-churn operations of D2 (kiwibench `K_CHURN_REQUIRED`).
  static let requiredChurnCount = 100

  /// The view touched by churn step `k`: `(7919·k) mod n`.
  static func churnIndex(_ k: Int, _ n: Int) -> Int {
    (k * 7919) % n
  }

  /// Workload D: remove and re-add constraints in a built chain (kiwibench `wl_d`), and the
  /// same churn in place with `setConstant(_:for:)` (D1′, D2′).
  ///
  /// Setup (untimed): chain A with `n` views. Timed D1: 1000 × remove view j's intrinsic
  /// constraint, change its intrinsic by +5 (even k) or −3 (odd k), add `h_j == intrinsic` @250.
  /// Timed D2: 100 × remove view j's spacing constraint, toggle its gap 8 ↔ 12, add it again; then
  /// `updateVariables`. The row's time is D1 + D2. D1′/D2′ repeat the churn on a second chain,
  /// changing the constants in place (Documentation/AutoLayout.md § Changing a constant in place),
  /// outside the row's time. Both check `c.h = Σ max(20, intrinsic) + Σ gaps + 8` (2816, 5959,
  /// 36107 for n = 10, 100, 1000).
  ///
  /// - Complexity: 1100 removals and additions, then 1100 constant changes.
  static func churn(_ n: Int) throws -> Sample {
    var system = ChainSystem(n: n)
    let solver = Solver()
    for constraint in system.all {
      try solver.add(constraint)
    }
    var intrinsic = (0..<n).map(ChainSystem.intrinsic)
    var gaps = Array(repeating: 8, count: n)
    let clock = ContinuousClock()

    let t0 = clock.now
    for k in 0..<optionalChurnCount {
      let j = churnIndex(k, n)
      try solver.remove(system.intrinsic[j])
      intrinsic[j] += k % 2 == 0 ? 5 : -3
      let replacement = Constraint(
        system.hs[j], .equal, Double(intrinsic[j]), strength: Priority.s250)
      try solver.add(replacement)
      system.intrinsic[j] = replacement
    }
    let t1 = clock.now
    let t2 = clock.now
    for k in 0..<requiredChurnCount {
      let j = churnIndex(k, n)
      try solver.remove(system.spacing[j])
      gaps[j] = gaps[j] == 8 ? 12 : 8
      let replacement = ChainSystem.spacingConstraint(
        j, gap: gaps[j], ys: system.ys, hs: system.hs, top: system.containerY)
      try solver.add(replacement)
      system.spacing[j] = replacement
    }
    solver.updateVariables()
    let t3 = clock.now
    let height = solver.value(of: system.containerHeight)
    let expected = ChainSystem.expectedHeight(intrinsic: intrinsic, gaps: gaps)
    try check(height, near: expected, "D n=\(n): container height")

    let inPlace = try churnInPlace(n)
    try check(inPlace.height, near: expected, "D′ n=\(n): container height (in place)")
    let d1 = (t1 - t0).seconds
    let d2 = (t3 - t2).seconds
    return Sample(
      timed: d1 + d2, checksum: height, constraints: system.all.count,
      figures: [
        Figure(
          key: "d1_optional_us", name: "D1", value: d1 / Double(optionalChurnCount) * 1e6,
          unit: "µs/op"),
        Figure(
          key: "d2_required_us", name: "D2", value: d2 / Double(requiredChurnCount) * 1e6,
          unit: "µs/op"),
        Figure(
          key: "d1_inplace_us", name: "D1′",
          value: inPlace.d1 / Double(optionalChurnCount) * 1e6, unit: "µs/op"),
        Figure(
          key: "d2_inplace_us", name: "D2′",
          value: inPlace.d2 / Double(requiredChurnCount) * 1e6, unit: "µs/op"),
      ])
  }

  /// D1′ and D2′: workload D's churn on a fresh chain with `setConstant(_:for:)` in place.
  ///
  /// The reduced expression of `h_j == intrinsic` is `h_j − intrinsic`, so its new constant
  /// is `−intrinsic`; likewise a spacing constraint's is `−gap`. Checks that the solver
  /// reports every changed constant back through `constant(of:)`.
  ///
  /// - Returns: the seconds of D1′ and D2′ (D2′ includes the final `updateVariables`) and
  ///   the container height afterwards.
  static func churnInPlace(_ n: Int) throws -> (d1: Double, d2: Double, height: Double) {
    let system = ChainSystem(n: n)
    let solver = Solver()
    for constraint in system.all {
      try solver.add(constraint)
    }
    var intrinsic = (0..<n).map(ChainSystem.intrinsic)
    var gaps = Array(repeating: 8, count: n)
    let clock = ContinuousClock()

    let t0 = clock.now
    for k in 0..<optionalChurnCount {
      let j = churnIndex(k, n)
      intrinsic[j] += k % 2 == 0 ? 5 : -3
      try solver.setConstant(-Double(intrinsic[j]), for: system.intrinsic[j])
    }
    let t1 = clock.now
    let t2 = clock.now
    for k in 0..<requiredChurnCount {
      let j = churnIndex(k, n)
      gaps[j] = gaps[j] == 8 ? 12 : 8
      try solver.setConstant(-Double(gaps[j]), for: system.spacing[j])
    }
    solver.updateVariables()
    let t3 = clock.now

    for j in 0..<n {
      let intrinsicConstant = solver.constant(of: system.intrinsic[j]) ?? .nan
      try check(intrinsicConstant, near: -Double(intrinsic[j]), "D′ n=\(n): constant(of: h_\(j))")
      let spacingConstant = solver.constant(of: system.spacing[j]) ?? .nan
      try check(spacingConstant, near: -Double(gaps[j]), "D′ n=\(n): constant(of: spacing \(j))")
    }
    return ((t1 - t0).seconds, (t3 - t2).seconds, solver.value(of: system.containerHeight))
  }
}
