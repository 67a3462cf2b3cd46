import SectionalGraphics

extension RasterState {
  /// Draws a text run: laid out in cells in its rectangle, each line on the row nearest its
  /// top, aligned in the rectangle's width, characters outside the clip left out.
  mutating func text(_ run: TextRun) {
    guard !run.text.isEmpty, !run.color.isClear, !run.rect.isNull else { return }
    let origin = run.rect.origin.applying(transform)
    let factor = Self.radiusScale(transform)
    guard origin.x.isFinite, origin.y.isFinite else { return }
    let layout = CellTextMetrics(scale: scale).layout(of: run)
    let attributes: CellAttributes = run.font.isBold ? [.bold] : []
    let boxWidth = run.rect.width * factor
    for (index, line) in layout.lines.enumerated() {
      let top = origin.y + Double(index) * layout.lineHeight
      let row = scale.nearestRow(to: top)
      guard clip.rows.contains(row) else { continue }
      let offset = run.alignment.lineOffset(lineWidth: line.width, boxWidth: boxWidth)
      var column = scale.nearestColumn(to: origin.x + max(offset, 0))
      for character in line.text {
        let width = CharacterWidth.columns(of: character)
        if width > 0, column >= clip.columns.lowerBound,
          column + width <= clip.columns.upperBound
        {
          for covered in column..<(column + width) {
            textCells[row * grid.columns + covered] = true
          }
          let background = grid[column, row].background
          grid.put(
            character, column: column, row: row, foreground: background.blending(run.color),
            attributes: attributes)
        }
        column += width
      }
    }
  }
}
