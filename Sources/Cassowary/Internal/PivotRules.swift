/// The pivoting rules both tableaus follow, kept in one place so that the small tableau
/// decides exactly as the sparse engine does.
enum PivotRules {
  /// Pivots in one optimization after which ratio ties are judged with a tolerance (Bland's
  /// rule), for a tableau of `rows` live rows.
  @inline(__always)
  static func blandThreshold(rows: Int) -> Int { 64 + 4 * rows }

  /// Pivots after which one optimization gives up, for a tableau of `rows` live rows.
  @inline(__always)
  static func pivotLimit(rows: Int) -> Int { 10_000 + 200 * rows }

  /// The smallest pivot element a choice accepts, relative to the largest candidate of the
  /// same column (absolute below 1): Documentation/Solver.md § Tolerances.
  ///
  /// Cells are erased only below `nearZeroThreshold`, absolutely; rounding in a tableau whose
  /// coefficients have grown can leave a cell just above that where the exact value is 0.
  /// Pivoting on it divides by rounding noise: the ratio it offers is meaningless and the
  /// pivot scales the row by its inverse.
  static let pivotTolerance = 1.0e-7

  /// The pivot floor for a column whose largest candidate magnitude is `scale`.
  @inline(__always)
  static func pivotFloor(scale: Double) -> Double { pivotTolerance * max(1, scale) }
}

/// The primal simplex's ratio test.
///
/// Among the rows offered, the one with the smallest ratio `−constant / coefficient`, ties to
/// the lowest basic symbol; with `bland`, ratios equal up to a relative 1e-12 tie too.
/// Coefficients at or below `floor` are not pivots
/// (`PivotRules.pivotTolerance`); `needsRelativeFloor` tells the caller to offer the column
/// again with the floor relative to its largest coefficient.
struct LeavingRowChoice {
  /// Whether near-equal ratios count as ties.
  let bland: Bool
  /// The magnitude at or below which an offered coefficient is ignored.
  let floor: Double
  /// The largest coefficient magnitude offered.
  private(set) var largest = 0.0
  /// The chosen row's coefficient magnitude.
  private(set) var magnitude = 0.0
  /// The chosen row, or -1 while none has been offered.
  private(set) var row = -1
  /// The chosen row's ratio.
  private(set) var ratio = Double.infinity
  /// The chosen row's basic symbol.
  private(set) var basic = Int32.max

  /// Starts a choice with no row, ignoring coefficients at or below `floor`.
  @inline(__always)
  init(bland: Bool, floor: Double = PivotRules.pivotTolerance) {
    self.bland = bland
    self.floor = floor
  }

  /// Whether the chosen pivot is small beside the column's largest coefficient, so that the
  /// column must be offered again to a choice with `relativeFloor`.
  var needsRelativeFloor: Bool { row >= 0 && magnitude <= relativeFloor }

  /// The floor relative to the largest coefficient offered.
  var relativeFloor: Double { PivotRules.pivotFloor(scale: largest) }

  /// Takes `row` (with `ratio`, basic symbol `basic` and its coefficient for the entering
  /// symbol) when it beats the current choice.
  @inline(__always)
  mutating func offer(_ row: Int, ratio: Double, basic: Int32, coefficient: Double) {
    let size = abs(coefficient)
    if size > largest { largest = size }
    if size <= floor { return }
    let tie =
      bland
      ? abs(ratio - self.ratio) <= 1e-12 * max(1, abs(ratio))
      : ratio == self.ratio
    if (ratio < self.ratio && !tie) || (tie && basic < self.basic) {
      self.row = row
      self.ratio = ratio
      self.basic = basic
      self.magnitude = size
    }
  }
}
