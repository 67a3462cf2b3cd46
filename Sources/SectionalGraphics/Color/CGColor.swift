/// A colour as Core Graphics hands it to layers: the type of `Layer.borderColor`,
/// `shadowColor` and `backgroundColor`, so that `layer.borderColor = UIColor.gray.cgColor`
/// compiles unchanged.
///
/// Foundation on Linux has no Core Graphics colour, so this is Sectional's: an immutable
/// sRGB colour (a `Color`) with the members table code reads. Core Graphics' `CGColor` is a
/// reference type compared by value (`CFEqual`); this value type compares the same way.
public struct CGColor: Hashable, Sendable {
  /// The colour.
  public let color: Color

  /// Wraps `color`.
  public init(color: Color) { self.color = color }

  /// Creates a colour from sRGB components, as `CGColor(red:green:blue:alpha:)`; each is
  /// clamped to `0...1` as `Color` does.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    color = Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// Creates a grey, as `CGColor(gray:alpha:)`.
  public init(gray: CGFloat, alpha: CGFloat) {
    color = Color(white: gray, alpha: alpha)
  }

  /// The opacity, `0...1`.
  public var alpha: CGFloat { color.alpha }

  /// The red, green, blue and alpha components.
  public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha] }

  /// The number of components, 4 (sRGB plus alpha).
  public var numberOfComponents: Int { 4 }

  /// A copy with a different alpha, as `CGColor.copy(alpha:)`.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(color: color.withAlphaComponent(alpha))
  }
}

extension Color {
  /// The colour as a `CGColor`, as `UIColor.cgColor`.
  public var cgColor: CGColor { CGColor(color: self) }

  /// Creates a colour from a `CGColor`, as `UIColor(cgColor:)`.
  public init(cgColor: CGColor) { self = cgColor.color }
}
