import CPangoCairo

extension PixelImage {
  /// Copies the pixels of a Cairo image surface (ARGB32, or RGB24 read as opaque).
  ///
  /// `surface` is a `cairo_surface_t *` made by `cairo_image_surface_create` or read from a
  /// PNG; it is flushed first and not otherwise changed. Other pixel formats (A8, A1,
  /// RGB16_565) and surfaces in an error state are rejected.
  ///
  /// - Complexity: O(width × height).
  public init(copying surface: OpaquePointer) throws(CairoError) {
    cairo_surface_flush(surface)
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(operation: "reading an image surface", status: status)
    }
    let format = cairo_image_surface_get_format(surface)
    guard format == CAIRO_FORMAT_ARGB32 || format == CAIRO_FORMAT_RGB24 else {
      throw CairoError(operation: "reading an image surface", reason: "unsupported pixel format")
    }
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    self.init(width: width, height: height)
    guard width > 0, height > 0, let data = cairo_image_surface_get_data(surface) else { return }
    let opaqueMask: UInt32 = format == CAIRO_FORMAT_RGB24 ? 0xFF00_0000 : 0
    let raw = UnsafeRawPointer(data)
    pixels.withUnsafeMutableBufferPointer { buffer in
      for y in 0..<height {
        for x in 0..<width {
          let word = raw.load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
          buffer[y * width + x] = word | opaqueMask
        }
      }
    }
  }

  /// Runs `body` with a new ARGB32 Cairo surface holding a copy of the pixels.
  ///
  /// The surface is destroyed when `body` returns.
  ///
  /// - Complexity: O(width × height) plus `body`.
  func withCairoSurface<Result>(
    _ body: (OpaquePointer) throws(CairoError) -> Result
  ) throws(CairoError) -> Result {
    guard
      let surface = cairo_image_surface_create(
        CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw CairoError(operation: "creating a surface", reason: "out of memory") }
    defer { cairo_surface_destroy(surface) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw CairoError(operation: "creating a \(width)×\(height) surface", status: status)
    }
    cairo_surface_flush(surface)
    if width > 0, height > 0, let data = cairo_image_surface_get_data(surface) {
      let stride = Int(cairo_image_surface_get_stride(surface))
      let raw = UnsafeMutableRawPointer(data)
      for y in 0..<height {
        for x in 0..<width {
          raw.storeBytes(
            of: pixels[y * width + x], toByteOffset: y * stride + x * 4, as: UInt32.self)
        }
      }
    }
    cairo_surface_mark_dirty(surface)
    return try body(surface)
  }
}
