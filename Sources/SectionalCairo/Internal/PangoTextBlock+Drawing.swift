import CPangoCairo
import SectionalGraphics

extension PangoTextBlock {
  /// Draws the block's lines on `cr` with their top-left corner in `rect`'s top-left corner,
  /// placed horizontally by `alignment`, in the current source colour.
  ///
  /// Each line is shown at its measured baseline, so the text lands exactly in the box
  /// measuring reported. A line wider than the width limit (``LineBreakMode/byClipping``)
  /// starts at `rect`'s left edge and is clipped to its width.
  func draw(on cr: OpaquePointer, in rect: CGRect, alignment: TextAlignment) {
    for line in lines {
      guard let pangoLine = pango_layout_get_line_readonly(line.layout, line.index) else {
        continue
      }
      let x =
        line.isClipped
        ? rect.minX : rect.minX + alignment.lineOffset(lineWidth: line.width, boxWidth: rect.width)
      if line.isClipped {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY + line.top, rect.width, line.height)
        cairo_clip(cr)
      }
      cairo_move_to(cr, x, rect.minY + line.baseline)
      pango_cairo_show_layout_line(cr, pangoLine)
      if line.isClipped { cairo_restore(cr) }
    }
  }
}
