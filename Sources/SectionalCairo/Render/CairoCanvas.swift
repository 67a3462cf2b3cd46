import CPangoCairo
import SectionalGraphics

/// An ARGB32 image surface kept between frames: what a host that redraws on every scroll
/// step draws into, instead of allocating a new surface per frame.
///
/// Each ``draw(_:)`` replaces every pixel with the renderer's background (transparent when
/// it has none) and replays the list at the renderer's scale, so a frame never shows the
/// previous one. The pixels are the ones ``CairoRenderer/render(_:size:)`` gives for the same
/// list and size. A canvas is not thread-safe: use it from one thread at a time.
public final class CairoCanvas {
  /// The renderer whose scale and background every frame uses.
  public let renderer: CairoRenderer
  /// The canvas size in points.
  public let size: Size
  /// The width in pixels: ``size`` times the scale, rounded up.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  private let surface: OpaquePointer

  /// Creates a canvas of `size` points for `renderer`, transparent until the first draw.
  ///
  /// - Throws: ``CairoRenderer/Failure/emptyCanvas(_:)`` for a size with no pixels,
  ///   ``CairoRenderer/Failure/cairo(_:)`` when Cairo cannot create the surface.
  public init(size: Size, renderer: CairoRenderer) throws(CairoRenderer.Failure) {
    self.renderer = renderer
    self.size = size
    surface = try renderer.makeSurface(size: size)
    pixelWidth = Int(cairo_image_surface_get_width(surface))
    pixelHeight = Int(cairo_image_surface_get_height(surface))
  }

  deinit {
    cairo_surface_destroy(surface)
  }

  /// Draws `displayList` as a whole new frame and reports what the replay did.
  ///
  /// - Throws: ``CairoRenderer/Failure/unbalanced(_:)`` when the list's groups do not nest;
  ///   the canvas is then left as it was.
  /// - Complexity: O(n) commands, plus the canvas's pixels and the pixels each command
  ///   covers.
  @discardableResult
  public func draw(_ displayList: DisplayList) throws(CairoRenderer.Failure) -> CairoReplayReport {
    try CairoRenderer.validate(displayList)
    return renderer.draw(displayList, onto: surface, clearing: true)
  }

  /// Paints the canvas's last frame onto `cr` with its top-left corner at the user-space
  /// origin, one canvas point per user-space unit.
  ///
  /// This is how a host whose own context records rather than rasterises (a GTK 4 drawing
  /// area's draw function) shows a frame drawn here, where resampled images and kept text
  /// layouts apply: with the canvas's scale equal to the host's device scale, each canvas
  /// pixel lands on one device pixel. The context's state is restored afterwards.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight).
  public func paint(on cr: OpaquePointer) {
    cairo_surface_flush(surface)
    cairo_save(cr)
    cairo_scale(cr, 1 / renderer.scale, 1 / renderer.scale)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// A copy of the canvas's pixels.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight).
  public func image() throws(CairoError) -> PixelImage {
    try PixelImage(copying: surface)
  }

  /// The canvas encoded as PNG.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight) plus the encoding.
  public func pngData() throws(CairoError) -> [UInt8] {
    try PixelImage.encodePNG(surface)
  }
}
