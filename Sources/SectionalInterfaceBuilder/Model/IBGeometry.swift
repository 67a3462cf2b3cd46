import Foundation

/// Edge insets as a document writes them: `<inset minX minY maxX maxY>` (left, top, right,
/// bottom), `<edgeInsets top left bottom right>`, or `<directionalEdgeInsets top leading
/// bottom trailing>` (leading read as left, trailing as right, and `isDirectional` set).
public struct IBEdgeInsets: Sendable, Hashable {
  /// The top inset.
  public var top: CGFloat
  /// The left (or leading) inset.
  public var left: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The right (or trailing) inset.
  public var right: CGFloat
  /// Whether left and right mean leading and trailing.
  public var isDirectional: Bool

  /// Creates insets.
  public init(
    top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat, isDirectional: Bool = false
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
    self.isDirectional = isDirectional
  }
}

/// A view's autoresizing mask (`<autoresizingMask key="autoresizingMask" …>`), with UIKit's
/// bit values.
public struct IBAutoresizingMask: OptionSet, Sendable, Hashable {
  /// The bits.
  public var rawValue: UInt

  /// Creates a mask from its bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// `flexibleMinX`.
  public static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
  /// `widthSizable`.
  public static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
  /// `flexibleMaxX`.
  public static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
  /// `flexibleMinY`.
  public static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
  /// `heightSizable`.
  public static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
  /// `flexibleMaxY`.
  public static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

  /// The XML attribute name of every bit, in bit order.
  static let attributeNames: [(String, IBAutoresizingMask)] = [
    ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth),
    ("flexibleMaxX", .flexibleRightMargin), ("flexibleMinY", .flexibleTopMargin),
    ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
  ]
}
