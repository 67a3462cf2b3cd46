import SectionalGraphics

/// The decoded pixels of an image, sampled by the rasteriser for half-block pixels.
public struct ImagePixels: Hashable, Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int
  /// The pixels, row-major, as straight (not premultiplied) colours.
  public let colors: [Color]

  /// Creates pixels from `colors`, or nil unless there are exactly `width × height` of them
  /// and both sides are positive.
  public init?(width: Int, height: Int, colors: [Color]) {
    guard width > 0, height > 0, colors.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.colors = colors
  }

  /// The pixel nearest to the unit coordinates `(u, v)` (0–1 across and down the image),
  /// clamped to the image's edges.
  public func sample(u: Double, v: Double) -> Color {
    func index(_ unit: Double, _ count: Int) -> Int {
      guard unit.isFinite else { return 0 }
      return min(max(Int((unit * Double(count)).rounded(.down)), 0), count - 1)
    }
    return colors[index(v, height) * width + index(u, width)]
  }
}

/// Where the rasteriser gets an image's pixels: SectionalTerminal links no image decoder,
/// so a host that can decode PNGs (the gallery, through Cairo) supplies them.
///
/// Without a source, or when it returns nil, an image is drawn as a block of
/// ``CellRasterizer/placeholderImageColor``.
public protocol ImagePixelSource: Sendable {
  /// The decoded pixels of `image`, or nil when they cannot be read.
  func pixels(for image: Image) -> ImagePixels?
}
