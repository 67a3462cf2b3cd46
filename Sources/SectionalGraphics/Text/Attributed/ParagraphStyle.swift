import Foundation

/// How the paragraphs of attributed text are laid out: the values of an ``NSParagraphStyle``
/// that text is drawn with, as a `Sendable` value for display lists.
///
/// Only the values Sectional draws are here (Documentation/AttributedText.md § Paragraph
/// style). `nil` alignment or line-break mode means "the label's own".
public struct ParagraphStyle: Hashable, Sendable {
  /// How lines sit horizontally, or `nil` for the label's `textAlignment`.
  public var alignment: TextAlignment?
  /// How text that does not fit is wrapped or truncated, or `nil` for the label's
  /// `lineBreakMode`.
  public var lineBreakMode: LineBreakMode?
  /// Extra space between one line's bottom and the next line's top, in points (never
  /// negative).
  public var lineSpacing: Double

  /// Creates a paragraph style; a negative or non-finite line spacing is taken as 0.
  public init(
    alignment: TextAlignment? = nil, lineBreakMode: LineBreakMode? = nil, lineSpacing: Double = 0
  ) {
    self.alignment = alignment
    self.lineBreakMode = lineBreakMode
    self.lineSpacing = lineSpacing.isFinite ? Swift.max(lineSpacing, 0) : 0
  }
}
