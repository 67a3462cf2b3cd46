import SectionalGraphics

/// An opaque 24-bit colour of a terminal cell, what truecolor SGR sequences carry.
public struct CellColor: Hashable, Sendable {
  /// The red channel, 0–255.
  public var red: UInt8
  /// The green channel, 0–255.
  public var green: UInt8
  /// The blue channel, 0–255.
  public var blue: UInt8

  /// Creates a colour from its three channels.
  public init(red: UInt8, green: UInt8, blue: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
  }

  /// The opaque colour nearest to `color`'s channels (its alpha is ignored).
  public init(_ color: Color) {
    self.init(
      red: Self.channel(color.red), green: Self.channel(color.green),
      blue: Self.channel(color.blue))
  }

  /// Black, the default foreground.
  public static let black = CellColor(red: 0, green: 0, blue: 0)
  /// White, the default background.
  public static let white = CellColor(red: 255, green: 255, blue: 255)

  /// `color` composited over this colour with `color`'s alpha times `opacity` (source-over).
  public func blending(_ color: Color, opacity: Double = 1) -> CellColor {
    let alpha = min(max(color.alpha * opacity, 0), 1)
    return mixed(with: CellColor(color), fraction: alpha)
  }

  /// This colour moved a `fraction` (0–1) of the way to `other`.
  public func mixed(with other: CellColor, fraction: Double) -> CellColor {
    let t = fraction.isNaN ? 0 : min(max(fraction, 0), 1)
    func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
      UInt8((Double(a) * (1 - t) + Double(b) * t).rounded())
    }
    return CellColor(
      red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue))
  }

  private static func channel(_ value: Double) -> UInt8 {
    UInt8((min(max(value, 0), 1) * 255).rounded())
  }
}
