import CPangoCairo
import SectionalGraphics

extension PangoTextBlock {
  /// Draws the block's lines on `cr` with their top-left corner in `rect`'s top-left corner,
  /// placed horizontally by `alignment`, in the current source colour.
  ///
  /// Each line is shown at its measured baseline, so the text lands exactly in the box
  /// measuring reported. A line wider than the width limit (``LineBreakMode/byClipping``)
  /// starts at `rect`'s left edge and is clipped to its width. Only the lines that reach into
  /// the clip in effect on `cr` (grown by a line's height above and below, for glyphs that
  /// stand out of their line) are drawn: a text thousands of lines tall inside a scroll view
  /// draws what shows.
  ///
  /// - Complexity: O(log n + k) for n lines of which k reach into the clip.
  func draw(on cr: OpaquePointer, in rect: CGRect, alignment: TextAlignment) {
    for line in lines[visibleLines(on: cr, in: rect)] {
      let x =
        line.isClipped
        ? rect.minX : rect.minX + alignment.lineOffset(lineWidth: line.width, boxWidth: rect.width)
      if line.isClipped {
        cairo_save(cr)
        cairo_rectangle(cr, rect.minX, rect.minY + line.top, rect.width, line.height)
        cairo_clip(cr)
      }
      cairo_move_to(cr, x, rect.minY + line.baseline)
      pango_cairo_show_layout_line(cr, line.line)
      if line.isClipped { cairo_restore(cr) }
    }
  }

  /// The indices of the lines that reach into `cr`'s clip, grown by one line height above and
  /// below, when the block is drawn at `rect`; every line when the clip is unknown.
  ///
  /// Lines are in order from the top, so the first and last are found by binary search.
  func visibleLines(on cr: OpaquePointer, in rect: CGRect) -> Range<Int> {
    var x1 = 0.0
    var y1 = 0.0
    var x2 = 0.0
    var y2 = 0.0
    cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
    guard lines.count > 1, y1.isFinite, y2.isFinite, y2 > y1 else { return lines.indices }
    let reach = lines[0].height
    let top = y1 - rect.minY - reach
    let bottom = y2 - rect.minY + reach
    let first = partitionPoint { $0.top + $0.height < top }
    let end = partitionPoint { $0.top <= bottom }
    return first..<Swift.max(first, end)
  }

  /// The index of the first line for which `isBefore` is false; `isBefore` must hold for a
  /// prefix of the lines and fail for the rest.
  private func partitionPoint(_ isBefore: (PlacedLine) -> Bool) -> Int {
    var low = 0
    var high = lines.count
    while low < high {
      let middle = (low + high) / 2
      if isBefore(lines[middle]) { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
