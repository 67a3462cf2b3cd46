import Foundation

/// The look of an underline or strikethrough, as UIKit's `NSUnderlineStyle` (Foundation on
/// Linux has none), with UIKit's raw values.
///
/// The line's thickness (``single``, ``thick``, ``double``) is in the low byte, its pattern in
/// the second and ``byWord`` in bit 15. Documentation/AttributedText.md § Attributes says
/// which of them are drawn.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  /// The raw bits, as UIKit stores them in attributes.
  public let rawValue: Int

  /// Creates a style from UIKit's raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// One thin line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// One thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// Two thin lines.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line (the default pattern; no bits).
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// Alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// Alternating dashes and two dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Lines under words only, not under the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

  /// The line drawn for this style: none when no thickness bit is set, two lines for
  /// ``double``, one otherwise (``thick`` is drawn as one ordinary line).
  public var drawnLine: TextDecoration {
    switch rawValue & 0x0F {
    case 0: .none
    case 0x09: .double
    default: .single
    }
  }
}

/// The lines Sectional draws for an underline or strikethrough attribute.
public enum TextDecoration: Int, Hashable, Sendable {
  /// No line.
  case none
  /// One line.
  case single
  /// Two lines (underlines only; a double strikethrough is drawn as one line).
  case double
}
