/// A screen of terminal cells, row by row: what the rasteriser draws and the writer flushes.
public struct CellGrid: Hashable, Sendable {
  /// The number of columns.
  public let columns: Int
  /// The number of rows.
  public let rows: Int
  /// The cells, row-major: cell `(column, row)` is at `row × columns + column`.
  public private(set) var cells: [Cell]

  /// Creates a grid of `columns` × `rows` copies of `blank` (negative sizes count as 0).
  ///
  /// - Complexity: O(columns × rows).
  public init(columns: Int, rows: Int, blank: Cell = Cell()) {
    self.columns = max(columns, 0)
    self.rows = max(rows, 0)
    self.cells = Array(repeating: blank, count: self.columns * self.rows)
  }

  /// Whether `(column, row)` lies on the grid.
  public func contains(column: Int, row: Int) -> Bool {
    column >= 0 && column < columns && row >= 0 && row < rows
  }

  /// The cell at `(column, row)`, which must lie on the grid.
  public subscript(column: Int, row: Int) -> Cell {
    get {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) off the grid")
      return cells[row * columns + column]
    }
    set {
      precondition(contains(column: column, row: row), "cell (\(column), \(row)) off the grid")
      cells[row * columns + column] = newValue
    }
  }

  /// Puts `character` at `(column, row)` with `foreground` and `attributes`, keeping the
  /// background, and returns how many columns it took (0 when it did not fit or is off the
  /// grid, or is a zero-width character).
  ///
  /// A wide character takes this cell and a continuation cell to its right; one that would
  /// hang off the right edge is not drawn. Overwriting half of an existing wide character
  /// blanks its other half, as terminals do.
  @discardableResult
  public mutating func put(
    _ character: Character, column: Int, row: Int, foreground: CellColor,
    attributes: CellAttributes = []
  ) -> Int {
    let width = CharacterWidth.columns(of: character)
    guard width > 0, contains(column: column, row: row), column + width <= columns else {
      return 0
    }
    for offset in 0..<width { breakWideCharacter(at: column + offset, row: row) }
    for offset in 0..<width {
      var cell = self[column + offset, row]
      cell.character = offset == 0 ? character : " "
      cell.foreground = foreground
      cell.attributes = attributes
      cell.isContinuation = offset > 0
      self[column + offset, row] = cell
    }
    return width
  }

  /// Blanks the other half of a wide character that `(column, row)` is part of.
  mutating func breakWideCharacter(at column: Int, row: Int) {
    let cell = self[column, row]
    if cell.isContinuation, column > 0 {
      self[column - 1, row].character = " "
      self[column, row].isContinuation = false
    } else if CharacterWidth.columns(of: cell.character) == 2, column + 1 < columns {
      self[column + 1, row].isContinuation = false
      self[column + 1, row].character = " "
    }
  }
}
