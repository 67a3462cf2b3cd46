import CPangoCairo
import SectionalGraphics

/// Numbers made safe to hand to Cairo.
///
/// Cairo stores device coordinates in 24.8 fixed point (about ±8.4 million pixels), loops
/// over arc segments in proportion to the radius, and puts a context into a permanent error
/// state for a singular matrix. Display lists are plain values and may hold NaN, infinities
/// or absurd sizes, so the replay checks every number first:
/// - a shape with a non-finite coordinate, size, radius or line width draws nothing;
/// - finite coordinates and lengths are clamped to ±``limit`` points (3 million pixels at 3×);
/// - a clip rectangle that is not finite clips everything away.
enum CairoSafeGeometry {
  /// The largest coordinate or length passed to Cairo, in points.
  static let limit = 1_000_000.0

  /// `value` clamped to ±``limit``, or nil if it is not finite.
  static func coordinate(_ value: Double) -> Double? {
    value.isFinite ? Swift.min(Swift.max(value, -limit), limit) : nil
  }

  /// `rect` standardized and clamped, or nil if any of its numbers is not finite.
  static func rect(_ rect: CGRect) -> CGRect? {
    guard let x = coordinate(rect.minX), let y = coordinate(rect.minY),
      let width = coordinate(rect.width), let height = coordinate(rect.height)
    else { return nil }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// `point` clamped, or nil if a coordinate is not finite.
  static func point(_ point: CGPoint) -> CGPoint? {
    guard let x = coordinate(point.x), let y = coordinate(point.y) else { return nil }
    return CGPoint(x: x, y: y)
  }

  /// A line width or radius clamped to `0...limit`, or nil if it is not finite.
  static func length(_ value: Double) -> Double? {
    value.isFinite ? Swift.min(Swift.max(value, 0), limit) : nil
  }

  /// The context's current matrix followed by `transform`, or nil if that product is not
  /// finite and invertible (Cairo would then fail with `CAIRO_STATUS_INVALID_MATRIX`).
  static func concatenated(_ transform: Transform, onto cr: OpaquePointer) -> cairo_matrix_t? {
    var current = cairo_matrix_t()
    cairo_get_matrix(cr, &current)
    var added = cairo_matrix_t(
      xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx,
      y0: transform.ty)
    var result = cairo_matrix_t()
    cairo_matrix_multiply(&result, &added, &current)
    let entries = [result.xx, result.yx, result.xy, result.yy, result.x0, result.y0]
    let determinant = result.xx * result.yy - result.xy * result.yx
    guard entries.allSatisfy({ $0.isFinite && abs($0) <= 1e12 }), determinant.isFinite,
      determinant != 0
    else { return nil }
    return result
  }
}
