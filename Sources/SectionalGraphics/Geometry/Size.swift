/// A width and a height, in points (UIKit's `CGSize`).
public struct Size: Hashable, Sendable {
  /// The horizontal extent.
  public var width: Double
  /// The vertical extent.
  public var height: Double

  /// Creates a size from its width and height.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The size whose width and height are both zero.
  public static let zero = Size(width: 0, height: 0)
}

extension Size: CustomStringConvertible {
  /// The size as `width×height`, such as `390×28`.
  public var description: String { "\(formatCoordinate(width))×\(formatCoordinate(height))" }
}
