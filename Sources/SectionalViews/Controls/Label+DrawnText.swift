import SectionalGraphics

/// What a multi-line label draws in a rectangle of one size: the font (smaller than the
/// label's when it shrinks its text to fit) and the line limit.
struct DrawnText: Equatable, Sendable {
  /// The size of the rectangle drawn in.
  var size: CGSize
  /// The font drawn in.
  var font: Font
  /// The line limit of the text run drawn: the label's ``Label/numberOfLines``, or the lines
  /// that fit the height when the text is taller than that.
  var lineLimit: Int
}

extension Label {
  /// The font and line limit a multi-line label draws `text` with in a rectangle of `size`
  /// (Documentation/LinuxRendering.md § Long text, Documentation/Traits.md § Shrinking text
  /// to fit).
  ///
  /// As `UILabel`, a label shows no more lines than fit its height: when the text needs more
  /// (with no line limit, or a limit above what fits), the limit becomes the number of whole
  /// lines that fit (at least one), and the last one is cut by ``lineBreakMode``. Text that
  /// fits keeps ``numberOfLines``, so it is drawn as it is measured. With
  /// ``adjustsFontSizeToFitWidth`` the font is first shrunk (`multiLineFittingFont`).
  ///
  /// The answer is kept for the size until what is shown or how it is measured changes
  /// (`Measurements.forget()`), so a label redrawn frame after frame decides once.
  ///
  /// - Complexity: O(1) when kept; otherwise a few measurements of at most the lines that
  ///   fit, one line's height per shrink candidate, or a measurement the label already keeps.
  func drawnText(for text: String, in size: CGSize, measurer: any TextMeasuring) -> DrawnText {
    measurements.syncEpoch()
    if let drawn = measurements.drawn, drawn.size == size { return drawn }
    var drawnFont = font
    if adjustsFontSizeToFitWidth,
      let fitting = multiLineFittingFont(for: text, in: size, measurer: measurer)
    {
      drawnFont = fitting
    }
    let limit = lineLimit(for: text, font: drawnFont, in: size, measurer: measurer)
    let drawn = DrawnText(size: size, font: drawnFont, lineLimit: limit)
    measurements.drawn = drawn
    return drawn
  }

  /// The line limit `text` in `font` is drawn with in a rectangle of `size`: ``numberOfLines``
  /// when the text fits that many lines within the height, else the whole lines that fit.
  private func lineLimit(
    for text: String, font: Font, in size: CGSize, measurer: any TextMeasuring
  ) -> Int {
    guard
      let capacity = lineCapacity(of: text, font: font, in: size, measurer: measurer),
      numberOfLines == 0 || numberOfLines > capacity
    else { return numberOfLines }
    if font == self.font, let slot = measurements.slot(for: size.width),
      measurements.size(at: slot).height <= size.height
    {
      return numberOfLines
    }
    var limit = capacity
    var shown = measurer.layout(
      text, font: font, maxWidth: size.width, numberOfLines: limit, lineBreakMode: lineBreakMode)
    guard shown.isTruncated else { return numberOfLines }
    while limit > 1 && shown.size.height > size.height {
      limit -= 1
      shown = measurer.layout(
        text, font: font, maxWidth: size.width, numberOfLines: limit,
        lineBreakMode: lineBreakMode)
    }
    return limit
  }

  /// How many lines of `text` in `font` fit the height of `size` (at least one), from the
  /// height of its first line wrapped at the width; `nil` when that height is not known.
  func lineCapacity(
    of text: String, font: Font, in size: CGSize, measurer: any TextMeasuring
  ) -> Int? {
    guard size.height.isFinite, size.width > 0 else { return nil }
    let first = measurer.layout(
      text, font: font, maxWidth: size.width, numberOfLines: 1, lineBreakMode: .byWordWrapping)
    guard first.lineHeight > 0, first.lineHeight.isFinite else { return nil }
    let lines = (size.height / first.lineHeight + 1e-9).rounded(.down)
    return Int(Swift.min(Swift.max(lines, 1), Double(Int32.max)))
  }
}
