import Foundation

/// Distances inward from the edges of a rectangle by reading direction, as UIKit's
/// `NSDirectionalEdgeInsets`: `leading` is the left edge in a left-to-right layout and the
/// right edge in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets from the four distances, in UIKit's order: top, leading, bottom, trailing.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of zero on every edge.
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The insets by physical edge: leading is left unless `rightToLeft`.
  public func edgeInsets(rightToLeft: Bool) -> EdgeInsets {
    EdgeInsets(
      top: top, left: rightToLeft ? trailing : leading, bottom: bottom,
      right: rightToLeft ? leading : trailing)
  }

  /// The directional insets of `insets`: leading is its left unless `rightToLeft`.
  public init(_ insets: EdgeInsets, rightToLeft: Bool) {
    self.init(
      top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
      trailing: rightToLeft ? insets.left : insets.right)
  }
}
