import Foundation

/// Distances inward from the edges of a rectangle (UIKit's `UIEdgeInsets`).
///
/// Positive values shrink a rectangle when applied with `CGRect.inset(by:)`; negative values
/// grow it. In a left-to-right layout, `left` is the leading edge.
public struct EdgeInsets: Hashable, Sendable {
  /// The inset from the top edge.
  public var top: CGFloat
  /// The inset from the left edge.
  public var left: CGFloat
  /// The inset from the bottom edge.
  public var bottom: CGFloat
  /// The inset from the right edge.
  public var right: CGFloat

  /// Creates insets from the four distances, in UIKit's order: top, left, bottom, right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Creates insets that are the same on every edge.
  public init(all inset: CGFloat) {
    self.init(top: inset, left: inset, bottom: inset, right: inset)
  }

  /// Insets of zero on every edge.
  public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// The sum of the left and right insets.
  public var horizontal: CGFloat { left + right }

  /// The sum of the top and bottom insets.
  public var vertical: CGFloat { top + bottom }
}

extension EdgeInsets: CustomStringConvertible {
  /// The insets as `{top, left, bottom, right}`, UIKit's `NSStringFromUIEdgeInsets` order.
  public var description: String {
    let parts = [top, left, bottom, right].map { formatCoordinate($0) }
    return "{\(parts.joined(separator: ", "))}"
  }
}
