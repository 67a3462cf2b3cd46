import Foundation

/// A `<label>`'s own properties (a `UILabel`).
public struct IBLabel: Sendable, Hashable {
  /// The text (`text=`, or a `<string key="text">` child for longer text).
  public var text: String?
  /// The font (`<fontDescription key="fontDescription">`).
  public var font: IBFont?
  /// The text colour (`<color key="textColor">`; `<nil key="textColor">` leaves the default).
  public var textColor: IBColor?
  /// The highlighted text colour (`<color key="highlightedColor">`).
  public var highlightedTextColor: IBColor?
  /// The shadow colour (`<color key="shadowColor">`).
  public var shadowColor: IBColor?
  /// The shadow offset (`<size key="shadowOffset">`).
  public var shadowOffset: CGSize?
  /// The alignment (`textAlignment=`).
  public var textAlignment: IBTextAlignment?
  /// The number of lines (`numberOfLines=`; 0 means unlimited).
  public var numberOfLines = 1
  /// The line break mode (`lineBreakMode=`).
  public var lineBreakMode: IBLineBreakMode?
  /// `adjustsFontSizeToFitWidth` (`adjustsFontSizeToFit=`).
  public var adjustsFontSizeToFitWidth = false
  /// The minimum scale factor (`minimumScaleFactor=`).
  public var minimumScaleFactor: Double?
  /// `adjustsFontForContentSizeCategory`.
  public var adjustsFontForContentSizeCategory = false
  /// `isEnabled` (`enabled=`).
  public var isEnabled = true
  /// `isHighlighted` (`highlighted=`).
  public var isHighlighted = false

  /// A label with UIKit's defaults.
  public init() {}
}

/// Text alignment (`textAlignment=`), UIKit's `NSTextAlignment`.
public enum IBTextAlignment: String, Sendable, Hashable, CaseIterable {
  /// `natural`.
  case natural
  /// `left`.
  case left
  /// `center`.
  case center
  /// `right`.
  case right
  /// `justified`.
  case justified
}

/// Line breaking and truncation (`lineBreakMode=`), UIKit's `NSLineBreakMode`.
public enum IBLineBreakMode: String, Sendable, Hashable, CaseIterable {
  /// `wordWrap`.
  case wordWrap
  /// `characterWrap`.
  case characterWrap
  /// `clip`.
  case clip
  /// `headTruncation`.
  case headTruncation
  /// `tailTruncation`.
  case tailTruncation
  /// `middleTruncation`.
  case middleTruncation
}
