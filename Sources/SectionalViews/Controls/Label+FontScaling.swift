import SectionalGraphics

extension Label {
  /// The most times `fittingFont(for:width:)` measures a candidate size.
  private static let fittingAttempts = 4

  /// The font a label with ``adjustsFontSizeToFitWidth`` draws `text` in within `width`, or
  /// `nil` when it draws in ``font``.
  ///
  /// Here one-line labels whose text is wider than `width` shrink (multi-line labels:
  /// `multiLineFittingFont(for:in:measurer:)`), and only when ``minimumScaleFactor`` is
  /// above 0 (UIKit's "0 does not scale the text down"). The size
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

extension Label {
  /// The step between the sizes a multi-line label tries when it shrinks its text: half a
  /// point.
  static let multiLineScaleStep = 0.5

  /// The font a multi-line label with ``adjustsFontSizeToFitWidth`` draws `text` in within a
  /// rectangle of `size`, or `nil` when it draws in ``font``.
  ///
  /// As `UILabel` since iOS 7, text that does not fit (it needs more lines than
  /// ``numberOfLines`` allows, or is taller than the height) is drawn smaller: the largest
  /// size, in steps of ``multiLineScaleStep`` down from the font's, at which it fits both,
  /// never below the font's size times ``minimumScaleFactor`` (a factor of 0, the default,
  /// means no shrinking). Text that does not fit at that size is cut by ``lineBreakMode``.
  /// A word wider than a line still breaks between characters; that alone is not "not
  /// fitting". Sizes are found by bisection, so fitting is taken to hold at every size below
  /// one where it holds.
  ///
  /// - Complexity: O(log((1 − factor) × size / step)) measurements, each of at most the
  ///   lines that fit.
  func multiLineFittingFont(for text: String, in size: CGSize, measurer: any TextMeasuring)
    -> Font?
  {
    let factor = min(minimumScaleFactor, 1)
    guard numberOfLines != 1, factor > 0, factor < 1, size.width > 0, size.height > 0,
      size.width.isFinite, size.height.isFinite
    else { return nil }
    let wrapping: LineBreakMode =
      lineBreakMode == .byCharWrapping ? .byCharWrapping : .byWordWrapping
    func fits(_ candidate: Font) -> Bool {
      guard let capacity = lineCapacity(of: text, font: candidate, in: size, measurer: measurer)
      else { return true }
      let limit = numberOfLines == 0 ? capacity : min(numberOfLines, capacity)
      let layout = measurer.layout(
        text, font: candidate, maxWidth: size.width, numberOfLines: limit,
        lineBreakMode: wrapping)
      return !layout.isTruncated && layout.size.height <= size.height
    }
    guard !fits(font) else { return nil }
    let full = font.pointSize
    let smallest = full * factor
    func pointSize(atStep step: Int) -> Double {
      max(smallest, full - Double(step) * Label.multiLineScaleStep)
    }
    let last = Int(((full - smallest) / Label.multiLineScaleStep).rounded(.up))
    guard last > 0 else { return nil }
    // The fewest steps down at which the text fits; the last step (the smallest size)
    // when none does.
    var low = 1
    var high = last
    while low < high {
      let middle = (low + high) / 2
      if fits(font.withSize(pointSize(atStep: middle))) { high = middle } else { low = middle + 1 }
    }
    return font.withSize(pointSize(atStep: low))
  }
}
