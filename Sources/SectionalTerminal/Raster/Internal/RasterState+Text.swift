import SectionalGraphics

extension RasterState {
  /// Draws a text run: laid out in cells in its rectangle, each line on the row nearest its
  /// top, aligned in the rectangle's width, characters outside the clip left out.
  ///
  /// Attributed runs give each character its run's colour, background, boldness and
  /// underline (`cellStyle(at:in:)`).
  mutating func text(_ run: TextRun) {
    guard !run.text.isEmpty, !run.rect.isNull else { return }
    guard run.attributedText != nil || !run.color.isClear else { return }
    let origin = run.rect.origin.applying(transform)
    let factor = Self.radiusScale(transform)
    guard origin.x.isFinite, origin.y.isFinite else { return }
    let layout = CellTextMetrics(scale: scale).layout(of: run)
    let plain = CellStyle(
      color: run.color, background: nil, attributes: run.font.isBold ? [.bold] : [])
    let boxWidth = run.rect.width * factor
    for (index, line) in layout.lines.enumerated() {
      let top = origin.y + Double(index) * layout.lineHeight
      let row = scale.nearestRow(to: top)
      guard clip.rows.contains(row) else { continue }
      let offset = run.alignment.lineOffset(lineWidth: line.width, boxWidth: boxWidth)
      var column = scale.nearestColumn(to: origin.x + max(offset, 0))
      var utf8Offset = line.utf8Range.lowerBound
      for character in line.text {
        let width = CharacterWidth.columns(of: character)
        let style = run.attributedText.map { Self.cellStyle(at: utf8Offset, in: run, $0) } ?? plain
        utf8Offset += character.utf8.count
        if width > 0, column >= clip.columns.lowerBound,
          column + width <= clip.columns.upperBound, !style.color.isClear
        {
          for covered in column..<(column + width) {
            textCells[row * grid.columns + covered] = true
            if let fill = style.background {
              grid[covered, row].background = grid[covered, row].background.blending(fill)
            }
          }
          let background = grid[column, row].background
          grid.put(
            character, column: column, row: row, foreground: background.blending(style.color),
            attributes: style.attributes)
        }
        column += width
      }
    }
  }

  /// How one character of a text run looks in cells.
  struct CellStyle {
    /// The text colour.
    var color: Color
    /// A colour filled behind the character, or `nil`.
    var background: Color?
    /// Bold and underline.
    var attributes: CellAttributes
  }

  /// The cell style of the character at `utf8Offset` of an attributed run: its run's colour
  /// (else the run's), background, bold for a semibold or heavier font and underline;
  /// strikethrough, kerning, shadows and font sizes have no cell form and are dropped.
  static func cellStyle(at utf8Offset: Int, in run: TextRun, _ text: AttributedText) -> CellStyle {
    let attributes = text.attributes(atUTF8Offset: utf8Offset)
    var cell: CellAttributes = (attributes.font ?? run.font).isBold ? [.bold] : []
    if attributes.underline != .none { cell.insert(.underline) }
    return CellStyle(
      color: attributes.foregroundColor ?? run.color,
      background: attributes.backgroundColor.flatMap { $0.isClear ? nil : $0 }, attributes: cell)
  }
}
