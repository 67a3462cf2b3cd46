/// An sRGB colour with an alpha component (UIKit's `UIColor`).
///
/// Components are `CGFloat`s in `0...1`. Every initialiser validates its input: values below 0
/// become 0, values above 1 become 1, and NaN becomes 0. UIKit instead keeps out-of-range
/// values as extended sRGB; Sectional's renderers (Cairo and the terminal) only draw plain
/// sRGB, so the clamp happens once, here. Alpha is straight (not premultiplied).
///
/// A colour may be dynamic (the system colours, ``init(dynamicProvider:)``): it then has a
/// different value in light and dark mode and is resolved against a view's traits when the
/// view draws (``resolvedColor(with:)``). Its components, read directly, are its light value.
public struct Color: Hashable, Sendable {
  /// The red component, `0...1`.
  public let red: CGFloat
  /// The green component, `0...1`.
  public let green: CGFloat
  /// The blue component, `0...1`.
  public let blue: CGFloat
  /// The opacity, `0...1`: 0 is fully transparent, 1 fully opaque.
  public let alpha: CGFloat
  /// 0 for a fixed colour; otherwise which dynamic colour this is (see `DynamicColors`).
  package let dynamicIndex: UInt32

  /// Creates a colour from sRGB components (UIKit's `init(red:green:blue:alpha:)`).
  ///
  /// Each component is clamped to `0...1`; NaN becomes 0. `alpha` defaults to 1.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
    self.red = Color.clamp(red)
    self.green = Color.clamp(green)
    self.blue = Color.clamp(blue)
    self.alpha = Color.clamp(alpha)
    dynamicIndex = 0
  }

  /// A dynamic colour whose components are `light`'s and whose dark value is found through
  /// `dynamicIndex`.
  package init(light: Color, dynamicIndex: UInt32) {
    red = light.red
    green = light.green
    blue = light.blue
    alpha = light.alpha
    self.dynamicIndex = dynamicIndex
  }

  /// Creates a grey from a white level (UIKit's `init(white:alpha:)`).
  ///
  /// `white` 0 is black and 1 is white; both values are clamped to `0...1`, NaN becomes 0.
  public init(white: CGFloat, alpha: CGFloat = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Creates a colour from a 24-bit `0xRRGGBB` value, as design tools print colours.
  ///
  /// Bits above the low 24 are ignored. `alpha` is clamped to `0...1` and defaults to 1.
  /// For example `Color(hex: 0x007AFF)` is UIKit's `systemBlue`.
  public init(hex: UInt32, alpha: CGFloat = 1) {
    self.init(
      red: Double((hex >> 16) & 0xFF) / 255,
      green: Double((hex >> 8) & 0xFF) / 255,
      blue: Double(hex & 0xFF) / 255,
      alpha: alpha)
  }

  /// Returns a copy of this colour with a different alpha (UIKit's `withAlphaComponent(_:)`).
  ///
  /// The colour components are kept; `alpha` is clamped to `0...1` (NaN becomes 0). A
  /// dynamic colour stays dynamic: each of its values gets the new alpha, as in UIKit.
  public func withAlphaComponent(_ alpha: CGFloat) -> Color {
    guard dynamicIndex == 0 else { return DynamicColors.shared.withAlpha(alpha, of: self) }
    return Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Whether the colour is fully transparent, so drawing it changes nothing.
  public var isClear: Bool { alpha == 0 }

  /// Whether the colour is fully opaque.
  public var isOpaque: Bool { alpha == 1 }

  /// Clamps a component to `0...1`, mapping NaN to 0.
  static func clamp(_ value: Double) -> Double {
    guard !value.isNaN else { return 0 }
    return Swift.min(Swift.max(value, 0), 1)
  }
}
