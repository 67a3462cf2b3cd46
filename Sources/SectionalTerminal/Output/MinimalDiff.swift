/// The reference cost of updating a terminal from one grid to another: what the writer's
/// diff frames are measured against.
///
/// Definition. Walk the cells in row-major order and group the cells that look different
/// (``Cell`` character, colours a viewer can see, attributes; a wide character and its
/// continuation count as one) into maximal runs of adjacent changed cells in a row. The
/// minimal diff is the sum over runs of:
///
/// 1. one cursor move to the run's first cell: the shortest of CUP, CUF and CUB from where
///    the previous run ended (`CursorMotion`; a CUP for the first run);
/// 2. the UTF-8 bytes of the run's characters;
/// 3. for each cell whose style differs from the cell written before it (in the run or at
///    the end of the previous run), one SGR sequence carrying only the parameters that
///    change. The first style is free: the reference assumes the terminal was left in
///    exactly the first changed cell's style (with, when that cell is blank, the foreground
///    of the first changed cell that shows one), which a writer cannot know in general.
///
/// It is a lower bound, up to the first cursor move, for a writer that uses only these
/// sequences: it never re-emits an unchanged cell to save a cursor move and never pays for
/// a reset. (A writer that knows where it left the cursor may reach the first run with a
/// CUF where the reference counts a CUP, a few bytes less.)
public enum MinimalDiff {
  /// The minimal number of bytes that turn a screen showing `old` into `new` (both of one
  /// size) in `colorMode`; 0 when nothing changed.
  ///
  /// - Complexity: O(columns × rows).
  public static func bytes(from old: CellGrid, to new: CellGrid, colorMode: ColorMode) -> Int {
    precondition(old.columns == new.columns && old.rows == new.rows, "grids differ in size")
    var total = 0
    var cursor: (column: Int, row: Int)?
    var state: RenditionState?
    for row in 0..<new.rows {
      var column = 0
      while column < new.columns {
        let cell = new[column, row]
        let width = cell.isContinuation ? 1 : max(CharacterWidth.columns(of: cell.character), 1)
        let changed = (column..<min(column + width, new.columns)).contains {
          !CellStyle.looksSame(old[$0, row], new[$0, row])
        }
        if !changed || cell.isContinuation {
          column += width
          continue
        }
        total += CursorMotion.sequence(from: cursor, to: column, row: row).utf8.count
        let style = CellStyle(cell)
        let current =
          state
          ?? RenditionState(
            foreground: style.foreground ?? firstForeground(from: old, to: new),
            background: style.background, attributes: style.attributes)
        total += RenditionState.sequence(current.parameters(to: style, mode: colorMode)).utf8.count
        state = current.applying(style)
        total += cell.character.utf8.count
        cursor = column + width < new.columns ? (column + width, row) : nil
        column += width
      }
    }
    return total
  }

  /// The foreground of the first changed cell that shows one: the free first style's
  /// foreground when the first changed cell is blank.
  private static func firstForeground(from old: CellGrid, to new: CellGrid) -> CellColor? {
    for row in 0..<new.rows {
      for column in 0..<new.columns where !CellStyle.looksSame(old[column, row], new[column, row]) {
        if let foreground = CellStyle(new[column, row]).foreground { return foreground }
      }
    }
    return nil
  }
}
