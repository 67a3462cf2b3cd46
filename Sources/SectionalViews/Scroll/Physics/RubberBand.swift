/// How far content follows a finger that drags it past an edge, as UIKit's rubber band.
///
/// For an overscroll of `x` points in a view `d` points long the content moves
/// `(1 − 1 / (x · c / d + 1)) · d`, with `c` = 0.55: it follows almost fully at first and never
/// more than `d` (Documentation/ScrollView.md § Rubber band).
public enum RubberBand {
  /// UIKit's rubber-band coefficient, 0.55.
  public static let coefficient: Double = 0.55

  /// The distance the content moves past the edge for a finger `overscroll` points past it, in
  /// a view `dimension` points long; the sign of `overscroll` is kept.
  ///
  /// A dimension that is not positive gives 0.
  public static func offset(
    forOverscroll overscroll: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let x = abs(overscroll)
    let moved = (1 - 1 / (x * coefficient / dimension + 1)) * dimension
    return overscroll < 0 ? -moved : moved
  }

  /// The finger overscroll that moves the content `offset` points past the edge: the inverse
  /// of ``offset(forOverscroll:dimension:coefficient:)``, `b · d / (c · (d − b))`.
  ///
  /// Used when a finger catches content that is still past an edge, so it does not jump.
  /// Offsets at or beyond the dimension give the largest finite overscroll.
  public static func overscroll(
    forOffset offset: Double, dimension: Double, coefficient: Double = coefficient
  ) -> Double {
    guard dimension > 0 else { return 0 }
    let b = min(abs(offset), dimension * (1 - 1e-9))
    let x = b * dimension / (coefficient * (dimension - b))
    return offset < 0 ? -x : x
  }
}
