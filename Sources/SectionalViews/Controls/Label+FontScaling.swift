import SectionalGraphics

extension Label {
  /// The most times `fittingFont(for:width:)` measures a candidate size.
  private static let fittingAttempts = 4

  /// The font a label with ``adjustsFontSizeToFitWidth`` draws `text` in within `width`, or
  /// `nil` when it draws in ``font``.
  ///
  /// Only one-line labels whose text is wider than `width` shrink, and only when
  /// ``minimumScaleFactor`` is above 0 (UIKit's "0 does not scale the text down"). The size
  /// starts at the font's size times `width` over the text's width, and steps down in
  /// proportion while the measured width still exceeds `width` (widths round up to whole
  /// points, so a size in proportion can be a fraction too wide), never below the font's size
  /// times the factor: text too long for that size is truncated by ``lineBreakMode``.
  ///
  /// - Complexity: at most five measurements of `text` on one line.
  func fittingFont(for text: String, width: Double) -> Font? {
    let factor = min(minimumScaleFactor, 1)
    guard numberOfLines == 1, factor > 0, factor < 1, width > 0, width.isFinite else {
      return nil
    }
    let measurer = textMeasurer
    func widthOf(_ font: Font) -> Double {
      measurer.layout(
        text, font: font, maxWidth: nil, numberOfLines: 1, lineBreakMode: .byClipping
      ).size.width
    }
    let fullWidth = widthOf(font)
    guard fullWidth > width else { return nil }
    let smallest = font.pointSize * factor
    var size = max(smallest, font.pointSize * width / fullWidth)
    for _ in 0..<Label.fittingAttempts {
      let candidate = font.withSize(size)
      let candidateWidth = widthOf(candidate)
      if candidateWidth <= width || size <= smallest { return candidate }
      size = max(smallest, min(size * width / candidateWidth, size - 0.5))
    }
    return font.withSize(size)
  }

  /// The rectangle text in the shrunk `font` is drawn in: its first baseline where the
  /// full-size text's (`fullLayout`, placed in `fullRect`) would be, as UIKit's default
  /// `baselineAdjustment` (`.alignBaselines`) keeps it.
  func shrunkTextRect(
    _ fullRect: CGRect, font: Font, fullLayout: TextLayout, measurer: any TextMeasuring
  ) -> CGRect {
    let shrunk = measurer.layout(
      text ?? "", font: font, maxWidth: fullRect.width, numberOfLines: 1,
      lineBreakMode: lineBreakMode)
    return CGRect(
      x: fullRect.minX, y: fullRect.minY + fullLayout.firstBaseline - shrunk.firstBaseline,
      width: fullRect.width, height: shrunk.size.height)
  }
}
