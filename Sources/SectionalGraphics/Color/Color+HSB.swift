extension Color {
  /// Creates a colour from hue, saturation and brightness (UIKit's
  /// `init(hue:saturation:brightness:alpha:)`), the HSV model of Smith (1978).
  ///
  /// All values are in `0...1`, hue included (UIKit's convention: multiply degrees by 1/360,
  /// so `136.0 / 360.0` is a bluish green). A hue outside `0...1` wraps around the colour
  /// circle, so 1 is red again; saturation, brightness and alpha are clamped to `0...1`. NaN
  /// becomes 0 everywhere.
  public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat = 1) {
    let h = hue.isFinite ? hue - hue.rounded(.down) : 0
    let s = Color.clamp(saturation)
    let v = Color.clamp(brightness)
    let sector = h * 6
    let index = Int(sector.rounded(.down)) % 6
    let fraction = sector - sector.rounded(.down)
    let p = v * (1 - s)
    let q = v * (1 - s * fraction)
    let t = v * (1 - s * (1 - fraction))
    let (r, g, b): (Double, Double, Double)
    switch index {
    case 0: (r, g, b) = (v, t, p)
    case 1: (r, g, b) = (q, v, p)
    case 2: (r, g, b) = (p, v, t)
    case 3: (r, g, b) = (p, q, v)
    case 4: (r, g, b) = (t, p, v)
    default: (r, g, b) = (v, p, q)
    }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The colour's hue, saturation and brightness (UIKit's
  /// `getHue(_:saturation:brightness:alpha:)`), each in `0...1`.
  ///
  /// Hue is in `0..<1` (red is 0). For greys, whose hue is undefined, hue and saturation are
  /// 0; for black, saturation is 0 too. Converting the result back with
  /// ``init(hue:saturation:brightness:alpha:)`` gives the same colour up to rounding.
  public var hueSaturationBrightness: (hue: CGFloat, saturation: CGFloat, brightness: CGFloat) {
    let maximum = Swift.max(red, green, blue)
    let minimum = Swift.min(red, green, blue)
    let chroma = maximum - minimum
    let saturation = maximum == 0 ? 0 : chroma / maximum
    guard chroma > 0 else { return (0, saturation, maximum) }
    var hue: Double
    if maximum == red {
      hue = (green - blue) / chroma
      if hue < 0 { hue += 6 }
    } else if maximum == green {
      hue = (blue - red) / chroma + 2
    } else {
      hue = (red - green) / chroma + 4
    }
    hue /= 6
    if hue >= 1 { hue -= 1 }
    return (hue, saturation, maximum)
  }
}
