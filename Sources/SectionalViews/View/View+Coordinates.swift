import SectionalGraphics

extension View {
  /// Converts a point from this view's bounds coordinates to `view`'s.
  ///
  /// With `nil`, the result is in the root view's coordinate space (the window's, when the
  /// view is in one). Views in different trees convert through their own roots, as if both
  /// roots sat at the same origin.
  ///
  /// - Complexity: O(depth) of both views.
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inRoot = pointInRoot(point)
    guard let view else { return inRoot }
    return view.pointFromRoot(inRoot)
  }

  /// Converts a point from `view`'s bounds coordinates to this view's.
  ///
  /// With `nil`, `point` is taken in the root view's coordinate space.
  ///
  /// - Complexity: O(depth) of both views.
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inRoot = view?.pointInRoot(point) ?? point
    return pointFromRoot(inRoot)
  }

  /// Converts a rectangle from this view's bounds coordinates to `view`'s.
  ///
  /// - Complexity: O(depth) of both views.
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, to: view), size: rect.size)
  }

  /// Converts a rectangle from `view`'s bounds coordinates to this view's.
  ///
  /// - Complexity: O(depth) of both views.
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    CGRect(origin: convert(rect.origin, from: view), size: rect.size)
  }

  /// The offset that maps this view's bounds coordinates into the root's coordinates.
  var offsetInRoot: CGPoint {
    var dx = 0.0
    var dy = 0.0
    var current: View? = self
    while let view = current, let parent = view.storedSuperview {
      dx += view.frame.origin.x - view.bounds.origin.x
      dy += view.frame.origin.y - view.bounds.origin.y
      current = parent
    }
    return CGPoint(x: dx, y: dy)
  }

  /// `point` (in bounds coordinates) in the root's coordinates.
  private func pointInRoot(_ point: CGPoint) -> CGPoint {
    let offset = offsetInRoot
    return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
  }

  /// `point` (in root coordinates) in this view's bounds coordinates.
  private func pointFromRoot(_ point: CGPoint) -> CGPoint {
    let offset = offsetInRoot
    return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
  }
}
