/// How different two images may be and still count as equal in a snapshot comparison.
///
/// Two rules, both from Documentation/LinuxRendering.md § Comparing pixels (count pixels whose
/// largest channel delta is above N, and require the count to be at most K), with K given as a
/// fraction so one tolerance fits every image size. Perceptual colour metrics are deliberately not
/// used (swift-snapshot-testing #673/#710 show how fragile they are).
public struct PixelTolerance: Hashable, Sendable {
  /// The largest per-channel difference, in 8-bit steps of the premultiplied components,
  /// at which a pixel still counts as unchanged; `0...255`.
  public var channelDelta: Int
  /// The largest fraction of pixels, in `0...1`, that may differ.
  public var differingFraction: Double

  /// Creates a tolerance; values are clamped to `0...255` and `0...1` (NaN becomes 0).
  public init(channelDelta: Int, differingFraction: Double) {
    self.channelDelta = Swift.min(Swift.max(channelDelta, 0), 255)
    self.differingFraction =
      differingFraction.isNaN ? 0 : Swift.min(Swift.max(differingFraction, 0), 1)
  }

  /// No difference at all is allowed.
  public static let exact = PixelTolerance(channelDelta: 0, differingFraction: 0)

  /// The default for PNG goldens: channel deltas up to 2 are ignored and at most 0.01 % of
  /// the pixels (one in 10_000) may differ beyond that.
  ///
  /// Renders on the reference machine are byte-identical (K = 0 is achievable); the margin
  /// absorbs rounding changes from a different Cairo or pixman build while still catching
  /// a 3 × 3-pixel change in a 240 × 44 image.
  public static let snapshot = PixelTolerance(channelDelta: 2, differingFraction: 0.000_1)
}
