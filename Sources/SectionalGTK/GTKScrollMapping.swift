import Foundation
import SectionalGraphics

/// Converts GTK scroll deltas to points for `Event.Kind.scroll`.
///
/// GTK reports a scroll in one of two units (`GdkScrollUnit`, GTK 4.8): wheel detents for a
/// mouse wheel (1 per click, fractions for high-resolution wheels) or surface pixels for a
/// touchpad's smooth scrolling. Surface pixels are logical pixels, which are points, so they
/// pass through. A wheel detent scrolls `pageSize^(2/3)` points, the step GTK's own
/// `GtkScrolledWindow` and `GtkRange` use (`pow (page_size, 2.0 / 3.0)` in gtkscrolledwindow.c):
/// about 89 pt for an 844 pt tall window, so small views scroll finely and large ones
/// quickly. Signs are kept: GTK's positive `dy` scrolls down, which is Sectional's positive y
/// (the content moves up).
public enum GTKScrollMapping {
  /// The unit a GTK scroll delta is measured in.
  public enum Unit: Hashable, Sendable {
    /// Wheel detents (`GDK_SCROLL_UNIT_WHEEL`).
    case wheel
    /// Surface pixels, which are points (`GDK_SCROLL_UNIT_SURFACE`).
    case surface
  }

  /// The points one wheel detent scrolls in a view `pageSize` points long: `pageSize^(2/3)`.
  ///
  /// A page size that is not finite or not positive gives 0 (nothing to scroll).
  public static func wheelStep(pageSize: Double) -> Double {
    guard pageSize.isFinite, pageSize > 0 else { return 0 }
    return pow(pageSize, 2.0 / 3.0)
  }

  /// The scroll in points for the GTK delta (`dx`, `dy`) in `unit`, over a view of
  /// `pageSize` (width and height in points; each axis uses its own page size).
  ///
  /// Deltas that are not finite count as 0.
  public static func points(dx: Double, dy: Double, unit: Unit, pageSize: CGSize) -> CGPoint {
    let x = dx.isFinite ? dx : 0
    let y = dy.isFinite ? dy : 0
    switch unit {
    case .surface:
      return CGPoint(x: x, y: y)
    case .wheel:
      return CGPoint(
        x: x * wheelStep(pageSize: pageSize.width), y: y * wheelStep(pageSize: pageSize.height))
    }
  }
}
