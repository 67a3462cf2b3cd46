import SectionalGraphics
import SectionalTestSupport
import Testing

@Suite struct ColorHSBTests {
  /// Whether two numbers agree to 1e-9.
  private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

  @Test("The grouped-colours seed's bluish green (hue 136/360, s 1, b 0.6) is (0, 0.6, 0.16)")
  func seedBluishGreen() {
    let color = Color(hue: 136.0 / 360.0, saturation: 1, brightness: 0.6)
    #expect(close(color.red, 0))
    #expect(close(color.green, 0.6))
    #expect(close(color.blue, 0.16))
    #expect(color.alpha == 1)
  }

  @Test("The Starcraft background (hue 0.67, s 0.37, b 0.35) converts like UIKit")
  func starcraftBackground() {
    let color = Color(hue: 0.67, saturation: 0.37, brightness: 0.35)
    #expect(close(color.red, 0.223_09))
    #expect(close(color.green, 0.2205))
    #expect(close(color.blue, 0.35))
  }

  @Test("Primary hues land on the primaries and hue wraps around the circle")
  func primaries() {
    #expect(Color(hue: 0, saturation: 1, brightness: 1) == .red)
    #expect(Color(hue: 1, saturation: 1, brightness: 1) == .red)
    #expect(Color(hue: -1.0 / 3.0, saturation: 1, brightness: 1).hexString == "#0000FFFF")
    #expect(Color(hue: 1.0 / 6.0, saturation: 1, brightness: 1).hexString == "#FFFF00FF")
    #expect(Color(hue: 0.5, saturation: 0, brightness: 0.5) == .gray)
    #expect(
      Color(hue: .nan, saturation: .nan, brightness: 2, alpha: 0.5)
        == .white.withAlphaComponent(0.5))
  }

  @Test("Greys report hue 0 and saturation 0; black reports brightness 0")
  func achromaticComponents() {
    let grey = Color.gray.hueSaturationBrightness
    #expect(grey.hue == 0 && grey.saturation == 0 && grey.brightness == 0.5)
    let black = Color.black.hueSaturationBrightness
    #expect(black.hue == 0 && black.saturation == 0 && black.brightness == 0)
  }

  @Test("Known colours give their hue, saturation and brightness")
  func knownComponents() {
    let orange = Color.orange.hueSaturationBrightness
    #expect(close(orange.hue, 1.0 / 12.0) && orange.saturation == 1 && orange.brightness == 1)
    let purple = Color.purple.hueSaturationBrightness
    #expect(close(purple.hue, 5.0 / 6.0) && purple.saturation == 1 && purple.brightness == 0.5)
  }

  @Test("RGB -> HSB -> RGB round-trips for random colours", arguments: 0..<200 as Range<UInt64>)
  func rgbRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let color = Color(
      red: Double.random(in: 0...1, using: &rng), green: Double.random(in: 0...1, using: &rng),
      blue: Double.random(in: 0...1, using: &rng), alpha: Double.random(in: 0...1, using: &rng))
    let hsb = color.hueSaturationBrightness
    #expect((0..<1).contains(hsb.hue), "seed \(seed)")
    let back = Color(
      hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness, alpha: color.alpha)
    #expect(close(back.red, color.red), "seed \(seed)")
    #expect(close(back.green, color.green), "seed \(seed)")
    #expect(close(back.blue, color.blue), "seed \(seed)")
    #expect(back.alpha == color.alpha, "seed \(seed)")
  }

  @Test("HSB -> RGB -> HSB round-trips for chromatic colours", arguments: 0..<200 as Range<UInt64>)
  func hsbRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let hue = Double.random(in: 0..<1, using: &rng)
    let saturation = Double.random(in: 0.01...1, using: &rng)
    let brightness = Double.random(in: 0.01...1, using: &rng)
    let back = Color(hue: hue, saturation: saturation, brightness: brightness)
      .hueSaturationBrightness
    let hueError = abs(back.hue - hue)
    #expect(Swift.min(hueError, 1 - hueError) < 1e-9, "seed \(seed)")
    #expect(close(back.saturation, saturation), "seed \(seed)")
    #expect(close(back.brightness, brightness), "seed \(seed)")
  }
}
