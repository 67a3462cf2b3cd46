import Foundation

/// One laid-out line of text.
public struct TextLine: Hashable, Sendable {
  /// The text shown on the line, ellipsis included; no newline, and no spaces from a wrap
  /// point.
  public var text: String
  /// The advance width of ``text`` in points, unrounded.
  public var width: Double
  /// The UTF-8 byte offsets, in the measured string, of the source text the line stands for.
  ///
  /// For an ordinary line this is exactly the shown text. For the last line of a truncated
  /// layout it runs from the line's first character to the end of the string, since that
  /// line stands in for all the remaining text. Byte offsets, not `Character` counts, match
  /// what Pango reports (`PangoLayoutLine.start_index` and `length`).
  public var utf8Range: Range<Int>

  /// Creates a line.
  public init(text: String, width: Double, utf8Range: Range<Int>) {
    self.text = text
    self.width = width
    self.utf8Range = utf8Range
  }
}

/// The result of measuring text: its size, its lines and its baselines.
///
/// What a ``TextMeasuring`` implementation returns, and what a label needs for
/// `intrinsicContentSize`, `sizeThatFits` and baseline alignment.
public struct TextLayout: Hashable, Sendable {
  /// The size the text needs, rounded up to whole points.
  ///
  /// UIKit documents that `boundingRect(with:options:attributes:context:)` returns fractional
  /// sizes and that views must be sized with their `ceil`; `UILabel.sizeThatFits` returns
  /// the rounded-up size. Sectional rounds up the same way, after discarding floating-point
  /// noise below 1/1_000_000 point (so 5 × 8.8 is 44, not 45). The width is that of the
  /// widest line; the height is the number of lines times ``lineHeight``.
  public var size: CGSize
  /// The lines, top to bottom.
  public var lines: [TextLine]
  /// The distance from the top of the text to the first line's baseline.
  public var firstBaseline: Double
  /// The distance from the top of the text to the last line's baseline; equal to
  /// ``firstBaseline`` for text of one line (or none).
  public var lastBaseline: Double
  /// The height of one line, unrounded; line `i` starts `i × lineHeight` from the top.
  public var lineHeight: Double
  /// Whether any text was left out or cut (line limit reached, or a line clipped).
  public var isTruncated: Bool

  /// Creates a layout.
  public init(
    size: CGSize, lines: [TextLine], firstBaseline: Double, lastBaseline: Double,
    lineHeight: Double, isTruncated: Bool
  ) {
    self.size = size
    self.lines = lines
    self.firstBaseline = firstBaseline
    self.lastBaseline = lastBaseline
    self.lineHeight = lineHeight
    self.isTruncated = isTruncated
  }

  /// The number of lines.
  public var lineCount: Int { lines.count }

  /// Rounds a length up to a whole point the way ``size`` is rounded.
  ///
  /// Values within 1/1_000_000 of a whole number round to it first, so accumulated
  /// floating-point error never adds a point. Negative values and NaN give 0.
  public static func roundUp(_ value: Double) -> Double {
    guard value > 0 else { return 0 }
    guard value.isFinite else { return value }
    return ((value * 1_000_000).rounded() / 1_000_000).rounded(.up)
  }
}
