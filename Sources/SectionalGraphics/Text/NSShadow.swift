import Foundation

/// A shadow for attributed text, as UIKit's `NSShadow` (Foundation on Linux has none): the
/// object stored under `NSAttributedString.Key.shadow` in text attributes such as
/// a navigation bar's `titleTextAttributes`.
///
/// A class, as UIKit's, so the usual `let shadow = NSShadow()` followed by property
/// assignments compiles. What gets drawn is the value `drawnShadow`.
open class NSShadow {
  /// How far the shadow is moved from the text, in points; `.zero` by default, as UIKit.
  open var shadowOffset: CGSize = .zero

  /// The blur radius in points; 0 (no blur) by default, as UIKit.
  ///
  /// Negative values draw as 0.
  open var shadowBlurRadius: CGFloat = 0

  /// The shadow's colour (a ``Color``), or `nil` for no shadow.
  ///
  /// Typed `Any?` as UIKit's; any value that is not a ``Color`` draws no shadow. Black at
  /// one-third opacity by default, as UIKit.
  open var shadowColor: Any? = Color(white: 0, alpha: 1.0 / 3.0)

  /// Creates a shadow with UIKit's defaults: zero offset, no blur, black at one-third opacity.
  public init() {}

  /// The shadow to draw, or `nil` when ``shadowColor`` is `nil` or not a ``Color``.
  package var drawnShadow: Shadow? {
    guard let color = shadowColor as? Color else { return nil }
    return Shadow(color: color, offset: shadowOffset, blurRadius: shadowBlurRadius)
  }
}
