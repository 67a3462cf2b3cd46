/// A small dense linear program: the largest `gains · d` over the normalized cone
/// `{ d ≥ 0, blocking · d ≥ 0, Σ d ≤ 1 }`.
///
/// Used by `isAmbiguous` to ask whether the optimal face of a degenerate optimum lets a row
/// move. The origin is a feasible basis (every right-hand side is 0 or 1), so a primal
/// simplex with Bland's rule (lowest-index entering and leaving columns; Bland, Mathematics
/// of Operations Research 2(2), 1977) needs no phase 1 and cannot cycle.
struct ConeProbe {
  /// The tableau, one line per constraint: structural columns, slack columns, right side.
  var lines: [[Double]]
  /// The basic column of each line.
  var basis: [Int]
  /// The objective line `z − gains · d = 0`, same layout as `lines`.
  var objective: [Double]

  /// Builds the tableau with the slack basis.
  ///
  /// Each blocking row `b · d ≥ 0` becomes `−b · d + slack = 0`; the normalization
  /// `Σ d + slack = 1` keeps the program bounded.
  init(blocking: [[Double]], gains: [Double]) {
    let n = gains.count
    let m = blocking.count + 1
    let width = n + m + 1
    lines = []
    basis = []
    for (i, row) in blocking.enumerated() {
      var line = [Double](repeating: 0, count: width)
      for j in 0..<n { line[j] = -row[j] }
      line[n + i] = 1
      lines.append(line)
      basis.append(n + i)
    }
    var normal = [Double](repeating: 0, count: width)
    for j in 0..<n { normal[j] = 1 }
    normal[n + m - 1] = 1
    normal[width - 1] = 1
    lines.append(normal)
    basis.append(n + m - 1)
    objective = [Double](repeating: 0, count: width)
    for j in 0..<n { objective[j] = -gains[j] }
  }

  /// Runs the simplex to optimality and returns the maximum of `gains · d`.
  ///
  /// - Complexity: each pivot is O(lines · columns); Bland's rule guarantees termination.
  mutating func maximum() -> Double {
    let rhs = objective.count - 1
    while true {
      guard let entering = (0..<rhs).first(where: { objective[$0] < -ambiguityTolerance })
      else { return objective[rhs] }
      var leaving = -1
      var best = Double.infinity
      for i in lines.indices where lines[i][entering] > ambiguityTolerance {
        let ratio = lines[i][rhs] / lines[i][entering]
        if ratio < best || (ratio == best && basis[i] < basis[leaving]) {
          best = ratio
          leaving = i
        }
      }
      // The normalization line bounds every structural column, so a leaving line exists.
      pivot(line: leaving, column: entering)
    }
  }

  /// Pivots `column` into the basis on `line`.
  ///
  /// - Complexity: O(lines · columns).
  mutating func pivot(line: Int, column: Int) {
    let factor = 1 / lines[line][column]
    for j in lines[line].indices { lines[line][j] *= factor }
    let source = lines[line]
    for i in lines.indices where i != line {
      let scale = lines[i][column]
      if scale == 0 { continue }
      for j in lines[i].indices { lines[i][j] -= scale * source[j] }
    }
    let scale = objective[column]
    if scale != 0 {
      for j in objective.indices { objective[j] -= scale * source[j] }
    }
    basis[line] = column
  }
}
