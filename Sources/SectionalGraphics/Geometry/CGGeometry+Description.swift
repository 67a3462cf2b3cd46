import Foundation

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

extension CGPoint {
  /// The point as Sectional's dumps print it, `(x, y)`, with integral coordinates printed
  /// without a fraction (`CGPoint`'s own `description` prints every field as a `Double`).
  public var sectionalDescription: String {
    "(\(formatCoordinate(x)), \(formatCoordinate(y)))"
  }
}

extension CGSize {
  /// The size as Sectional's dumps print it, `width×height`, such as `390×28`.
  public var sectionalDescription: String {
    "\(formatCoordinate(width))×\(formatCoordinate(height))"
  }
}

extension CGRect {
  /// The rectangle as Sectional's dumps print it, `(x, y, width, height)`, or `null`.
  public var sectionalDescription: String {
    if isNull { return "null" }
    let parts = [origin.x, origin.y, size.width, size.height].map { formatCoordinate($0) }
    return "(\(parts.joined(separator: ", ")))"
  }
}
