import CPangoCairo
import SectionalGraphics

/// An ARGB32 back buffer kept between frames.
///
/// A host that redraws on every scroll step draws into one instead of allocating a new
/// surface per frame; the GTK host's frame buffer is one.
///
/// Each ``draw(_:)`` replaces every pixel with the renderer's background (transparent when
/// it has none) and replays the list at the renderer's scale, so a frame never shows the
/// previous one. The pixels are the ones ``CairoRenderer/render(_:size:)`` gives for the same
/// list and size. ``paint(on:)`` then shows the frame on another context, such as a GTK 4
/// drawing area's, as one pixel-aligned image. A canvas is not thread-safe: use it from one
/// thread at a time.
///
/// Where the pixels live is the creator's choice (`backing` in
/// ``init(size:renderer:backing:)``): an ordinary Cairo image surface by default, or any
/// ARGB32 image surface the host hands over, such as one in the X server's shared memory.
///
/// The pixels are seen through two Cairo image surfaces: ``draw(_:)`` writes through one,
/// ``paint(on:)`` paints the other. A recording context that paints a surface keeps a Cairo
/// snapshot of it, and writing to (or flushing) a surface with a snapshot makes Cairo copy the
/// old pixels first (copy on write: a full-frame allocation and copy per frame). The painted
/// surface is never written or flushed, so no copy is made. A recording made by
/// ``paint(on:)`` therefore shows whatever the canvas holds when it is replayed, not what it
/// held when it was recorded: a host replays it before the next ``draw(_:)`` (GTK builds the
/// node that replaces the recording of the old frame while the draw func runs).
public final class CairoCanvas {
  /// The renderer whose scale and background every frame uses.
  public let renderer: CairoRenderer
  /// The canvas size in points.
  public let size: CGSize
  /// The width in pixels: ``size`` times the scale, rounded up.
  public let pixelWidth: Int
  /// The height in pixels.
  public let pixelHeight: Int
  /// The surface frames are drawn through; it owns the pixels.
  private let drawnSurface: OpaquePointer
  /// The same pixels at the renderer's scale as the device scale, for ``paint(on:)``; never
  /// written or flushed (see the type's documentation).
  private let paintedSurface: OpaquePointer

  /// Creates a canvas of `size` points for `renderer`, transparent until the first draw
  /// unless `backing` gives it pixels of its own.
  ///
  /// `backing`, when given, makes the surface that holds the pixels: it is called once with
  /// the pixel width and height and returns a new ARGB32 image surface of exactly that size,
  /// or `nil`. The canvas takes over the reference it returns and destroys it with the
  /// canvas; the first draw replaces whatever pixels it holds. When there is no `backing`, or it
  /// returns `nil` or a surface that does not fit (which the canvas destroys), the canvas
  /// makes an ordinary Cairo image surface.
  ///
  /// - Throws: ``CairoRenderer/Failure/emptyCanvas(_:)`` for a size with no pixels,
  ///   ``CairoRenderer/Failure/cairo(_:)`` when the size passes Cairo's 32_767 pixels a side
  ///   or Cairo cannot create the surface.
  public init(
    size: CGSize, renderer: CairoRenderer,
    backing: ((_ pixelWidth: Int, _ pixelHeight: Int) -> OpaquePointer?)? = nil
  ) throws(CairoRenderer.Failure) {
    let (width, height) = try renderer.checkedPixelSize(for: size)
    let backed = backing?(width, height).flatMap { Self.adopt($0, width: width, height: height) }
    let surface: OpaquePointer
    if let backed {
      surface = backed
    } else {
      surface = try CairoRenderer.makeSurface(width: width, height: height)
    }
    guard
      let painted = cairo_image_surface_create_for_data(
        cairo_image_surface_get_data(surface), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
        cairo_image_surface_get_stride(surface)),
      cairo_surface_status(painted) == CAIRO_STATUS_SUCCESS
    else {
      cairo_surface_destroy(surface)
      throw .cairo(CairoError(operation: "creating a canvas", reason: "out of memory"))
    }
    cairo_surface_set_device_scale(painted, renderer.scale, renderer.scale)
    self.renderer = renderer
    self.size = size
    pixelWidth = width
    pixelHeight = height
    drawnSurface = surface
    paintedSurface = painted
  }

  deinit {
    // Finishing gives any recording still holding the painted surface its own copy before
    // the pixels go away.
    cairo_surface_finish(paintedSurface)
    cairo_surface_destroy(paintedSurface)
    cairo_surface_destroy(drawnSurface)
  }

  /// `surface` when it is a usable ARGB32 image surface of `width`×`height` pixels; else
  /// destroys it and returns `nil`.
  private static func adopt(_ surface: OpaquePointer, width: Int, height: Int) -> OpaquePointer? {
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
      cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
      cairo_image_surface_get_width(surface) == Int32(width),
      cairo_image_surface_get_height(surface) == Int32(height),
      cairo_image_surface_get_data(surface) != nil
    else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }

  /// Draws `displayList` as a whole new frame and reports what the replay did.
  ///
  /// - Throws: ``CairoRenderer/Failure/unbalanced(_:)`` when the list's groups do not nest;
  ///   the canvas is then left as it was.
  /// - Complexity: O(n) commands, plus the pixels each command covers, plus the canvas's
  ///   pixels unless the list starts by filling the whole canvas with an opaque colour.
  @discardableResult
  public func draw(_ displayList: DisplayList) throws(CairoRenderer.Failure) -> CairoReplayReport {
    try CairoRenderer.validate(displayList)
    return renderer.draw(displayList, onto: drawnSurface, clearing: true)
  }

  /// Paints the canvas's last frame onto `cr` with its top-left corner at the user-space
  /// origin, one canvas point per user-space unit, sampling the nearest pixel.
  ///
  /// This is how a host whose own context records rather than rasterises (a GTK 4 drawing
  /// area's draw function) shows a frame drawn here, where resampled images and kept text
  /// layouts apply: with `cr`'s device scale equal to the renderer's scale and an integer
  /// offset, each canvas pixel lands on one device pixel. The canvas is composited over what
  /// `cr` holds; when the renderer's background is opaque every pixel is, and the canvas is
  /// copied instead, which gives the same pixels with less work. The context's state is
  /// restored afterwards.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight) when the context is rasterised.
  public func paint(on cr: OpaquePointer) {
    cairo_save(cr)
    cairo_set_source_surface(cr, paintedSurface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    if let background = renderer.background, background.alpha >= 1 {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    }
    cairo_rectangle(
      cr, 0, 0, Double(pixelWidth) / renderer.scale, Double(pixelHeight) / renderer.scale)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// A copy of the canvas's pixels.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight).
  public func image() throws(CairoError) -> PixelImage {
    try PixelImage(copying: drawnSurface)
  }

  /// The canvas encoded as PNG.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight) plus the encoding.
  public func pngData() throws(CairoError) -> [UInt8] {
    try PixelImage.encodePNG(drawnSurface)
  }
}
