import Foundation

/// The layout of a paragraph of attributed text, as UIKit's `NSParagraphStyle` (Foundation on
/// Linux has none): the object stored under `NSAttributedString.Key.paragraphStyle`.
///
/// Immutable, as UIKit's; ``NSMutableParagraphStyle`` adds the setters. Every property has
/// UIKit's name and default. What is drawn is ``drawnStyle``: alignment, line-break mode and
/// line spacing; the other values are kept and read back but not drawn
/// (Documentation/AttributedText.md § Paragraph style).
open class NSParagraphStyle {
  /// The values, shared with ``NSMutableParagraphStyle`` in this file.
  fileprivate var values = Values()

  /// The stored values of a paragraph style, with UIKit's defaults.
  fileprivate struct Values {
    var alignment: TextAlignment = .natural
    var lineBreakMode: LineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
  }

  /// Creates a paragraph style with UIKit's defaults (those of ``default``).
  public init() {}

  /// The default paragraph style: natural alignment, word wrapping, no spacing or indents.
  public class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// How lines sit horizontally; `.natural` by default.
  open var alignment: TextAlignment { values.alignment }
  /// How text that does not fit is wrapped or truncated; `.byWordWrapping` by default.
  open var lineBreakMode: LineBreakMode { values.lineBreakMode }
  /// Extra space between lines, in points; 0 by default.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Extra space after a paragraph, in points; 0 by default (kept, not drawn).
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Extra space before a paragraph, in points; 0 by default (kept, not drawn).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
  /// The indent of a paragraph's first line, in points; 0 by default (kept, not drawn).
  open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
  /// The indent of a paragraph's other lines, in points; 0 by default (kept, not drawn).
  open var headIndent: CGFloat { values.headIndent }
  /// The trailing indent, in points; 0 by default (kept, not drawn).
  open var tailIndent: CGFloat { values.tailIndent }
  /// The least height of a line, in points; 0 (none) by default (kept, not drawn).
  open var minimumLineHeight: CGFloat { values.minimumLineHeight }
  /// The greatest height of a line, in points; 0 (none) by default (kept, not drawn).
  open var maximumLineHeight: CGFloat { values.maximumLineHeight }
  /// The factor a line's natural height is multiplied by; 0 (none) by default (kept, not
  /// drawn).
  open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

  /// An immutable copy, as `NSCopying.copy()`.
  open func copy() -> Any {
    let copy = NSParagraphStyle()
    copy.values = values
    return copy
  }

  /// A mutable copy, as `NSMutableCopying.mutableCopy()`: an ``NSMutableParagraphStyle``.
  open func mutableCopy() -> Any {
    let copy = NSMutableParagraphStyle()
    copy.values = values
    return copy
  }

  /// The values Sectional draws (Documentation/AttributedText.md § Paragraph style).
  public var drawnStyle: ParagraphStyle {
    ParagraphStyle(
      alignment: values.alignment, lineBreakMode: values.lineBreakMode,
      lineSpacing: Double(values.lineSpacing))
  }
}

/// A paragraph style whose values can be set, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  /// Creates a paragraph style with UIKit's defaults.
  public override init() {}

  /// How lines sit horizontally.
  open override var alignment: TextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }
  /// How text that does not fit is wrapped or truncated.
  open override var lineBreakMode: LineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }
  /// Extra space between lines, in points.
  open override var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue }
  }
  /// Extra space after a paragraph, in points (kept, not drawn).
  open override var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue }
  }
  /// Extra space before a paragraph, in points (kept, not drawn).
  open override var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue }
  }
  /// The indent of a paragraph's first line, in points (kept, not drawn).
  open override var firstLineHeadIndent: CGFloat {
    get { values.firstLineHeadIndent }
    set { values.firstLineHeadIndent = newValue }
  }
  /// The indent of a paragraph's other lines, in points (kept, not drawn).
  open override var headIndent: CGFloat {
    get { values.headIndent }
    set { values.headIndent = newValue }
  }
  /// The trailing indent, in points (kept, not drawn).
  open override var tailIndent: CGFloat {
    get { values.tailIndent }
    set { values.tailIndent = newValue }
  }
  /// The least height of a line, in points (kept, not drawn).
  open override var minimumLineHeight: CGFloat {
    get { values.minimumLineHeight }
    set { values.minimumLineHeight = newValue }
  }
  /// The greatest height of a line, in points (kept, not drawn).
  open override var maximumLineHeight: CGFloat {
    get { values.maximumLineHeight }
    set { values.maximumLineHeight = newValue }
  }
  /// The factor a line's natural height is multiplied by (kept, not drawn).
  open override var lineHeightMultiple: CGFloat {
    get { values.lineHeightMultiple }
    set { values.lineHeightMultiple = newValue }
  }

  /// Copies every value of `other`, as UIKit's `setParagraphStyle(_:)`.
  open func setParagraphStyle(_ other: NSParagraphStyle) {
    values = other.values
  }
}
