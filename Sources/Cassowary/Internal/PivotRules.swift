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
}

/// The primal simplex's ratio test: among the rows offered, the one with the smallest ratio
/// `−constant / coefficient`, ties to the lowest basic symbol; with `bland`, ratios equal up
/// to a relative 1e-12 tie too.
struct LeavingRowChoice {
  /// Whether near-equal ratios count as ties.
  let bland: Bool
  /// The chosen row, or -1 while none has been offered.
  private(set) var row = -1
  /// The chosen row's ratio.
  private(set) var ratio = Double.infinity
  /// The chosen row's basic symbol.
  private(set) var basic = Int32.max

  /// Starts a choice with no row.
  @inline(__always)
  init(bland: Bool) { self.bland = bland }

  /// Takes `row` (with `ratio` and basic symbol `basic`) when it beats the current choice.
  @inline(__always)
  mutating func offer(_ row: Int, ratio: Double, basic: Int32) {
    let tie =
      bland
      ? abs(ratio - self.ratio) <= 1e-12 * max(1, abs(ratio))
      : ratio == self.ratio
    if (ratio < self.ratio && !tie) || (tie && basic < self.basic) {
      self.row = row
      self.ratio = ratio
      self.basic = basic
    }
  }
}
