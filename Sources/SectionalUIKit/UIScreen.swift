/// The display a UIKit app draws on, as `UIScreen`; on Linux, the canvas windows are sized
/// for.
///
/// A Linux host has no fixed device: a GTK window can be resized and a terminal has a cell
/// grid. `UIScreen.main` is therefore the size and scale an app's windows start from, the
/// gallery's defaults (an iPhone 14's 390 × 844 pt at 2 pixels per point). An app that knows
/// its host's canvas sets ``bounds`` and ``scale`` before it builds its windows (UIKit's are
/// read-only); windows do not follow later changes.
@MainActor
public final class UIScreen {
  /// The screen new windows are sized for.
  public static let main = UIScreen()

  /// The screen's rectangle in points, at the origin.
  public var bounds = CGRect(x: 0, y: 0, width: 390, height: 844)

  /// Device pixels per point.
  public var scale: CGFloat = 2

  /// The screen's rectangle in device pixels: ``bounds`` times ``scale``, as UIKit's.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  /// Creates a screen with the defaults; apps use ``main``.
  init() {}
}
