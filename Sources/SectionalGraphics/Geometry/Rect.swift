/// A rectangle: an origin and a size, in points (UIKit's `CGRect`).
///
/// As with `CGRect`, the size may be negative; the edge accessors (`minX`, `maxY`, ...) and
/// the set operations work on the standardized rectangle. ``Rect/null`` is the empty set
/// returned by ``intersection(_:)`` for rectangles that do not meet.
public struct Rect: Hashable, Sendable {
  /// The corner at the smallest coordinates when the size is positive.
  public var origin: Point
  /// The extent of the rectangle from its origin.
  public var size: Size

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its origin's coordinates and its size.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The rectangle at the origin with zero size.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The null rectangle: the result of intersecting rectangles that do not meet.
  ///
  /// Its origin is at positive infinity, as `CGRect.null`'s is. Use ``isNull`` to test for it.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Whether this is ``Rect/null``.
  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// Whether the rectangle has zero width or height, or is null.
  public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

  /// The width, always non-negative.
  public var width: Double { abs(size.width) }
  /// The height, always non-negative.
  public var height: Double { abs(size.height) }

  /// The smallest x coordinate.
  public var minX: Double { size.width < 0 ? origin.x + size.width : origin.x }
  /// The x coordinate of the centre.
  public var midX: Double { origin.x + size.width / 2 }
  /// The largest x coordinate.
  public var maxX: Double { size.width < 0 ? origin.x : origin.x + size.width }
  /// The smallest y coordinate: the top edge.
  public var minY: Double { size.height < 0 ? origin.y + size.height : origin.y }
  /// The y coordinate of the centre.
  public var midY: Double { origin.y + size.height / 2 }
  /// The largest y coordinate: the bottom edge.
  public var maxY: Double { size.height < 0 ? origin.y : origin.y + size.height }

  /// The rectangle with a non-negative width and height covering the same area.
  public var standardized: Rect {
    Rect(x: minX, y: minY, width: width, height: height)
  }
}

extension Rect {
  /// Returns the rectangle shrunk by `dx` on the left and right and `dy` on the top and
  /// bottom; negative values grow it.
  ///
  /// As with `CGRect.insetBy(dx:dy:)`, a result with a negative size is ``Rect/null``.
  public func insetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    let r = standardized
    let result = Rect(
      x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// Returns the rectangle shrunk by `insets` (UIKit's `CGRect.inset(by:)`).
  ///
  /// A result with a negative size is ``Rect/null``.
  public func inset(by insets: EdgeInsets) -> Rect {
    if isNull { return self }
    let r = standardized
    let result = Rect(
      x: r.minX + insets.left, y: r.minY + insets.top,
      width: r.width - insets.horizontal, height: r.height - insets.vertical)
    return result.size.width < 0 || result.size.height < 0 ? .null : result
  }

  /// Returns the rectangle moved by `dx` horizontally and `dy` vertically.
  public func offsetBy(dx: Double, dy: Double) -> Rect {
    if isNull { return self }
    return Rect(origin: origin.offsetBy(dx: dx, dy: dy), size: size)
  }

  /// Returns the smallest rectangle containing both rectangles.
  ///
  /// A null operand is ignored, as in `CGRect.union(_:)`.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let x0 = Swift.min(minX, other.minX)
    let y0 = Swift.min(minY, other.minY)
    let x1 = Swift.max(maxX, other.maxX)
    let y1 = Swift.max(maxY, other.maxY)
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Returns the area both rectangles cover, or ``Rect/null`` if they do not meet.
  ///
  /// Rectangles that only share an edge intersect in a rectangle of zero width or height,
  /// as with `CGRect.intersection(_:)`.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let x0 = Swift.max(minX, other.minX)
    let y0 = Swift.max(minY, other.minY)
    let x1 = Swift.min(maxX, other.maxX)
    let y1 = Swift.min(maxY, other.maxY)
    if x1 < x0 || y1 < y0 { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Whether the rectangles overlap in an area of non-zero size.
  public func intersects(_ other: Rect) -> Bool {
    let overlap = intersection(other)
    return !overlap.isNull && !overlap.isEmpty
  }

  /// Whether `point` lies inside the rectangle.
  ///
  /// The top and left edges are inside and the bottom and right edges are outside, as with
  /// `CGRect.contains(_:)`, so adjacent rectangles never both contain a point.
  public func contains(_ point: Point) -> Bool {
    if isNull { return false }
    return point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  /// Whether `other` lies entirely inside the rectangle (edges included).
  ///
  /// A null rectangle contains nothing and is contained in nothing.
  public func contains(_ other: Rect) -> Bool {
    if isNull || other.isNull { return false }
    return other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
  }
}

extension Rect: CustomStringConvertible {
  /// The rectangle as `(x, y, width, height)`, or `null`.
  public var description: String {
    if isNull { return "null" }
    let parts = [origin.x, origin.y, size.width, size.height].map(formatCoordinate)
    return "(\(parts.joined(separator: ", ")))"
  }
}
