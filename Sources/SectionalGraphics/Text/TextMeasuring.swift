import Foundation

/// Measures text: the one seam between the layout code and a font library.
///
/// Pango implements it in `SectionalCairo` (measuring and drawing through one code path),
/// the terminal in character cells, and ``FixedTextMetrics`` deterministically for tests.
/// Every implementation follows the same rules:
/// - `maxWidth` of nil, or not finite, or 0 or less, means unbounded (UILabel's
///   `preferredMaxLayoutWidth` of 0 means "no limit" too); otherwise lines wrap as
///   ``LineBreakMode`` describes, and a line holds at least one grapheme cluster even when
///   that is wider than `maxWidth`.
/// - `numberOfLines` 0 means no limit (UIKit's `numberOfLines`); a negative value is 0.
/// - Newlines (`\n`, `\r\n`, `\r`, U+2028...) always start a new line.
/// - Text is handled as Unicode: widths are per grapheme cluster or per glyph, and byte
///   offsets are UTF-8, never `String.count`.
/// - The returned ``TextLayout/size`` is rounded up to whole points.
///
/// Implementations are `Sendable`: a Pango-backed one guards its context with a lock.
public protocol TextMeasuring: Sendable {
  /// Lays `text` out in `font` within `maxWidth`, with at most `numberOfLines` lines, and
  /// returns its size, lines and baselines.
  func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout

  /// Lays attributed text out: `text`'s runs in their own fonts, `font` standing for runs
  /// without one, with the paragraph style's line spacing (see ``AttributedText``).
  ///
  /// The same rules as the plain-text layout apply; line `i` no longer starts at
  /// `i × lineHeight` when fonts or line spacing differ (``TextLayout/lineHeight`` is the first
  /// line's). Measurers that draw one font per text keep
  /// ``defaultLayout(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
  func layout(
    attributed text: AttributedText, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout
}

extension TextMeasuring {
  /// Lays attributed text out with
  /// ``defaultLayout(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
  public func layout(
    attributed text: AttributedText, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    defaultLayout(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  /// The size `text` needs in `font`, rounded up to whole points (like UIKit's `ceil` of
  /// `boundingRect`).
  ///
  /// Defaults: unbounded width, no line limit, word wrapping.
  ///
  /// - Complexity: that of the implementation's
  ///   ``layout(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
  public func size(
    of text: String, font: Font, maxWidth: Double? = nil, numberOfLines: Int = 0,
    lineBreakMode: LineBreakMode = .byWordWrapping
  ) -> CGSize {
    layout(
      text, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode
    ).size
  }

  /// Lays out a text run the way a renderer draws it: wrapped to its rectangle's width,
  /// with its line limit and line-break mode.
  ///
  /// - Complexity: that of the implementation's
  ///   ``layout(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
  public func layout(of run: TextRun) -> TextLayout {
    if let attributed = run.attributedText {
      return layout(
        attributed: attributed, font: run.font, maxWidth: run.rect.width,
        numberOfLines: run.numberOfLines,
        lineBreakMode: run.lineBreakMode)
    }
    return layout(
      run.text, font: run.font, maxWidth: run.rect.width, numberOfLines: run.numberOfLines,
      lineBreakMode: run.lineBreakMode)
  }
}

extension TextMeasuring {
  /// Lays attributed text out: the default for measurers that draw one font per text, which
  /// lays the string out in the largest of its fonts (`font` standing for runs without one),
  /// so the text is never measured smaller than it draws.
  ///
  /// Exact for measurers whose sizes do not depend on the font (the terminal's cells);
  /// ``FixedTextMetrics`` uses it as is. The paragraph style's line spacing is added
  /// between lines.
  ///
  /// - Complexity: that of ``layout(_:font:maxWidth:numberOfLines:lineBreakMode:)``.
  public func defaultLayout(
    _ text: AttributedText, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    var result = layout(
      text.string, font: text.largestFont(base: font), maxWidth: maxWidth,
      numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    let spacing = text.paragraphStyle?.lineSpacing ?? 0
    guard spacing > 0, result.lines.count > 1 else { return result }
    let gaps = Double(result.lines.count - 1) * spacing
    result.size.height = TextLayout.roundUp(Double(result.lines.count) * result.lineHeight + gaps)
    result.lastBaseline += gaps
    return result
  }
}
