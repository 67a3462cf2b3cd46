import CPangoCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalCairo

#if canImport(Glibc)
  import Glibc
#endif

/// Decoded and resampled images are kept across replays without changing a pixel, and a
/// file rewritten in place is read again.
@Suite struct ImageSurfaceCacheTests {
  /// A path of this process for `name`.
  private func path(_ name: String) -> String {
    "/tmp/sectional-image-cache-\(getpid())-\(name).png"
  }

  @Test("A cache decodes an unchanged file once and a rewritten one again")
  func decodesOnce() throws {
    let file = path("decode")
    defer { unlink(file) }
    try #require(PixelImage(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF]))
      .writePNG(to: file)
    let cache = ImageSurfaceCache(byteBudget: 1 << 20)
    for _ in 0..<3 {
      let (surface, _) = try #require(cache.decoded(file))
      #expect(cairo_image_surface_get_width(surface) == 2)
      cairo_surface_destroy(surface)
    }
    #expect(cache.statistics == ImageSurfaceCache.Statistics(decodes: 1, resamples: 0, hits: 2))
    try PixelImage(width: 3, height: 1, fill: 0xFF00_FF00).writePNG(to: file)
    let (surface, _) = try #require(cache.decoded(file))
    #expect(cairo_image_surface_get_width(surface) == 3)
    cairo_surface_destroy(surface)
    #expect(cache.statistics == ImageSurfaceCache.Statistics(decodes: 2, resamples: 0, hits: 2))
    #expect(cache.decoded(path("missing")) == nil)
  }

  @Test("A cache makes one resampled copy per key and keeps it")
  func resamplesOncePerKey() throws {
    let cache = ImageSurfaceCache(byteBudget: 1 << 20)
    let stamp = ImageSurfaceCache.FileStamp(
      device: 1, inode: 2, size: 3, seconds: 4, nanoseconds: 5)
    let key = ImageSurfaceCache.ScaledKey(
      path: "copy", stamp: stamp, xScale: 0.5, yScale: 0.5, xPhase: 0, yPhase: 0.25)
    var otherPhase = key
    otherPhase.yPhase = 0.5
    var made = 0
    for wanted in [key, key, otherPhase, key] {
      let copy = try #require(
        cache.scaled(wanted) {
          made += 1
          return cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 4)
        })
      cairo_surface_destroy(copy)
    }
    #expect(made == 2)
    #expect(cache.statistics == ImageSurfaceCache.Statistics(decodes: 0, resamples: 2, hits: 2))
  }

  @Test("Surfaces beyond the byte budget are handed out but not kept")
  func budget() throws {
    let file = path("budget")
    defer { unlink(file) }
    try PixelImage(width: 8, height: 8, fill: 0xFF00_00FF).writePNG(to: file)
    let cache = ImageSurfaceCache(byteBudget: 100)
    for _ in 0..<2 {
      let (surface, _) = try #require(cache.decoded(file))
      cairo_surface_destroy(surface)
    }
    #expect(cache.statistics == ImageSurfaceCache.Statistics(decodes: 2, resamples: 0, hits: 0))
  }

  @Test("A render shows a PNG rewritten in place between two renders")
  func rewrittenFileIsRedrawn() throws {
    let file = path("rewrite")
    defer { unlink(file) }
    try PixelImage(width: 2, height: 2, fill: 0xFFFF_0000).writePNG(to: file)
    let image = Image(path: file, pixelWidth: 2, pixelHeight: 2, scale: 1)
    let list = DisplayList([
      .image(image, rect: CGRect(x: 0, y: 0, width: 4, height: 4), contentMode: .scaleToFill)
    ])
    let renderer = CairoRenderer(scale: 2)
    #expect(try renderer.render(list, size: CGSize(width: 4, height: 4))[3, 3] == 0xFFFF_0000)
    try PixelImage(width: 1, height: 1, fill: 0xFF00_00FF).writePNG(to: file)
    #expect(try renderer.render(list, size: CGSize(width: 4, height: 4))[3, 3] == 0xFF00_00FF)
  }

  @Test(
    "A cached, resampled image matches a direct draw within the goldens' channel delta",
    arguments: 0..<24 as Range<UInt64>)
  func resampledMatchesDirect(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let file = path("phase-\(seed)")
    defer { unlink(file) }
    let width = Int.random(in: 1...12, using: &rng)
    let height = Int.random(in: 1...12, using: &rng)
    var source = PixelImage(width: width, height: height)
    for y in 0..<height {
      for x in 0..<width {
        let alpha = UInt32.random(in: 0...255, using: &rng)
        let red = UInt32.random(in: 0...alpha, using: &rng)
        source[x, y] = alpha << 24 | red << 16 | (alpha - red) / 2
      }
    }
    try source.writePNG(to: file)
    let image = Image(path: file, pixelWidth: width, pixelHeight: height, scale: 1)
    let rect = CGRect(
      x: Double.random(in: -3...10, using: &rng), y: Double.random(in: -3...10, using: &rng),
      width: Double.random(in: 1...20, using: &rng), height: Double.random(in: 1...20, using: &rng))
    let opacity = [1, 0.7, Double.random(in: 0...1, using: &rng)][seed.isMultiple(of: 3) ? 0 : 1]
    let list = DisplayList([
      .fillRect(CGRect(x: 0, y: 0, width: 6, height: 6), color: Color(red: 0, green: 0.5, blue: 1)),
      .pushOpacity(opacity), .image(image, rect: rect, contentMode: .scaleToFill), .popOpacity,
    ])
    let scale = [1.0, 2, 3][Int(seed % 3)]
    let size = CGSize(width: 24, height: 24)
    let cached = try CairoRenderer(scale: scale).render(list, size: size)
    let direct = try renderThroughRecording(list, size: size, scale: scale)
    let difference = PixelDifference(expected: direct, actual: cached)
    #expect(
      difference.largestChannelDelta <= PixelTolerance.snapshot.channelDelta,
      """
      seed \(seed): \(difference.differingPixelCount) pixels differ, \
      by up to \(difference.largestChannelDelta)
      """)
  }

  /// Replays `list` onto a recording surface, where images are resampled directly, and paints
  /// the recording onto an image surface.
  private func renderThroughRecording(_ list: DisplayList, size: CGSize, scale: Double) throws
    -> PixelImage
  {
    let (width, height) = CairoRenderer(scale: scale).pixelSize(for: size)
    let recording = try #require(
      cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil))
    defer { cairo_surface_destroy(recording) }
    let recorder = try #require(cairo_create(recording))
    cairo_scale(recorder, scale, scale)
    CairoRenderer.replay(list, on: recorder)
    cairo_destroy(recorder)
    let target = try #require(
      cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
    defer { cairo_surface_destroy(target) }
    let cr = try #require(cairo_create(target))
    cairo_set_source_surface(cr, recording, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    return try PixelImage(copying: target)
  }
}
