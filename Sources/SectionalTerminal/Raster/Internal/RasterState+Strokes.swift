import SectionalGraphics

extension RasterState {
  /// The box-drawing characters strokes may draw over (besides blanks).
  static let boxCharacters: Set<Character> = [
    "─", "│", "┌", "┐", "└", "┘", "╭", "╮", "╰", "╯", "╱", "╲", "╳",
  ]

  /// Draws `rect`'s outline as box-drawing characters in the cells its edges fall in.
  mutating func stroke(_ rect: CGRect, rounded: Bool, color: Color) {
    guard !color.isClear, !rect.isNull else { return }
    let screen = rect.applying(transform)
    let left = scale.column(containing: screen.minX)
    let right = max(scale.column(containing: screen.maxX - 1e-6), left)
    let top = scale.row(containing: screen.minY)
    let bottom = max(scale.row(containing: screen.maxY - 1e-6), top)
    if top == bottom {
      for column in left...right { box("─", column: column, row: top, color: color) }
      return
    }
    if left == right {
      for row in top...bottom { box("│", column: left, row: row, color: color) }
      return
    }
    for column in (left + 1)..<right {
      box("─", column: column, row: top, color: color)
      box("─", column: column, row: bottom, color: color)
    }
    for row in (top + 1)..<bottom {
      box("│", column: left, row: row, color: color)
      box("│", column: right, row: row, color: color)
    }
    box(rounded ? "╭" : "┌", column: left, row: top, color: color)
    box(rounded ? "╮" : "┐", column: right, row: top, color: color)
    box(rounded ? "╰" : "└", column: left, row: bottom, color: color)
    box(rounded ? "╯" : "┘", column: right, row: bottom, color: color)
  }

  /// Draws a line between two screen points: `─` or `│` along a row or column, `╱` or `╲`
  /// through the cells a diagonal crosses.
  ///
  /// A line inside one cell is drawn by its dominant direction: diagonal when neither
  /// side is under a quarter of the other, otherwise as a horizontal or vertical stroke.
  mutating func line(from start: CGPoint, to end: CGPoint, color: Color) {
    guard !color.isClear, start.x.isFinite, start.y.isFinite, end.x.isFinite, end.y.isFinite
    else { return }
    let c0 = scale.column(containing: start.x)
    let c1 = scale.column(containing: end.x)
    let r0 = scale.row(containing: start.y)
    let r1 = scale.row(containing: end.y)
    let dx = end.x - start.x
    let dy = end.y - start.y
    let diagonal: Character = (dx > 0) == (dy > 0) ? "╲" : "╱"
    if c0 == c1 && r0 == r1 {
      let wide = abs(dx) >= 4 * abs(dy)
      let tall = abs(dy) >= 4 * abs(dx)
      box(wide ? "─" : tall ? "│" : diagonal, column: c0, row: r0, color: color)
    } else if r0 == r1 {
      for column in min(c0, c1)...max(c0, c1) { box("─", column: column, row: r0, color: color) }
    } else if c0 == c1 {
      for row in min(r0, r1)...max(r0, r1) { box("│", column: c0, row: row, color: color) }
    } else {
      let steps = max(abs(c1 - c0), abs(r1 - r0)) * 2
      for step in 0...steps {
        let t = Double(step) / Double(steps)
        let point = CGPoint(x: start.x + dx * t, y: start.y + dy * t)
        box(
          diagonal, column: scale.column(containing: point.x), row: scale.row(containing: point.y),
          color: color)
      }
    }
  }

  /// Puts a box-drawing character in a blank or box-drawing cell within the clip that no
  /// text line covers; crossing diagonals make `╳`.
  mutating func box(_ character: Character, column: Int, row: Int, color: Color) {
    guard clip.contains(column: column, row: row), !textCells[row * grid.columns + column]
    else { return }
    let cell = grid[column, row]
    guard cell.isBlank || Self.boxCharacters.contains(cell.character) else { return }
    var shown = character
    if (cell.character == "╱" && character == "╲") || (cell.character == "╲" && character == "╱") {
      shown = "╳"
    }
    grid.put(
      shown, column: column, row: row, foreground: cell.background.blending(color))
  }
}
