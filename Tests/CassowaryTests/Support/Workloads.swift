import Cassowary

/// The benchmark workloads of Benchmarks/README.md ("The solver workloads"), built for tests.
enum Workloads {
  /// Workload A's intrinsic height of view `i`: 10...40.
  static func intrinsicA(_ i: Int) -> Double { Double(10 + (i * 7) % 31) }

  /// A vertical chain of `n` views (workload A): variables and constraints in add order.
  struct Chain {
    let containerY = Variable("c.y")
    let containerHeight = Variable("c.h")
    var ys: [Variable] = []
    var heights: [Variable] = []
    var spacing: [Constraint] = []
    var intrinsic: [Constraint] = []
    var all: [Constraint] = []

    init(_ n: Int) {
      ys = (0..<n).map { Variable("v\($0).y") }
      heights = (0..<n).map { Variable("v\($0).h") }
      all.append(Constraint(containerY, .equal, 0))
      for i in 0..<n {
        let space =
          i == 0
          ? Constraint(ys[0], .equal, containerY + 8)
          : Constraint(ys[i], .equal, ys[i - 1] + heights[i - 1] + 8)
        let minimum = Constraint(heights[i], .greaterThanOrEqual, 20, strength: Strength(750))
        let natural = Constraint(heights[i], .equal, intrinsicA(i), strength: Strength(250))
        all += [space, minimum, natural]
        spacing.append(space)
        intrinsic.append(natural)
      }
      all.append(
        Constraint(containerY + containerHeight, .equal, ys[n - 1] + heights[n - 1] + 8))
    }
  }

  /// The closed-form container height of a chain.
  static func chainHeight(intrinsic: [Double], gaps: [Double]) -> Double {
    intrinsic.reduce(0) { $0 + max(20, $1) } + gaps.reduce(0, +) + 8
  }

  /// Workload B's parameters for header `i`: W, tw, th, sw, sh.
  static func headerParameters(_ i: Int) -> (Double, Double, Double, Double, Double) {
    (
      Double(320 + 27 * (i % 5)), Double(100 + (i * 37) % 300), i % 3 == 0 ? 41 : 20,
      Double(50 + (i * 53) % 350), i % 4 == 0 ? 0 : 16
    )
  }

  /// Workload B's closed form: c.h, title.w, sub.w.
  static func headerExpected(_ i: Int) -> (Double, Double, Double) {
    let (w, tw, th, sw, sh) = headerParameters(i)
    let available = w - 84
    return (max(56, 28 + th + sh), min(tw, available), min(sw, available))
  }

  /// One self-sizing header (workload B): 16 variables, 25 constraints in kiwibench's order.
  struct Header {
    let c = (x: Variable("c.x"), y: Variable("c.y"), w: Variable("c.w"), h: Variable("c.h"))
    let img = (
      x: Variable("img.x"), y: Variable("img.y"), w: Variable("img.w"), h: Variable("img.h")
    )
    let title = (
      x: Variable("title.x"), y: Variable("title.y"), w: Variable("title.w"),
      h: Variable("title.h")
    )
    let sub = (
      x: Variable("sub.x"), y: Variable("sub.y"), w: Variable("sub.w"), h: Variable("sub.h")
    )
    var constraints: [Constraint] = []

    init(_ i: Int) {
      let (w, tw, th, sw, sh) = Workloads.headerParameters(i)
      let low = Strength(250)
      let high = Strength(750)
      constraints = [
        Constraint(c.x, .equal, 0),
        Constraint(c.y, .equal, 0),
        Constraint(c.w, .equal, w),
        Constraint(c.h, .equal, 0, strength: Strength(50)),
        Constraint(img.x, .equal, c.x + 16),
        Constraint(img.y + 0.5 * img.h, .equal, c.y + 0.5 * c.h),
        Constraint(img.w, .equal, 40),
        Constraint(img.h, .equal, 40),
        Constraint(img.y, .greaterThanOrEqual, c.y + 8),
        Constraint(c.y + c.h, .greaterThanOrEqual, img.y + img.h + 8),
        Constraint(title.x, .equal, img.x + img.w + 12),
        Constraint(title.x + title.w, .lessThanOrEqual, c.x + c.w - 16),
        Constraint(title.y, .equal, c.y + 12),
        Constraint(sub.x, .equal, title.x),
        Constraint(sub.y, .equal, title.y + title.h + 4),
        Constraint(sub.x + sub.w, .lessThanOrEqual, c.x + c.w - 16),
        Constraint(c.y + c.h, .greaterThanOrEqual, sub.y + sub.h + 12),
        Constraint(title.w, .lessThanOrEqual, tw, strength: low),
        Constraint(title.w, .greaterThanOrEqual, tw, strength: high),
        Constraint(title.h, .lessThanOrEqual, th, strength: low),
        Constraint(title.h, .greaterThanOrEqual, th, strength: high),
        Constraint(sub.w, .lessThanOrEqual, sw, strength: low),
        Constraint(sub.w, .greaterThanOrEqual, sw, strength: high),
        Constraint(sub.h, .lessThanOrEqual, sh, strength: low),
        Constraint(sub.h, .greaterThanOrEqual, sh, strength: high),
      ]
    }
  }

  /// Workload C's intrinsic width of label `i`.
  static func intrinsicC(_ i: Int) -> Double { Double(20 + i % 10) }

  /// A row of `n` labels whose container width is dragged (workload C).
  struct DragRow {
    let width = Variable("c.w")
    var xs: [Variable] = []
    var widths: [Variable] = []
    var constraints: [Constraint] = []
    /// Σ intrinsic widths + 8·(n + 1).
    var natural: Double = 0

    init(_ n: Int) {
      xs = (0..<n).map { Variable("l\($0).x") }
      widths = (0..<n).map { Variable("l\($0).w") }
      constraints.append(Constraint(xs[0], .equal, 8))
      for i in 1..<max(n, 1) {
        constraints.append(Constraint(xs[i], .equal, xs[i - 1] + widths[i - 1] + 8))
      }
      constraints.append(Constraint(width, .equal, xs[n - 1] + widths[n - 1] + 8))
      for i in 0..<n {
        let iw = Workloads.intrinsicC(i)
        constraints.append(
          Constraint(
            widths[i], .greaterThanOrEqual, iw, strength: Strength(i == n - 1 ? 749 : 750)))
        constraints.append(
          Constraint(widths[i], .lessThanOrEqual, iw, strength: Strength(i == 0 ? 249 : 250)))
      }
      natural = (0..<n).reduce(0) { $0 + Workloads.intrinsicC($1) } + 8 * Double(n + 1)
    }
  }

  /// Workload C's drag offset for step `k` of 1000: −20...+20.
  static func dragDelta(_ k: Int) -> Double { -20 + 40 * Double(k) / 999 }
}
