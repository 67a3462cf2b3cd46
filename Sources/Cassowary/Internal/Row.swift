/// The kind of a tableau symbol (kiwi's symbol types, Documentation/Solver.md § Data model).
enum SymbolKind: UInt8 {
  /// A user variable; unrestricted in sign.
  case external
  /// The slack of an inequality (or the artificial variable of phase 1); at least 0.
  case slack
  /// An error variable of an optional constraint; at least 0, weighted in the objective.
  case error
  /// The marker of a required equality; never chosen to enter the basis by a pivot rule.
  case dummy
}

/// One nonzero cell of a row: a symbol and its coefficient.
struct Cell {
  /// The symbol's index; symbols are numbered in creation order.
  var symbol: Int32
  /// The coefficient; never within `nearZeroThreshold` of zero.
  var coefficient: Double
}

/// A tableau row `basic = constant + Σ coefficient · symbol`, cells sorted by symbol.
struct Row {
  /// The cells, sorted by ascending symbol.
  var cells: [Cell] = []
  /// The constant part: the basic symbol's value when every parametric symbol is 0.
  var constant: Double = 0

  /// Returns the index of `symbol`'s cell, or nil.
  ///
  /// - Complexity: O(log n).
  @inline(__always)
  func index(of symbol: Int32) -> Int? {
    var low = 0
    var high = cells.count
    while low < high {
      let mid = (low + high) >> 1
      let s = cells[mid].symbol
      if s == symbol { return mid }
      if s < symbol { low = mid + 1 } else { high = mid }
    }
    return nil
  }

  /// Returns the coefficient of `symbol`, or 0 when absent.
  ///
  /// - Complexity: O(log n).
  @inline(__always)
  func coefficient(of symbol: Int32) -> Double {
    if let i = index(of: symbol) { return cells[i].coefficient }
    return 0
  }
}

/// Cells whose magnitude is below this absolute threshold are treated as zero (kiwi's
/// `nearZero`, 1e-8).
let nearZeroThreshold = 1.0e-8

/// Whether `value` is within `nearZeroThreshold` of zero.
@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < nearZeroThreshold && value > -nearZeroThreshold
}
