import Cassowary

/// Workload A's vertical chain of `n` views, shared by workloads A and D.
///
/// Variables `c.y`, `c.h` and `y_i`, `h_i`; constraints in kiwibench's order:
/// `c.y == 0`; per view the spacing `y_0 == c.y + 8` or `y_i == y_{i-1} + h_{i-1} + 8`
/// (required), `h_i >= 20` @750 and `h_i == intrinsic(i)` @250; and last
/// `c.y + c.h == y_{n-1} + h_{n-1} + 8`. That is 3n + 2 constraints.
struct ChainSystem {
  /// The container's top.
  let containerY = Variable("c.y")
  /// The container's height, the checksum.
  let containerHeight = Variable("c.h")
  /// Each view's top.
  let ys: [Variable]
  /// Each view's height.
  let hs: [Variable]
  /// Each view's spacing constraint (required).
  var spacing: [Constraint] = []
  /// Each view's intrinsic-height constraint (@250).
  var intrinsic: [Constraint] = []
  /// Every constraint, in add order.
  var all: [Constraint] = []

  /// Builds the chain's variables and constraints (kiwibench `build_chain`).
  ///
  /// - Complexity: O(n).
  init(n: Int) {
    ys = (0..<n).map { Variable("v\($0).y") }
    hs = (0..<n).map { Variable("v\($0).h") }
    all.reserveCapacity(3 * n + 2)
    all.append(Constraint(containerY, .equal, 0.0))
    for i in 0..<n {
      let spacingConstraint = Self.spacingConstraint(i, gap: 8, ys: ys, hs: hs, top: containerY)
      let minimum = Constraint(hs[i], .greaterThanOrEqual, 20.0, strength: Priority.s750)
      let intrinsicConstraint = Constraint(
        hs[i], .equal, Double(Self.intrinsic(i)), strength: Priority.s250)
      all += [spacingConstraint, minimum, intrinsicConstraint]
      spacing.append(spacingConstraint)
      intrinsic.append(intrinsicConstraint)
    }
    all.append(
      Constraint(containerY + containerHeight, .equal, ys[n - 1] + hs[n - 1] + 8.0))
  }

  /// View `i`'s spacing constraint with `gap`: `y_0 == c.y + gap`, else
  /// `y_i == y_{i-1} + h_{i-1} + gap` (required).
  static func spacingConstraint(
    _ i: Int, gap: Int, ys: [Variable], hs: [Variable], top: Variable
  ) -> Constraint {
    if i == 0 {
      return Constraint(ys[0], .equal, top + Double(gap))
    }
    return Constraint(ys[i], .equal, ys[i - 1] + hs[i - 1] + Double(gap))
  }

  /// View `i`'s intrinsic height, `10 + (7·i mod 31)`: 10…40.
  static func intrinsic(_ i: Int) -> Int {
    10 + (i * 7) % 31
  }

  /// The closed-form container height: Σ max(20, intrinsic) + Σ gaps + 8.
  static func expectedHeight(intrinsic: [Int], gaps: [Int]) -> Double {
    Double(intrinsic.reduce(0) { $0 + max(20, $1) } + gaps.reduce(0, +) + 8)
  }
}
