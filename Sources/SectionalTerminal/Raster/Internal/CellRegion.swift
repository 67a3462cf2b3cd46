/// A rectangle of cells: half-open column and row ranges.
struct CellRegion: Hashable, Sendable {
  /// The columns covered.
  var columns: Range<Int>
  /// The rows covered.
  var rows: Range<Int>

  /// The cells both regions cover (an empty region when they do not meet).
  func intersection(_ other: CellRegion) -> CellRegion {
    CellRegion(columns: Self.clamp(columns, other.columns), rows: Self.clamp(rows, other.rows))
  }

  /// Whether the region holds `(column, row)`.
  func contains(column: Int, row: Int) -> Bool {
    columns.contains(column) && rows.contains(row)
  }

  /// Whether the region holds no cell.
  var isEmpty: Bool { columns.isEmpty || rows.isEmpty }

  private static func clamp(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
    let lower = max(a.lowerBound, b.lowerBound)
    let upper = min(a.upperBound, b.upperBound)
    return lower < upper ? lower..<upper : lower..<lower
  }
}
