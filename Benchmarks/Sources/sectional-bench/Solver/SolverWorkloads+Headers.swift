import Cassowary

/// One self-sizing header of workload B: 16 variables and 25 constraints.
///
/// A header `c` holds an image, a title and a subtitle; the system is what
/// `systemLayoutSizeFitting` solves for one header (Benchmarks/README.md, workload B).
struct HeaderSystem {
  /// The header's height, the checksum.
  let containerHeight: Variable
  /// The title's width.
  let titleWidth: Variable
  /// The subtitle's width.
  let subtitleWidth: Variable
  /// The 25 constraints, in add order.
  let constraints: [Constraint]

  /// Header `i`'s parameters: target width, title and subtitle intrinsic sizes.
  static func parameters(_ i: Int) -> (w: Int, tw: Int, th: Int, sw: Int, sh: Int) {
    (
      w: 320 + 27 * (i % 5), tw: 100 + (i * 37) % 300, th: i % 3 == 0 ? 41 : 20,
      sw: 50 + (i * 53) % 350, sh: i % 4 == 0 ? 0 : 16
    )
  }

  /// Header `i`'s closed-form result: `(max(56, 28 + th + sh), min(tw, W − 84), min(sw, W − 84))`.
  static func expected(_ i: Int) -> (height: Double, titleWidth: Double, subtitleWidth: Double) {
    let p = parameters(i)
    let available = p.w - 84
    return (
      Double(max(56, 28 + p.th + p.sh)), Double(min(p.tw, available)),
      Double(min(p.sw, available))
    )
  }

  /// Builds header `i` exactly as kiwibench's `build_header`.
  init(_ i: Int) {
    let p = Self.parameters(i)
    func view(_ name: String) -> (x: Variable, y: Variable, w: Variable, h: Variable) {
      (Variable("\(name).x"), Variable("\(name).y"), Variable("\(name).w"), Variable("\(name).h"))
    }
    let c = view("c")
    let img = view("img")
    let title = view("title")
    let sub = view("sub")
    let (tw, th, sw, sh) = (Double(p.tw), Double(p.th), Double(p.sw), Double(p.sh))
    containerHeight = c.h
    titleWidth = title.w
    subtitleWidth = sub.w
    constraints = [
      Constraint(c.x, .equal, 0.0),  // 1 origin
      Constraint(c.y, .equal, 0.0),  // 2
      Constraint(c.w, .equal, Double(p.w)),  // 3 width @1000 (fitting)
      Constraint(c.h, .equal, 0.0, strength: Priority.s50),  // 4 height @50 (fitting)
      Constraint(img.x, .equal, c.x + 16.0),  // 5 img.leading
      Constraint(img.y + 0.5 * img.h, .equal, c.y + 0.5 * c.h),  // 6 img.centerY
      Constraint(img.w, .equal, 40.0),  // 7
      Constraint(img.h, .equal, 40.0),  // 8
      Constraint(img.y, .greaterThanOrEqual, c.y + 8.0),  // 9
      Constraint(c.y + c.h, .greaterThanOrEqual, img.y + img.h + 8.0),  // 10
      Constraint(title.x, .equal, img.x + img.w + 12.0),  // 11
      Constraint(title.x + title.w, .lessThanOrEqual, c.x + c.w - 16.0),  // 12
      Constraint(title.y, .equal, c.y + 12.0),  // 13
      Constraint(sub.x, .equal, title.x),  // 14
      Constraint(sub.y, .equal, title.y + title.h + 4.0),  // 15
      Constraint(sub.x + sub.w, .lessThanOrEqual, c.x + c.w - 16.0),  // 16
      Constraint(c.y + c.h, .greaterThanOrEqual, sub.y + sub.h + 12.0),  // 17
      Constraint(title.w, .lessThanOrEqual, tw, strength: Priority.s250),  // 18 hugging
      Constraint(title.w, .greaterThanOrEqual, tw, strength: Priority.s750),  // 19 compression
      Constraint(title.h, .lessThanOrEqual, th, strength: Priority.s250),  // 20
      Constraint(title.h, .greaterThanOrEqual, th, strength: Priority.s750),  // 21
      Constraint(sub.w, .lessThanOrEqual, sw, strength: Priority.s250),  // 22
      Constraint(sub.w, .greaterThanOrEqual, sw, strength: Priority.s750),  // 23
      Constraint(sub.h, .lessThanOrEqual, sh, strength: Priority.s250),  // 24
      Constraint(sub.h, .greaterThanOrEqual, sh, strength: Priority.s750),  // 25
    ]
  }
}

