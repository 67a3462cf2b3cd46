/// Turns cell grids into the bytes that update a terminal: the whole screen for the first
/// frame, then only what changed.
///
/// The writer remembers the last grid it wrote, where it left the cursor and the SGR state
/// it set. A diff frame visits changed cells row by row, moves the cursor only when it is
/// not already at the next changed cell (the shortest of CUP, CUF and CUB, see
/// `CursorMotion`), and emits an SGR sequence only with the parameters that differ from
/// the current state (blank cells do not care about the foreground). After a character in
/// the last column the cursor position is treated as unknown, because terminals differ on
/// the pending wrap.
///
/// When lines moved as a whole (a scroll), the writer can have the terminal move them: it
/// sets a scroll region over the rows that moved, scrolls it, resets the region and then
/// writes the cells that still differ, mostly the exposed lines
/// (Documentation/TerminalRendering.md § Scroll regions). It does so only when that is
/// shorter than the plain diff, so a frame is never longer for it.
public struct TerminalWriter: Sendable {
  /// How colours are encoded.
  public var colorMode: ColorMode
  /// Whether lines that moved as a whole are moved by the terminal (true by default).
  ///
  /// Moving means DECSTBM with SU or SD instead of rewriting the lines. It relies on
  /// background colour erase, which xterm, tmux, VTE, kitty and most current terminals have
  /// (GNU screen by default not).
  public var usesScrollRegions = true
  /// The grid last written, or nil before the first frame or after ``invalidate()``.
  public private(set) var previous: CellGrid?
  /// The total number of bytes returned by ``frame(_:)`` so far.
  public private(set) var bytesWritten = 0
  /// The number of frames that moved lines with a scroll region so far.
  public private(set) var scrollCount = 0

  /// Whether the last frame left the cursor shown on the focused element.
  public private(set) var showsFocusCursor = false

  private var state = TerminalState()

  /// Creates a writer with `colorMode` (truecolor by default).
  public init(colorMode: ColorMode = .trueColor) {
    self.colorMode = colorMode
  }

  /// Forgets the screen, so the next frame is written in full (after a resize, or when the
  /// screen may have been disturbed).
  public mutating func invalidate() {
    previous = nil
    state = TerminalState()
  }

  /// The bytes that show `grid`: every cell when there is no previous grid of the same
  /// size, otherwise the cells that look different from the previous grid, after a scroll
  /// of whole lines when that is shorter.
  ///
  /// - Complexity: O(columns × rows) per frame, plus O(rows² × columns) to look for a
  ///   scroll when scroll regions are on and the frame changes more than a few cells.
  public mutating func frame(_ grid: CellGrid) -> [UInt8] {
    let old = previous.flatMap { $0.columns == grid.columns && $0.rows == grid.rows ? $0 : nil }
    var output = ""
    if let old {
      var plainState = state
      Self.diff(from: old, to: grid, mode: colorMode, state: &plainState, into: &output)
      var next = plainState
      if usesScrollRegions, let scroll = LineScroll.best(from: old, to: grid) {
        var scrolledState = state
        var scrolled = ""
        let erase = Cell(background: scroll.eraseBackground)
        scrolled += RenditionState.sequence(
          scrolledState.rendition.parameters(to: CellStyle(erase), mode: colorMode))
        scrolledState.rendition = scrolledState.rendition.applying(CellStyle(erase))
        scrolled += scroll.escapeSequence
        scrolledState.cursor = (0, 0)
        Self.diff(
          from: scroll.applied(to: old), to: grid, mode: colorMode, state: &scrolledState,
          into: &scrolled)
        if scrolled.utf8.count < output.utf8.count {
          output = scrolled
          next = scrolledState
          scrollCount += 1
        }
      }
      state = next
    } else {
      output += "\u{1B}[0m"
      state = TerminalState()
      Self.diff(from: nil, to: grid, mode: colorMode, state: &state, into: &output)
    }
    previous = grid
    let bytes = Array(output.utf8)
    bytesWritten += bytes.count
    return bytes
  }

  /// The bytes that show `grid` (as ``frame(_:)``) and then leave the cursor shown at
  /// `focus` (a cell), or hidden when `focus` is nil.
  ///
  /// Terminal screen readers read where the cursor is, so the host keeps it on the focused
  /// element's text (Documentation/Accessibility.md § Terminal). The cursor is hidden while
  /// cells are written, so it never shows where a character is being drawn; a frame that
  /// changes nothing and keeps the focus writes nothing. A cell off the grid counts as none.
  public mutating func frame(_ grid: CellGrid, cursorAt focus: (column: Int, row: Int)?)
    -> [UInt8]
  {
    let frameBytes = frame(grid)
    let target = focus.flatMap {
      (0..<grid.columns).contains($0.column) && (0..<grid.rows).contains($0.row) ? $0 : nil
    }
    var prefix = ""
    var tail = ""
    if let target {
      let moved = state.cursor.map { $0 != target } ?? true
      if !frameBytes.isEmpty || !showsFocusCursor || moved {
        if showsFocusCursor && !frameBytes.isEmpty { prefix = Self.hideCursor }
        tail = CursorMotion.sequence(from: state.cursor, to: target.column, row: target.row)
        tail += Self.showCursor
      }
      state.cursor = target
    } else if showsFocusCursor {
      tail = Self.hideCursor
    }
    showsFocusCursor = target != nil
    bytesWritten += prefix.utf8.count + tail.utf8.count
    return Array(prefix.utf8) + frameBytes + Array(tail.utf8)
  }

  /// DECTCEM off: hides the cursor.
  static let hideCursor = "\u{1B}[?25l"
  /// DECTCEM on: shows the cursor.
  static let showCursor = "\u{1B}[?25h"

  /// Appends to `output` the bytes that turn a screen showing `old` (every cell unknown
  /// when nil) into `grid`, starting from and updating `state`.
  private static func diff(
    from old: CellGrid?, to grid: CellGrid, mode: ColorMode, state: inout TerminalState,
    into output: inout String
  ) {
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
        state.write(
          cell, column: column, row: row, columns: grid.columns, mode: mode, into: &output)
      }
    }
  }
}

/// What the writer knows about the terminal between cells: where the cursor is and the
/// rendition last set.
private struct TerminalState: Sendable {
  /// The cursor, or nil when unknown.
  var cursor: (column: Int, row: Int)?
  /// The SGR state last set.
  var rendition = RenditionState()

  /// Appends the bytes that put `cell` at `(column, row)`.
  mutating func write(
    _ cell: Cell, column: Int, row: Int, columns: Int, mode: ColorMode, into output: inout String
  ) {
    output += CursorMotion.sequence(from: cursor, to: column, row: row)
    let style = CellStyle(cell)
    output += RenditionState.sequence(rendition.parameters(to: style, mode: mode))
    rendition = rendition.applying(style)
    output.append(cell.character)
    let width = max(CharacterWidth.columns(of: cell.character), 1)
    cursor = column + width < columns ? (column + width, row) : nil
  }
}
