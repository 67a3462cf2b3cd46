/// The text size the user chose (UIKit's `UIContentSizeCategory`): seven standard sizes from
/// extra small to extra extra extra large, then five larger accessibility sizes.
///
/// The raw values are UIKit's strings (`"UICTContentSizeCategoryL"` and so on). Categories
/// are ordered by size, smallest first, with `.unspecified` below all of them, so `<` tells
/// which of two categories has larger text. Internally a category is one small integer, so
/// that trait collections stay plain values that are cheap to copy and compare.
public struct ContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// The position in ``all``, or -1 for ``unspecified``.
  package let index: Int8

  /// Wraps a position in ``all`` (-1 for unspecified).
  package init(index: Int8) { self.index = index }

  /// Creates the category with UIKit's raw value; nil for a string UIKit does not define.
  public init?(rawValue: String) {
    if rawValue == Self.unspecifiedRawValue {
      self.init(index: -1)
      return
    }
    guard let position = Self.rawValues.firstIndex(of: rawValue) else { return nil }
    self.init(index: Int8(position))
  }

  /// UIKit's string for the category.
  public var rawValue: String {
    index < 0 ? Self.unspecifiedRawValue : Self.rawValues[Int(index)]
  }

  /// No category given; a view inherits its superview's.
  public static let unspecified = ContentSizeCategory(index: -1)
  /// Extra small (UIKit's `.extraSmall`).
  public static let extraSmall = ContentSizeCategory(index: 0)
  /// Small (UIKit's `.small`).
  public static let small = ContentSizeCategory(index: 1)
  /// Medium (UIKit's `.medium`).
  public static let medium = ContentSizeCategory(index: 2)
  /// Large, the default (UIKit's `.large`).
  public static let large = ContentSizeCategory(index: 3)
  /// Extra large (UIKit's `.extraLarge`).
  public static let extraLarge = ContentSizeCategory(index: 4)
  /// Extra extra large (UIKit's `.extraExtraLarge`).
  public static let extraExtraLarge = ContentSizeCategory(index: 5)
  /// Extra extra extra large, the largest standard size (UIKit's `.extraExtraExtraLarge`).
  public static let extraExtraExtraLarge = ContentSizeCategory(index: 6)
  /// The first accessibility size (UIKit's `.accessibilityMedium`).
  public static let accessibilityMedium = ContentSizeCategory(index: 7)
  /// The second accessibility size (UIKit's `.accessibilityLarge`).
  public static let accessibilityLarge = ContentSizeCategory(index: 8)
  /// The third accessibility size (UIKit's `.accessibilityExtraLarge`).
  public static let accessibilityExtraLarge = ContentSizeCategory(index: 9)
  /// The fourth accessibility size (UIKit's `.accessibilityExtraExtraLarge`).
  public static let accessibilityExtraExtraLarge = ContentSizeCategory(index: 10)
  /// The largest size (UIKit's `.accessibilityExtraExtraExtraLarge`).
  public static let accessibilityExtraExtraExtraLarge = ContentSizeCategory(index: 11)

  /// Every specified category, smallest first.
  public static let all: [ContentSizeCategory] = (0..<12).map { ContentSizeCategory(index: $0) }

  /// Whether the category is one of the five accessibility sizes (UIKit's
  /// `isAccessibilityCategory`).
  public var isAccessibilityCategory: Bool { index >= 7 }

  /// The category after this one in ``all``, wrapping from the largest to extra small.
  ///
  /// `.unspecified` goes to `.large`. The gallery cycles categories with it.
  public var next: ContentSizeCategory {
    index < 0 ? .large : ContentSizeCategory(index: (index + 1) % 12)
  }

  /// Orders categories by text size; `.unspecified` is below every other.
  public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// The short name: `XS`, `S`, `M`, `L`, `XL`, `XXL`, `XXXL`, `AX1` … `AX5`, or
  /// `unspecified`.
  public var description: String {
    index < 0 ? "unspecified" : Self.shortNames[Int(index)]
  }

  /// Finds a category by its short name (``description``, any case) or raw value.
  public init?(name: String) {
    if let raw = ContentSizeCategory(rawValue: name) {
      self = raw
      return
    }
    guard let position = Self.shortNames.firstIndex(of: name.uppercased()) else { return nil }
    self.init(index: Int8(position))
  }

  /// UIKit's raw value of `.unspecified`.
  private static let unspecifiedRawValue = "_UICTContentSizeCategoryUnspecified"
  /// UIKit's raw values, in ``all``'s order.
  private static let rawValues = [
    "UICTContentSizeCategoryXS", "UICTContentSizeCategoryS", "UICTContentSizeCategoryM",
    "UICTContentSizeCategoryL", "UICTContentSizeCategoryXL", "UICTContentSizeCategoryXXL",
    "UICTContentSizeCategoryXXXL", "UICTContentSizeCategoryAccessibilityM",
    "UICTContentSizeCategoryAccessibilityL", "UICTContentSizeCategoryAccessibilityXL",
    "UICTContentSizeCategoryAccessibilityXXL", "UICTContentSizeCategoryAccessibilityXXXL",
  ]
  /// Short names, in ``all``'s order.
  private static let shortNames = [
    "XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5",
  ]
}
