import Foundation

/// How an image is placed in a view's bounds (UIKit's `UIView.ContentMode`).
///
/// The renderers all call ``rect(forContentOfSize:in:)`` so they place images identically.
/// UIKit's `.redraw` is not included: it concerns re-drawing custom views, not images.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
  /// Stretch to fill the bounds exactly, changing the aspect ratio if needed.
  case scaleToFill
  /// Scale uniformly to the largest size that fits entirely, centred (letterboxed).
  case scaleAspectFit
  /// Scale uniformly to the smallest size that covers the bounds, centred (cropped by the
  /// view's clip, if any).
  case scaleAspectFill
  /// Keep the size, centred.
  case center
  /// Keep the size, centred horizontally at the top edge.
  case top
  /// Keep the size, centred horizontally at the bottom edge.
  case bottom
  /// Keep the size, centred vertically at the left edge.
  case left
  /// Keep the size, centred vertically at the right edge.
  case right
  /// Keep the size, in the top-left corner.
  case topLeft
  /// Keep the size, in the top-right corner.
  case topRight
  /// Keep the size, in the bottom-left corner.
  case bottomLeft
  /// Keep the size, in the bottom-right corner.
  case bottomRight

  /// The rectangle an image of `contentSize` points is drawn into inside `bounds`.
  ///
  /// The result may extend beyond `bounds` (aspect fill, or a large image with a
  /// non-scaling mode); clipping is the caller's choice, as with UIKit's `clipsToBounds`.
  /// An image with zero (or negative, or non-finite) width or height has nothing to draw:
  /// the result is a zero-size rectangle at the centre of `bounds`. Aspect-fit into bounds
  /// with a zero side gives a zero-size rectangle at the centre too.
  public func rect(forContentOfSize contentSize: CGSize, in bounds: CGRect) -> CGRect {
    let b = bounds.standardized
    let w = contentSize.width
    let h = contentSize.height
    guard w.isFinite, h.isFinite, w > 0, h > 0 else {
      return CGRect(x: b.midX, y: b.midY, width: 0, height: 0)
    }
    switch self {
    case .scaleToFill:
      return b
    case .scaleAspectFit, .scaleAspectFill:
      let sx = b.width / w
      let sy = b.height / h
      let s = self == .scaleAspectFit ? Swift.min(sx, sy) : Swift.max(sx, sy)
      let size = CGSize(width: w * s, height: h * s)
      return CGRect(
        x: b.midX - size.width / 2, y: b.midY - size.height / 2,
        width: size.width, height: size.height)
    default:
      let x: Double
      switch self {
      case .left, .topLeft, .bottomLeft: x = b.minX
      case .right, .topRight, .bottomRight: x = b.maxX - w
      default: x = b.midX - w / 2
      }
      let y: Double
      switch self {
      case .top, .topLeft, .topRight: y = b.minY
      case .bottom, .bottomLeft, .bottomRight: y = b.maxY - h
      default: y = b.midY - h / 2
      }
      return CGRect(x: x, y: y, width: w, height: h)
    }
  }
}
