import SectionalGraphics

/// How many points one terminal cell covers: the bridge between a view tree laid out in
/// points and a screen of character cells.
///
/// The default is 8 pt wide by 16 pt high, the 1:2 aspect of a typical monospaced terminal
/// cell, so a 44 pt UIKit row is about three cells high and a 390 pt iPhone width about 49
/// columns. Cell `(column, row)` covers the points `[column × width, (column + 1) × width)`
/// horizontally and `[row × height, (row + 1) × height)` vertically; a shape covers a cell
/// when it covers the cell's centre.
public struct CellScale: Hashable, Sendable {
  /// The width of one cell in points (default 8).
  public var width: Double
  /// The height of one cell in points (default 16).
  public var height: Double

  /// Creates a scale of `width` × `height` points per cell.
  ///
  /// A size that is not finite and positive falls back to the default for that side.
  public init(width: Double = 8, height: Double = 16) {
    self.width = width.isFinite && width > 0 ? width : 8
    self.height = height.isFinite && height > 0 ? height : 16
  }

  /// The default 8 × 16 pt cell.
  public static let standard = CellScale()

  /// The size in points of a grid of `columns` × `rows` cells.
  public func size(columns: Int, rows: Int) -> CGSize {
    CGSize(width: Double(max(columns, 0)) * width, height: Double(max(rows, 0)) * height)
  }

  /// The centre of cell `(column, row)` in points: where a mouse click in that cell lands.
  public func centre(column: Int, row: Int) -> CGPoint {
    CGPoint(x: (Double(column) + 0.5) * width, y: (Double(row) + 0.5) * height)
  }

  /// The half-open range of columns whose centres lie in `[minX, maxX)`.
  ///
  /// A span narrower than half a cell on both sides of a centre covers no column, so
  /// hairlines (a 0.5 pt separator) vanish rather than smear over a whole cell.
  public func columns(from minX: Double, to maxX: Double) -> Range<Int> {
    Self.cells(from: minX / width, to: maxX / width)
  }

  /// The half-open range of rows whose centres lie in `[minY, maxY)`.
  public func rows(from minY: Double, to maxY: Double) -> Range<Int> {
    Self.cells(from: minY / height, to: maxY / height)
  }

  /// The column whose span contains `x` (the cell a line at `x` is drawn in).
  public func column(containing x: Double) -> Int { Self.index(x / width) }

  /// The row whose span contains `y`.
  public func row(containing y: Double) -> Int { Self.index(y / height) }

  /// The first column whose centre is at or right of `x`: where text starting at `x` goes.
  ///
  /// The same rule as ``columns(from:to:)``, so text lands in the cells a fill of its box
  /// would cover (a box starting exactly between two centres goes to the earlier cell).
  public func nearestColumn(to x: Double) -> Int { Self.index((x / width - 0.5).rounded(.up)) }

  /// The first row whose centre is at or below `y`: where a line of text whose top is `y`
  /// goes, the row a fill of the line's box would cover first.
  public func nearestRow(to y: Double) -> Int { Self.index((y / height - 0.5).rounded(.up)) }

  private static func cells(from low: Double, to high: Double) -> Range<Int> {
    guard low.isFinite || high.isFinite, !low.isNaN, !high.isNaN, low < high else {
      return 0..<0
    }
    let lower = index((low - 0.5).rounded(.up))
    let upper = index((high - 0.5).rounded(.up))
    return lower < upper ? lower..<upper : lower..<lower
  }

  private static func index(_ value: Double) -> Int {
    let limit = Double(Int32.max)
    guard !value.isNaN else { return 0 }
    return Int(min(max(value.rounded(.down), -limit), limit))
  }
}
