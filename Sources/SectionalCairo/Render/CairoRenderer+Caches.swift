extension CairoRenderer {
  /// Counters of the process-wide caches that replays share from frame to frame.
  ///
  /// Images: a decode reads a PNG file, a resample draws a decoded image at the device scale
  /// and sub-pixel phase it is shown at, a hit reuses either. Text: a layout shapes a run's
  /// text with Pango, a hit draws a layout kept from an earlier draw of the same text, font,
  /// width and line rules.
  public struct CacheStatistics: Hashable, Sendable {
    /// PNG files decoded.
    public var imageDecodes: Int
    /// Decoded images resampled to device pixels.
    public var imageResamples: Int
    /// Image draws answered from the cache (a decoded file or a resampled copy).
    public var imageHits: Int
    /// Text runs laid out by Pango for drawing.
    public var textLayouts: Int
    /// Text runs drawn with a kept layout.
    public var textHits: Int

    /// Creates a set of counters.
    public init(
      imageDecodes: Int, imageResamples: Int, imageHits: Int, textLayouts: Int, textHits: Int
    ) {
      self.imageDecodes = imageDecodes
      self.imageResamples = imageResamples
      self.imageHits = imageHits
      self.textLayouts = textLayouts
      self.textHits = textHits
    }
  }

  /// The counters since the process started or ``removeAllCachedResources()`` last ran.
  public static var cacheStatistics: CacheStatistics {
    let images = ImageSurfaceCache.shared.statistics
    let text = PangoEngine.shared.drawnBlockStatistics
    return CacheStatistics(
      imageDecodes: images.decodes, imageResamples: images.resamples, imageHits: images.hits,
      textLayouts: text.misses, textHits: text.hits)
  }

  /// Empties the image and text caches that replays share, and resets their counters.
  ///
  /// Nothing else needs it for correctness (a changed image file is read again, and kept
  /// text layouts depend only on their request); benchmarks call it to measure cold frames.
  public static func removeAllCachedResources() {
    ImageSurfaceCache.shared.removeAll()
    PangoEngine.shared.removeAllDrawnBlocks()
  }
}
