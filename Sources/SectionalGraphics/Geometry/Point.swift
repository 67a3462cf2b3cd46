/// A point in a two-dimensional coordinate system, in points (UIKit's `CGPoint`).
///
/// The y axis grows downwards, as in UIKit: `y == 0` is the top of the coordinate space.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate; larger values are lower on screen.
  public var y: Double

  /// Creates a point from its coordinates.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The point at the origin, `(0, 0)`.
  public static let zero = Point(x: 0, y: 0)

  /// Returns this point moved by `dx` horizontally and `dy` vertically.
  public func offsetBy(dx: Double, dy: Double) -> Point {
    Point(x: x + dx, y: y + dy)
  }
}

extension Point: CustomStringConvertible {
  /// The point as `(x, y)`, with integral coordinates printed without a fraction.
  public var description: String { "(\(formatCoordinate(x)), \(formatCoordinate(y)))" }
}

/// Formats a coordinate the way debug dumps print it: `12` for 12.0 and `12.5` for 12.5.
///
/// Values are rounded to 1/1000 of a point so dumps do not show floating-point noise.
package func formatCoordinate(_ value: Double) -> String {
  guard value.isFinite else { return String(value) }
  let rounded = (value * 1000).rounded() / 1000
  if rounded == rounded.rounded() && abs(rounded) < 1e15 {
    return String(Int64(rounded))
  }
  return String(rounded)
}
