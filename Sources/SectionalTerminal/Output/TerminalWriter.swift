/// Turns cell grids into the bytes that update a terminal: the whole screen for the first
/// frame, then only the cells that changed.
///
/// The writer remembers the last grid it wrote, where it left the cursor and the SGR state
/// it set. A diff frame visits changed cells row by row, moves the cursor only when it is
/// not already at the next changed cell (the shortest of CUP, CUF and CUB, see
/// `CursorMotion`), and emits an SGR sequence only with the parameters that differ from
/// the current state (blank cells do not care about the foreground). After a character in
/// the last column the cursor position is treated as unknown, because terminals differ on
/// the pending wrap.
public struct TerminalWriter: Sendable {
  /// How colours are encoded.
  public var colorMode: ColorMode
  /// The grid last written, or nil before the first frame or after ``invalidate()``.
  public private(set) var previous: CellGrid?
  /// The total number of bytes returned by ``frame(_:)`` so far.
  public private(set) var bytesWritten = 0

  private var cursor: (column: Int, row: Int)?
  private var rendition = RenditionState()

  /// Creates a writer with `colorMode` (truecolor by default).
  public init(colorMode: ColorMode = .trueColor) {
    self.colorMode = colorMode
  }

  /// Forgets the screen, so the next frame is written in full (after a resize, or when the
  /// screen may have been disturbed).
  public mutating func invalidate() {
    previous = nil
    cursor = nil
    rendition = RenditionState()
  }

  /// The bytes that show `grid`: every cell when there is no previous grid of the same
  /// size, otherwise the cells that look different from the previous grid.
  ///
  /// - Complexity: O(columns × rows).
  public mutating func frame(_ grid: CellGrid) -> [UInt8] {
    var output = ""
    let old = previous.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
    if old == nil {
      output += "\u{1B}[0m"
      rendition = RenditionState()
      cursor = nil
    }
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let cell = grid[column, row]
        if cell.isContinuation { continue }
        if let old, CellStyle.looksSame(old[column, row], cell) {
          if CharacterWidth.columns(of: cell.character) < 2 || column + 1 >= grid.columns
            || CellStyle.looksSame(old[column + 1, row], grid[column + 1, row])
          {
            continue
          }
        }
        write(cell, column: column, row: row, columns: grid.columns, into: &output)
      }
    }
    previous = grid
    let bytes = Array(output.utf8)
    bytesWritten += bytes.count
    return bytes
  }

  private mutating func write(
    _ cell: Cell, column: Int, row: Int, columns: Int, into output: inout String
  ) {
    output += CursorMotion.sequence(from: cursor, to: column, row: row)
    let style = CellStyle(cell)
    output += RenditionState.sequence(rendition.parameters(to: style, mode: colorMode))
    rendition = rendition.applying(style)
    output.append(cell.character)
    let width = max(CharacterWidth.columns(of: cell.character), 1)
    cursor = column + width < columns ? (column + width, row) : nil
  }
}
