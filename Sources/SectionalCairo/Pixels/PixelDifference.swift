/// The result of comparing two images pixel by pixel, with a picture of the differences.
///
/// A pixel differs when any of its four premultiplied 8-bit channels differs by more than
/// the channel tolerance given to ``init(expected:actual:channelTolerance:)``. Images of
/// different sizes are compared over the larger width and height; every pixel that only one
/// of them has counts as differing.
public struct PixelDifference: Hashable, Sendable {
  /// The number of pixels compared: the larger width times the larger height.
  public let pixelCount: Int
  /// The number of pixels that differ by more than the channel tolerance.
  public let differingPixelCount: Int
  /// The largest channel difference found anywhere, `0...255` (255 where sizes differ).
  public let largestChannelDelta: Int
  /// Whether both images have the same width and height.
  public let sizesMatch: Bool
  /// A picture of the comparison, as large as ``pixelCount`` says.
  ///
  /// Differing pixels are opaque red; equal pixels show the expected image as a pale grey
  /// (a quarter of its contrast over white) so the red stands out; pixels only one image
  /// has are opaque magenta.
  public let image: PixelImage

  /// Compares `actual` against `expected`, ignoring channel differences up to
  /// `channelTolerance` (clamped to `0...255`).
  ///
  /// - Complexity: O(w × h) for the larger width w and height h.
  public init(expected: PixelImage, actual: PixelImage, channelTolerance: Int = 0) {
    let tolerance = UInt32(Swift.min(Swift.max(channelTolerance, 0), 255))
    let width = Swift.max(expected.width, actual.width)
    let height = Swift.max(expected.height, actual.height)
    var picture = PixelImage(width: width, height: height)
    var differing = 0
    var largest: UInt32 = 0
    // Neighbouring pixels are mostly equal: fade each run of equal pixels once.
    var lastReference: UInt32 = 0
    var lastFaded = Self.faded(0)
    picture.pixels.withUnsafeMutableBufferPointer { output in
      expected.pixels.withUnsafeBufferPointer { old in
        actual.pixels.withUnsafeBufferPointer { new in
          for y in 0..<height {
            for x in 0..<width {
              let target = y * width + x
              guard x < expected.width, y < expected.height, x < actual.width, y < actual.height
              else {
                differing += 1
                largest = 255
                output[target] = 0xFFFF_00FF
                continue
              }
              let reference = old[y * expected.width + x]
              let delta = Self.largestChannelDelta(reference, new[y * actual.width + x])
              largest = Swift.max(largest, delta)
              if delta > tolerance {
                differing += 1
                output[target] = 0xFFFF_0000
              } else {
                if reference != lastReference {
                  lastReference = reference
                  lastFaded = Self.faded(reference)
                }
                output[target] = lastFaded
              }
            }
          }
        }
      }
    }
    self.pixelCount = width * height
    self.differingPixelCount = differing
    self.largestChannelDelta = Int(largest)
    self.sizesMatch = expected.width == actual.width && expected.height == actual.height
    self.image = picture
  }

  /// The fraction of compared pixels that differ, `0...1` (0 when there are no pixels).
  public var differingFraction: Double {
    pixelCount == 0 ? 0 : Double(differingPixelCount) / Double(pixelCount)
  }

  /// Whether nothing differs beyond the channel tolerance used for the comparison.
  public var isIdentical: Bool { differingPixelCount == 0 }

  /// Whether the sizes match and at most `tolerance.differingFraction` of the pixels differ.
  ///
  /// The channel part of `tolerance` is not used here; it belongs in the comparison itself
  /// (``init(expected:actual:channelTolerance:)``).
  public func isWithin(_ tolerance: PixelTolerance) -> Bool {
    sizesMatch && differingFraction <= tolerance.differingFraction
  }

  /// The largest difference between corresponding 8-bit channels of two ARGB words.
  private static func largestChannelDelta(_ a: UInt32, _ b: UInt32) -> UInt32 {
    guard a != b else { return 0 }
    func delta(_ shift: UInt32) -> UInt32 {
      let x = (a >> shift) & 0xFF
      let y = (b >> shift) & 0xFF
      return x > y ? x - y : y - x
    }
    return Swift.max(Swift.max(delta(0), delta(8)), Swift.max(delta(16), delta(24)))
  }

  /// `word` as an opaque pale grey: its luminance at a quarter of the contrast over white.
  private static func faded(_ word: UInt32) -> UInt32 {
    let pixel = RGBA8(premultipliedARGB: word)
    let alpha = UInt32(pixel.alpha)
    let luminance =
      (UInt32(pixel.red) * 299 + UInt32(pixel.green) * 587 + UInt32(pixel.blue) * 114) / 1000
    // Composite over white, then move three quarters of the way to white.
    let overWhite = (luminance * alpha + 255 * (255 - alpha)) / 255
    let grey = 255 - (255 - overWhite) / 4
    return 0xFF00_0000 | grey << 16 | grey << 8 | grey
  }
}
