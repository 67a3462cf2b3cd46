import Foundation

// Foundation on Linux has `NSAttributedString.Key` but none of the keys UIKit adds to it; these
// are the ones Sectional's views read, with UIKit's raw values.
extension NSAttributedString.Key {
  /// The text's font: a ``Font`` value, as UIKit's `.font`.
  public static let font = NSAttributedString.Key(rawValue: "NSFont")

  /// The text's colour: a ``Color`` value, as UIKit's `.foregroundColor`.
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")

  /// The text's shadow: an ``NSShadow`` object, as UIKit's `.shadow`.
  public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
}