extension SolverWorkloads {
  /// Workload B: `n` independent self-sizing headers, a fresh solver each (kiwibench `wl_b`).
  ///
  /// Timed: per header a new `Solver`, its 25 constraints added, `updateVariables`, and
  /// `c.h`, `title.w`, `sub.w` read. Building the 25n constraints is timed separately
  /// (`objects`), and so is B′ (`per_header_reset_us`: one solver reset between headers).
  /// Checksum Σ c.h: 692, 6842, 68342, 683342 for n = 10 … 10⁴.
  ///
  /// - Complexity: O(n) solves of a 25-constraint system.
  static func headers(_ n: Int) throws -> Sample {
    let clock = ContinuousClock()
    let t0 = clock.now
    let headers = (0..<n).map(HeaderSystem.init)
    let t1 = clock.now
    var results: [(Double, Double, Double)] = []
    results.reserveCapacity(n)
    for header in headers {
      let solver = Solver()
      for constraint in header.constraints {
        try solver.add(constraint)
      }
      solver.updateVariables()
      results.append(
        (
          solver.value(of: header.containerHeight), solver.value(of: header.titleWidth),
          solver.value(of: header.subtitleWidth)
        ))
    }
    let t2 = clock.now
    let reused = try headersReusingOneSolver(headers)
    var sum = 0.0
    for (i, result) in results.enumerated() {
      let expected = HeaderSystem.expected(i)
      try check(result.0, near: expected.height, "B n=\(n): header \(i) c.h")
      try check(result.1, near: expected.titleWidth, "B n=\(n): header \(i) title.w")
      try check(result.2, near: expected.subtitleWidth, "B n=\(n): header \(i) sub.w")
      try check(reused.heights[i], near: expected.height, "B′ n=\(n): header \(i) c.h")
      sum += result.0
    }
    let timed = (t2 - t1).seconds
    return Sample(
      timed: timed, checksum: sum, constraints: 25 * n,
      figures: [
        Figure(key: "per_header_us", value: timed / Double(n) * 1e6, unit: "µs/header"),
        Figure(
          key: "per_header_reset_us", name: "B′", value: reused.seconds / Double(n) * 1e6,
          unit: "µs/header"),
        Figure(key: "objects", name: "objects", value: (t1 - t0).seconds),
      ])
  }

  /// B′: the same headers solved by one solver that `reset()`s between headers.
  ///
  /// Not part of B's time: it shows what keeping the solver's capacity saves (the engine
  /// can reuse a solver per layout pass). Returns the
  /// seconds and each header's `c.h`, which the caller checks.
  ///
  /// - Complexity: O(n) solves of a 25-constraint system.
  static func headersReusingOneSolver(_ headers: [HeaderSystem]) throws
    -> (seconds: Double, heights: [Double])
  {
    var heights: [Double] = []
    heights.reserveCapacity(headers.count)
    let clock = ContinuousClock()
    let solver = Solver()
    let t0 = clock.now
    for header in headers {
      solver.reset()
      for constraint in header.constraints {
        try solver.add(constraint)
      }
      solver.updateVariables()
      heights.append(solver.value(of: header.containerHeight))
    }
    let t1 = clock.now
    return ((t1 - t0).seconds, heights)
  }
}
