import Foundation

/// A deterministic ``TextMeasuring`` that needs no fonts: every grapheme cluster has the
/// same advance.
///
/// For unit tests and headless layout, like SwiftCrossUI's dummy backend: results depend
/// only on the text, the font's size and boldness, and these factors, never on installed
/// fonts. With the defaults, a 16-point font gives 8-point clusters (8.8 bold), 20-point
/// lines and the first baseline 16 points from the top.
/// - Each grapheme cluster (one `Character`, so "👩‍👩‍👧" is one) advances
///   ``advanceFactor`` × point size, or ``boldAdvanceFactor`` × point size when
///   ``Font/isBold``. Newlines have no width.
/// - Each line is ``lineHeightFactor`` × point size high. The baseline sits
///   ``ascenderFactor`` × point size below the top of the line's glyph box, which is
///   centred in the line (half of any extra leading above, half below), the way Pango and
///   CSS split leading.
/// - Lines break and truncate by the rules of ``TextMeasuring`` and ``LineBreakMode``: at
///   spaces (long words broken between clusters), honouring newlines and line limits, with
///   "…" (one cluster wide) for truncation.
public struct FixedTextMetrics: TextMeasuring, Hashable {
  /// The advance of a regular-weight cluster as a fraction of the point size; default 0.5.
  public var advanceFactor: Double
  /// The advance of a bold cluster as a fraction of the point size; default 0.55, ten per
  /// cent wider than regular.
  public var boldAdvanceFactor: Double
  /// The line height as a fraction of the point size; default 1.25.
  public var lineHeightFactor: Double
  /// The ascender (baseline to top of glyph box) as a fraction of the point size;
  /// default 1.
  public var ascenderFactor: Double
  /// The descender (baseline to bottom of glyph box) as a fraction of the point size;
  /// default 0.25.
  public var descenderFactor: Double

  /// Creates fixed metrics; every factor has the default documented on its property.
  ///
  /// Negative or non-finite factors are taken as 0.
  public init(
    advanceFactor: Double = 0.5, boldAdvanceFactor: Double = 0.55,
    lineHeightFactor: Double = 1.25, ascenderFactor: Double = 1, descenderFactor: Double = 0.25
  ) {
    func valid(_ value: Double) -> Double { value.isFinite ? Swift.max(value, 0) : 0 }
    self.advanceFactor = valid(advanceFactor)
    self.boldAdvanceFactor = valid(boldAdvanceFactor)
    self.lineHeightFactor = valid(lineHeightFactor)
    self.ascenderFactor = valid(ascenderFactor)
    self.descenderFactor = valid(descenderFactor)
  }

  /// The advance of one grapheme cluster in `font`.
  public func advance(for font: Font) -> Double {
    (font.isBold ? boldAdvanceFactor : advanceFactor) * font.pointSize
  }

  /// The height of one line in `font`.
  public func lineHeight(for font: Font) -> Double {
    lineHeightFactor * font.pointSize
  }

  /// The distance from the top of a line to its baseline in `font`.
  public func baselineOffset(for font: Font) -> Double {
    let size = font.pointSize
    let leading = lineHeight(for: font) - (ascenderFactor + descenderFactor) * size
    return leading / 2 + ascenderFactor * size
  }

  /// Lays `text` out with fixed advances (see the type's description for the rules).
  ///
  /// - Complexity: O(n) for n grapheme clusters.
  public func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    let advance = advance(for: font)
    let breaker = LineBreaker(text: text, maxWidth: maxWidth) { _ in advance }
    let result = breaker.lines(numberOfLines: numberOfLines, mode: lineBreakMode)
    let lines = result.lines.map {
      TextLine(text: $0.text, width: $0.width, utf8Range: $0.utf8Range)
    }
    let lineHeight = lineHeight(for: font)
    let firstBaseline = baselineOffset(for: font)
    let widest = lines.map(\.width).max() ?? 0
    return TextLayout(
      size: CGSize(
        width: TextLayout.roundUp(widest),
        height: TextLayout.roundUp(Double(lines.count) * lineHeight)),
      lines: lines,
      firstBaseline: firstBaseline,
      lastBaseline: firstBaseline + Double(Swift.max(lines.count - 1, 0)) * lineHeight,
      lineHeight: lineHeight,
      isTruncated: result.isTruncated)
  }
}
