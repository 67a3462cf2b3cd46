import Foundation

/// Distances inward from the edges of a rectangle, named by reading direction (UIKit's
/// `NSDirectionalEdgeInsets`): `leading` is the left edge in a left-to-right layout and the
/// right edge in a right-to-left one.
public struct DirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the edge where lines start.
  public var leading: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the edge where lines end.
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

  /// The same insets with left and right edges, for a left-to-right layout when
  /// `isRightToLeft` is false, else mirrored.
  public func edgeInsets(isRightToLeft: Bool = false) -> EdgeInsets {
    isRightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }
}
