/// Ambiguity detection (Documentation/AutoLayout.md § Ambiguity) that is exact at degenerate
/// optima.
///
/// At an optimum every parametric non-dummy symbol has a lexicographically non-negative
/// reduced cost, and a move that raises any symbol with a non-zero cost vector raises the
/// objective (a positive sum of lexicographically positive vectors is positive), so the
/// optimal face is where those symbols stay 0. A zero-cost symbol in the variable's row is
/// therefore necessary for ambiguity but not sufficient: at a degenerate optimum a restricted
/// row with constant 0 can block it (ratio 0), and the optimum is then still unique. The test
/// below asks whether some non-negative combination of zero-cost symbols keeps every
/// degenerate restricted row non-negative while changing the variable's row.
extension Engine {
  /// Whether `variable` could take another value at the same optimum.
  ///
  /// False for a variable the solver never saw (it is not part of the layout). True when
  /// its symbol is parametric (its value is 0 only by convention) or its expanded row holds
  /// a parametric external symbol. Otherwise true exactly when a direction `d ≥ 0` over the
  /// zero-cost, non-dummy parametric symbols exists with every degenerate restricted row
  /// non-decreasing along `d` and the row's value changing along `d`: a small step along
  /// `d` stays feasible (non-degenerate rows have slack) and optimal.
  ///
  /// - Complexity: one row expansion, O(cells) to collect the degenerate rows, and a small
  ///   dense simplex over the zero-cost symbols and degenerate rows involved.
  mutating func isAmbiguous(_ variable: Variable) -> Bool {
    guard let s = symbolOfVariable.value(for: variable.id) else { return false }
    let slot = rowOf[Int(s)]
    if slot < 0 { return true }
    let row = expanded(rows[Int(slot)])
    // Columns of the cone problem: zero-cost, non-dummy parametric symbols.
    var columnOf: [Int32: Int] = [:]
    var gains: [Double] = []
    for cell in row.cells {
      let k = kind[Int(cell.symbol)]
      if k == .external { return true }
      if k == .dummy || !hasZeroCost(cell.symbol) { continue }
      columnOf[cell.symbol] = gains.count
      gains.append(cell.coefficient)
    }
    if gains.isEmpty { return false }
    var blocking: [[Double]] = []
    for r in rows.indices {
      let basic = rowBasic[r]
      if basic < 0 || kind[Int(basic)] == .external || !isNearZero(rows[r].constant) {
        continue
      }
      var line: [Double] = []
      for cell in rows[r].cells {
        let k = kind[Int(cell.symbol)]
        if k == .dummy || !hasZeroCost(cell.symbol) { continue }
        let column: Int
        if let known = columnOf[cell.symbol] {
          column = known
        } else {
          column = gains.count
          columnOf[cell.symbol] = column
          gains.append(0)
        }
        if line.count <= column { line += [Double](repeating: 0, count: column + 1 - line.count) }
        line[column] = cell.coefficient
      }
      if line.contains(where: { $0 < 0 }) { blocking.append(line) }
    }
    let width = gains.count
    for i in blocking.indices where blocking[i].count < width {
      blocking[i] += [Double](repeating: 0, count: width - blocking[i].count)
    }
    var upward = ConeProbe(blocking: blocking, gains: gains)
    let up = upward.maximum()
    if up > ambiguityTolerance { return true }
    var downward = ConeProbe(blocking: blocking, gains: gains.map { -$0 })
    let down = downward.maximum()
    return down > ambiguityTolerance
  }
}

/// The smallest change of a row's value (per unit of total step) that counts as ambiguity.
let ambiguityTolerance = 1.0e-8
