import CGtk4
import SectionalCairo
import SectionalGraphics

/// The pixels of the frame shown last: a display list rasterised at the device scale, painted
/// onto GTK's draw-func context as one pixel-aligned image.
///
/// A GTK 4 drawing area's context records rather than rasterises. With GSK's Cairo renderer
/// the recording is replayed after the draw func returns, so replaying a display list there
/// rasterises it in GSK's paint phase, command by command and without the replay's cached
/// resampled images. Drawing it here instead leaves GSK one image to copy.
///
/// One block of memory is seen through two Cairo image surfaces: ``draw(_:)`` writes through
/// one, ``paint(on:)`` paints the other. A recording that paints a surface keeps a Cairo
/// snapshot of it, and writing to a surface with a snapshot makes Cairo copy the old pixels
/// first (copy on write: a full-frame allocation and copy per frame). The painted surface is
/// never written, so no copy is made; this is sound because the buffer is only written in
/// the draw func, while GTK builds the node that replaces the recording of the old frame.
final class GTKFrameBuffer {
  /// The size in points.
  let size: Size
  /// Device pixels per point.
  let scale: Double
  /// The width in pixels: ``size`` times ``scale``, rounded up.
  let pixelWidth: Int
  /// The height in pixels.
  let pixelHeight: Int
  /// The pixels, when the buffer allocated them itself (else the drawn surface owns them).
  private let ownPixels: UnsafeMutableRawPointer?
  private let drawnSurface: OpaquePointer
  private let paintedSurface: OpaquePointer

  /// Creates a buffer of `size` points at `scale`, or returns `nil` when the size has no
  /// pixels or passes Cairo's 32_767 pixels a side.
  ///
  /// `backing`, when given, makes the pixels: it is called with the pixel width and height
  /// and returns a new ARGB32 image surface of that size or `nil` (such as one in the X
  /// server's shared memory, ``X11SharedPixels``); the buffer takes ownership of it. Without
  /// it, or when it gives `nil`, the buffer allocates zeroed pixels itself.
  init?(size: Size, scale: Double, backing: ((Int, Int) -> OpaquePointer?)? = nil) {
    let width = (size.width * scale).rounded(.up)
    let height = (size.height * scale).rounded(.up)
    guard width.isFinite, height.isFinite, width >= 1, height >= 1, width <= 32_767,
      height <= 32_767
    else { return nil }
    self.size = size
    self.scale = scale
    pixelWidth = Int(width)
    pixelHeight = Int(height)
    let data: UnsafeMutablePointer<UInt8>
    let stride: Int32
    if let backed = backing?(pixelWidth, pixelHeight) {
      drawnSurface = backed
      data = cairo_image_surface_get_data(backed)
      stride = cairo_image_surface_get_stride(backed)
      ownPixels = nil
    } else {
      stride = cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(pixelWidth))
      let bytes = Int(stride) * pixelHeight
      let pixels = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
      pixels.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
      ownPixels = pixels
      data = pixels.assumingMemoryBound(to: UInt8.self)
      drawnSurface = cairo_image_surface_create_for_data(
        data, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), stride)
    }
    paintedSurface = cairo_image_surface_create_for_data(
      data, CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight), stride)
    cairo_surface_set_device_scale(paintedSurface, scale, scale)
  }

  deinit {
    cairo_surface_finish(paintedSurface)
    cairo_surface_destroy(paintedSurface)
    cairo_surface_destroy(drawnSurface)
    ownPixels?.deallocate()
  }

  /// Replaces the buffer's pixels with `displayList` drawn on white.
  ///
  /// The white fill is skipped when the list starts by filling the whole buffer with an
  /// opaque colour (a window's background), which replaces every pixel anyway. Groups left
  /// open at the end are closed, as `CairoRenderer.replay(_:on:)` does.
  ///
  /// - Complexity: O(n) commands, plus the pixels each covers, plus the buffer's pixels when
  ///   it is filled white first.
  func draw(_ displayList: DisplayList) {
    let cr = cairo_create(drawnSurface)!
    defer { cairo_destroy(cr) }
    if !startsWithOpaqueFill(displayList) {
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_set_source_rgb(cr, 1, 1, 1)
      cairo_paint(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
    }
    cairo_scale(cr, scale, scale)
    CairoRenderer.replay(displayList, on: cr)
    cairo_surface_flush(drawnSurface)
  }

  /// Paints the buffer onto `cr` with its top-left corner at the user-space origin, one
  /// buffer point per user-space unit, sampling the nearest pixel.
  ///
  /// With `cr`'s device scale equal to ``scale`` (GTK's draw-func context carries the
  /// surface's scale factor) and an integer offset, each buffer pixel lands on one device
  /// pixel. The context's state is restored afterwards.
  ///
  /// - Complexity: O(pixelWidth × pixelHeight) when the context is rasterised.
  func paint(on cr: OpaquePointer) {
    cairo_save(cr)
    cairo_set_source_surface(cr, paintedSurface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_rectangle(cr, 0, 0, size.width, size.height)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// Whether the first command of `displayList` fills every pixel with an opaque colour.
  private func startsWithOpaqueFill(_ displayList: DisplayList) -> Bool {
    guard case .fillRect(let rect, let color)? = displayList.commands.first, color.alpha >= 1
    else { return false }
    return rect.minX <= 0 && rect.minY <= 0 && rect.maxX * scale >= Double(pixelWidth)
      && rect.maxY * scale >= Double(pixelHeight)
  }
}
