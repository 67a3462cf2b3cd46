import Foundation

// Foundation on Linux has `NSAttributedString.Key` but none of the keys UIKit adds to it; these
// are the ones Sectional's views read, with UIKit's raw values. What each draws as is in
// Documentation/AttributedText.md § Attributes.
extension NSAttributedString.Key {
  /// The text's font: a ``Font`` value, as UIKit's `.font`.
  public static let font = NSAttributedString.Key(rawValue: "NSFont")

  /// The text's colour: a ``Color`` value, as UIKit's `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

  /// The text's shadow: an ``NSShadow`` object, as UIKit's `.shadow`.
  public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")

  /// The colour filled behind the text's glyphs: a ``Color`` value, as UIKit's
  /// `.backgroundColor`.
  public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")

  /// The paragraph's layout: an ``NSParagraphStyle`` object, as UIKit's `.paragraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")

  /// Extra space after each character in points: a number, as UIKit's `.kern`.
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")

  /// A line under the text: an ``NSUnderlineStyle`` or its `rawValue`, as UIKit's
  /// `.underlineStyle`.
  public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")

  /// A line through the text: an ``NSUnderlineStyle`` or its `rawValue`, as UIKit's
  /// `.strikethroughStyle`.
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
}
