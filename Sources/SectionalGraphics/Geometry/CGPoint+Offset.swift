import Foundation

extension CGPoint {
  /// Returns this point moved by `dx` horizontally and `dy` vertically (the point
  /// counterpart of `CGRect.offsetBy(dx:dy:)`, which display lists use to shift lines).
  package func offsetBy(dx: CGFloat, dy: CGFloat) -> CGPoint {
    CGPoint(x: x + dx, y: y + dy)
  }
}
