import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2D affine transform (UIKit's `CGAffineTransform`).
///
/// A point `(x, y)` maps to `(a·x + c·y + tx, b·x + d·y + ty)`, the row-vector convention of
/// Core Graphics (and the matrix layout of Cairo's `cairo_matrix_t`: `xx = a`, `yx = b`,
/// `xy = c`, `yy = d`, `x0 = tx`, `y0 = ty`). In a display list a pushed transform applies to
/// the commands inside its group, on top of any enclosing transform.
public struct Transform: Hashable, Sendable {
  /// The x scale / rotation component.
  public var a: CGFloat
  /// The y shear / rotation component applied to x.
  public var b: CGFloat
  /// The x shear / rotation component applied to y.
  public var c: CGFloat
  /// The y scale / rotation component.
  public var d: CGFloat
  /// The horizontal translation.
  public var tx: CGFloat
  /// The vertical translation.
  public var ty: CGFloat

  /// Creates a transform from its six matrix entries.
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The identity transform, which maps every point to itself.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A translation by `x` horizontally and `y` vertically.
  public init(translationX x: CGFloat, y: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by `x` horizontally and `y` vertically, about the origin.
  public init(scaleX x: CGFloat, y: CGFloat) {
    self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// A rotation by `angle` radians about the origin.
  ///
  /// Because y grows downwards, a positive angle turns clockwise on screen, as in UIKit.
  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// Whether this is the identity transform.
  public var isIdentity: Bool { self == .identity }

  /// Returns the transform that applies `self` first and then `other` (Core Graphics'
  /// `concatenating(_:)`).
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c,
      b: a * other.b + b * other.d,
      c: c * other.a + d * other.c,
      d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx,
      ty: tx * other.b + ty * other.d + other.ty)
  }

  /// Returns this transform preceded by a translation, like `CGAffineTransform`'s
  /// `translatedBy(x:y:)`.
  public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(translationX: x, y: y).concatenating(self)
  }

  /// Returns this transform preceded by a scale, like `CGAffineTransform`'s
  /// `scaledBy(x:y:)`.
  public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
    Transform(scaleX: x, y: y).concatenating(self)
  }

  /// Returns this transform preceded by a rotation, like `CGAffineTransform`'s
  /// `rotated(by:)`.
  public func rotated(by angle: CGFloat) -> Transform {
    Transform(rotationAngle: angle).concatenating(self)
  }

  /// The inverse transform, or nil when the transform is singular (its determinant is 0),
  /// where `CGAffineTransform.inverted()` would return the transform unchanged.
  public func inverted() -> Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    return Transform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// Returns the point mapped by `transform` (Core Graphics' `applying(_:)`).
  public func applying(_ transform: Transform) -> CGPoint {
    CGPoint(
      x: transform.a * x + transform.c * y + transform.tx,
      y: transform.b * x + transform.d * y + transform.ty)
  }
}

extension CGRect {
  /// Returns the smallest rectangle containing this rectangle's four corners mapped by
  /// `transform` (Core Graphics' `applying(_:)`).
  ///
  /// A null rectangle stays null.
  public func applying(_ transform: Transform) -> CGRect {
    if isNull { return self }
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
      CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(transform) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let x0 = xs.min()!
    let y0 = ys.min()!
    return CGRect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
  }
}

extension Transform: CustomStringConvertible {
  /// The transform as `[a b c d tx ty]`.
  public var description: String {
    "[\([a, b, c, d, tx, ty].map(formatCoordinate).joined(separator: " "))]"
  }
}
