import Foundation

/// A piece of text to draw: the string plus everything a label decides about how it looks
/// (the payload of ``DrawCommand/text(_:)``).
///
/// The renderer lays ``text`` out inside ``rect``, whose width is the wrap width, with the
/// same rules its ``TextMeasuring`` implementation measures by, so drawn text matches the
/// measured size. Lines start at the top of the rectangle; text that needs more height is
/// not clipped unless a clip group says so.
public struct TextRun: Hashable, Sendable {
  /// The text; newlines start new paragraphs.
  public var text: String
  /// The font.
  public var font: Font
  /// The text colour.
  public var color: Color
  /// The rectangle the text is laid out in; its width is the wrap width.
  public var rect: CGRect
  /// How lines are placed horizontally within ``rect``.
  public var alignment: TextAlignment
  /// A shadow drawn under the glyphs, or nil for none.
  public var shadow: Shadow?
  /// The maximum number of lines; 0 means no limit (UIKit's `numberOfLines`).
  public var numberOfLines: Int
  /// What happens to text that does not fit.
  public var lineBreakMode: LineBreakMode
  /// The runs of styled text, or `nil` for plain text in ``font`` and ``color``.
  ///
  /// When set, its string is ``text``; runs without a font or colour take ``font`` and
  /// ``color``, and ``shadow`` is drawn under runs without a shadow of their own.
  public var attributedText: AttributedText?

  /// Creates a text run with UILabel's defaults: natural alignment, no shadow, one line,
  /// truncating the tail, plain text.
  ///
  /// A negative `numberOfLines` is taken as 0 (no limit).
  public init(
    text: String, font: Font, color: Color, rect: CGRect, alignment: TextAlignment = .natural,
    shadow: Shadow? = nil, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .byTruncatingTail, attributedText: AttributedText? = nil
  ) {
    self.text = text
    self.font = font
    self.color = color
    self.rect = rect
    self.alignment = alignment
    self.shadow = shadow
    self.numberOfLines = Swift.max(numberOfLines, 0)
    self.lineBreakMode = lineBreakMode
    self.attributedText = attributedText
  }
}
