/// A raster image as plain pixels: what a render produces and what PNG goldens hold.
///
/// Pixels are stored row by row, top to bottom, as 32-bit ARGB words with premultiplied
/// alpha, alpha in the top byte: Cairo's `CAIRO_FORMAT_ARGB32`, so Cairo surfaces copy in
/// and out without conversion. The value is `Sendable` and compares pixel by pixel.
public struct PixelImage: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// `width × height` premultiplied ARGB words, row by row from the top.
  public internal(set) var pixels: [UInt32]

  /// Creates an image of `width × height` pixels, all set to `fill` (transparent black by
  /// default).
  ///
  /// Negative dimensions are taken as 0.
  ///
  /// - Complexity: O(width × height).
  public init(width: Int, height: Int, fill: UInt32 = 0) {
    self.width = Swift.max(width, 0)
    self.height = Swift.max(height, 0)
    self.pixels = Array(repeating: fill, count: self.width * self.height)
  }

  /// Creates an image from premultiplied ARGB words, or nil when their number is not
  /// `width × height`.
  public init?(width: Int, height: Int, pixels: [UInt32]) {
    guard width >= 0, height >= 0, pixels.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.pixels = pixels
  }

  /// The premultiplied ARGB word at column `x`, row `y` (both zero-based).
  ///
  /// Reading or writing outside the image is a precondition failure.
  public subscript(x: Int, y: Int) -> UInt32 {
    get {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside")
      return pixels[y * width + x]
    }
    set {
      precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside")
      pixels[y * width + x] = newValue
    }
  }

  /// The pixel at (`x`, `y`) as straight (not premultiplied) 8-bit components.
  public func rgba(x: Int, y: Int) -> RGBA8 {
    RGBA8(premultipliedARGB: self[x, y])
  }
}

/// One pixel as straight 8-bit red, green, blue and alpha components.
///
/// Converting from premultiplied storage divides by alpha with rounding, so a fully
/// transparent pixel reads as `(0, 0, 0, 0)`.
public struct RGBA8: Hashable, Sendable, CustomStringConvertible {
  /// The red component.
  public var red: UInt8
  /// The green component.
  public var green: UInt8
  /// The blue component.
  public var blue: UInt8
  /// The alpha component: 0 transparent, 255 opaque.
  public var alpha: UInt8

  /// Creates a pixel from its four components.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// Un-premultiplies a Cairo ARGB32 word.
  public init(premultipliedARGB word: UInt32) {
    let alpha = UInt8(truncatingIfNeeded: word >> 24)
    func straight(_ shift: UInt32) -> UInt8 {
      let value = UInt32(UInt8(truncatingIfNeeded: word >> shift))
      guard alpha != 0 else { return 0 }
      return UInt8(Swift.min((value * 255 + UInt32(alpha) / 2) / UInt32(alpha), 255))
    }
    self.init(red: straight(16), green: straight(8), blue: straight(0), alpha: alpha)
  }

  /// The pixel as a premultiplied Cairo ARGB32 word.
  public var premultipliedARGB: UInt32 {
    func multiplied(_ value: UInt8) -> UInt32 {
      (UInt32(value) * UInt32(alpha) + 127) / 255
    }
    return UInt32(alpha) << 24 | multiplied(red) << 16 | multiplied(green) << 8 | multiplied(blue)
  }

  /// The pixel as `#RRGGBBAA`.
  public var description: String {
    let digits = Array("0123456789ABCDEF")
    return "#"
      + [red, green, blue, alpha].map { "\(digits[Int($0 >> 4)])\(digits[Int($0 & 0xF)])" }
      .joined()
  }
}
