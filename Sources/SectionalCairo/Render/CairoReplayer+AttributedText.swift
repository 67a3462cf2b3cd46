import CPangoCairo
import SectionalGraphics

extension CairoReplayer {
  /// Draws a text run with attributed runs: the shadows first, then the text with its runs'
  /// fonts, colours, backgrounds and lines from the layout's Pango attributes
  /// (Documentation/AttributedText.md § Drawing with Pango).
  ///
  /// Each glyph run gets its own shadow, or the text run's when it has none. A shadow is the
  /// run's glyph outlines (no backgrounds, underlines or strikethroughs) filled in the shadow
  /// colour, moved by its offset, sharp or blurred as a plain text shadow. `run.rect` is
  /// finite (checked by the caller).
  func drawAttributedText(_ run: TextRun) {
    guard let attributed = run.attributedText else { return }
    PangoEngine.shared.withDrawnBlock(TextRequest(run: run)) { block in
      for shadow in Self.shadows(of: attributed, default: run.shadow) {
        let rect = run.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        let includes: (Int) -> Bool = { offset in
          (attributed.attributes(atUTF8Offset: offset).shadow ?? run.shadow) == shadow
        }
        if shadow.blurRadius > 0 {
          guard let bounds = block.bounds(in: rect, alignment: run.alignment) else { continue }
          drawBlurredMask(covering: bounds, color: shadow.color, blurRadius: shadow.blurRadius) {
            maskCR in
            block.fillGlyphs(on: maskCR, in: rect, alignment: run.alignment, where: includes)
          }
        } else {
          setColor(shadow.color)
          block.fillGlyphs(on: cr, in: rect, alignment: run.alignment, where: includes)
        }
      }
      setColor(run.color)
      block.draw(on: cr, in: run.rect, alignment: run.alignment)
    }
  }

  /// The distinct visible shadows the runs draw, in the order of their first run; runs
  /// without a shadow draw `fallback`.
  private static func shadows(of text: AttributedText, default fallback: Shadow?) -> [Shadow] {
    var shadows: [Shadow] = []
    for run in text.runs {
      guard let shadow = run.attributes.shadow ?? fallback, !shadow.color.isClear,
        shadow.offset.width.isFinite, shadow.offset.height.isFinite,
        !shadows.contains(shadow)
      else { continue }
      shadows.append(shadow)
    }
    return shadows
  }
}

extension PangoTextBlock {
  /// Fills the outlines of the glyph runs whose text starts at a UTF-8 offset (in the
  /// request's text) that `includes` accepts, placed as ``draw(on:in:alignment:)`` places
  /// them, in the current source; a clipped line's glyphs are clipped to `rect`'s width.
  func fillGlyphs(
    on cr: OpaquePointer, in rect: CGRect, alignment: TextAlignment,
    where includes: (Int) -> Bool
  ) {
    for line in lines {
      let pangoLine = line.line
      let base = line.utf8Range.lowerBound - Int(pangoLine.pointee.start_index)
      var x =
        line.isClipped
        ? rect.minX : rect.minX + alignment.lineOffset(lineWidth: line.width, boxWidth: rect.width)
      let y = rect.minY + line.baseline
      cairo_save(cr)
      if line.isClipped {
        cairo_rectangle(cr, rect.minX, rect.minY + line.top, rect.width, line.height)
        cairo_clip(cr)
      }
      cairo_new_path(cr)
      var node = pangoLine.pointee.runs
      while let current = node {
        if let data = current.pointee.data {
          let glyphItem = data.assumingMemoryBound(to: PangoGlyphItem.self).pointee
          let item = glyphItem.item.pointee
          if includes(base + Int(item.offset)) {
            cairo_move_to(cr, x, y - Double(glyphItem.y_offset) / Double(PANGO_SCALE))
            pango_cairo_glyph_string_path(cr, item.analysis.font, glyphItem.glyphs)
          }
          x += Double(pango_glyph_string_get_width(glyphItem.glyphs)) / Double(PANGO_SCALE)
        }
        node = current.pointee.next
      }
      cairo_fill(cr)
      cairo_restore(cr)
    }
  }
}
