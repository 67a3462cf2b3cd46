import CPangoCairo
import SectionalGraphics

extension CairoReplayer {
  /// Draws a text run: its shadow first (if any), then the text, both laid out by the
  /// shared Pango code path in the run's rectangle, at the replay's current opacity.
  ///
  /// The layout is kept by the engine (``PangoEngine/withDrawnBlock(_:_:)``), so a run drawn
  /// again with the same text, font, width and line rules is not shaped again.
  ///
  /// The shadow is a copy of the glyphs in the shadow colour, moved by its offset: sharp
  /// for a blur radius of 0 (UILabel's `shadowColor`/`shadowOffset`), otherwise blurred
  /// (see ``drawBlurredShadow(_:in:alignment:color:blurRadius:)``). A run at a non-finite
  /// position or size, or a shadow with a non-finite offset, is not drawn.
  func drawText(_ run: TextRun) {
    guard !run.text.isEmpty, let rect = CairoSafeGeometry.rect(run.rect) else { return }
    var run = run
    run.rect = rect
    if run.attributedText != nil {
      drawAttributedText(run)
      return
    }
    PangoEngine.shared.withDrawnBlock(TextRequest(run: run)) { block in
      if let shadow = run.shadow, !shadow.color.isClear, shadow.offset.width.isFinite,
        shadow.offset.height.isFinite
      {
        let shadowRect = run.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        if shadow.blurRadius > 0 {
          drawBlurredShadow(
            block, in: shadowRect, alignment: run.alignment, color: shadow.color,
            blurRadius: shadow.blurRadius)
        } else {
          setColor(shadow.color)
          block.draw(on: cr, in: shadowRect, alignment: run.alignment)
        }
      }
      setColor(run.color)
      block.draw(on: cr, in: run.rect, alignment: run.alignment)
    }
  }
}
