/// An approximate Gaussian blur of an 8-bit alpha mask by three successive box blurs.
///
/// The box width for a standard deviation σ is `d = ⌊σ · 3√(2π) / 4 + 0.5⌋`, the rule the
/// W3C Filter Effects specification gives for `feGaussianBlur` (and that browsers use for
/// CSS `text-shadow`); three passes of a box that wide come within a few per cent of a true
/// Gaussian. Each pass uses a centred window of `2⌊d/2⌋ + 1` pixels and treats pixels
/// outside the mask as transparent. Integer arithmetic keeps results identical on every
/// machine.
enum BoxBlur {
  /// The box width for a Gaussian of standard deviation `sigma` pixels (0 for no blur).
  static func boxWidth(sigma: Double) -> Int {
    guard sigma.isFinite, sigma > 0 else { return 0 }
    return Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
  }

  /// Blurs `mask`, `width × height` bytes stored with `stride` bytes per row, in place.
  ///
  /// - Complexity: O(width × height), independent of `sigma`.
  static func blur(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: Double
  ) {
    let radius = boxWidth(sigma: sigma) / 2
    guard radius > 0, width > 0, height > 0 else { return }
    var line = [UInt32](repeating: 0, count: Swift.max(width, height))
    for _ in 0..<3 {
      for y in 0..<height {
        blurLine(mask + y * stride, count: width, step: 1, radius: radius, scratch: &line)
      }
      for x in 0..<width {
        blurLine(mask + x, count: height, step: stride, radius: radius, scratch: &line)
      }
    }
  }

  /// One box-blur pass over `count` samples `step` bytes apart.
  private static func blurLine(
    _ start: UnsafeMutablePointer<UInt8>, count: Int, step: Int, radius: Int,
    scratch: inout [UInt32]
  ) {
    for index in 0..<count { scratch[index] = UInt32(start[index * step]) }
    let window = UInt32(2 * radius + 1)
    var sum: UInt32 = 0
    for index in 0..<Swift.min(radius, count) { sum += scratch[index] }
    for index in 0..<count {
      let entering = index + radius
      if entering < count { sum += scratch[entering] }
      start[index * step] = UInt8((sum + window / 2) / window)
      let leaving = index - radius
      if leaving >= 0 { sum -= scratch[leaving] }
    }
  }
}
