import CPangoCairo
import SectionalCairo
import SectionalGraphics
import Testing

/// A canvas used as a host's frame buffer draws at the device scale and paints pixel for
/// pixel, without copies, in memory its creator may provide.
@Suite struct CairoCanvasPaintingTests {
  /// A `width`×`height` ARGB32 image surface at device scale `scale`, filled with black.
  static func target(width: Int32, height: Int32, scale: Double) -> OpaquePointer {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
    let cr = cairo_create(surface)!
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    cairo_surface_set_device_scale(surface, scale, scale)
    return surface
  }

  /// The ARGB32 pixels of row `y` of `surface`.
  static func row(_ y: Int, of surface: OpaquePointer) -> [UInt32] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return (0..<width).map { data.load(fromByteOffset: y * stride + $0 * 4, as: UInt32.self) }
  }

  /// Paints `canvas` onto `surface` through a context on it.
  static func paint(_ canvas: CairoCanvas, onto surface: OpaquePointer) {
    let cr = cairo_create(surface)!
    canvas.paint(on: cr)
    cairo_destroy(cr)
  }

  /// A canvas of `size` points at `scale` on white, as the GTK host's frame buffer is.
  static func whiteCanvas(
    _ size: CGSize, scale: Double,
    backing: ((_ pixelWidth: Int, _ pixelHeight: Int) -> OpaquePointer?)? = nil
  ) throws -> CairoCanvas {
    try CairoCanvas(
      size: size, renderer: CairoRenderer(scale: scale, background: .white), backing: backing)
  }

  @Test("a half-point edge at 2x lands on whole device pixels, on white elsewhere")
  func paintsAtTheDeviceScale() throws {
    let canvas = try Self.whiteCanvas(CGSize(width: 3, height: 1), scale: 2)
    #expect(canvas.pixelWidth == 6)
    #expect(canvas.pixelHeight == 2)
    let red = Color(red: 1, green: 0, blue: 0)
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 0.5, y: 0, width: 1, height: 1), color: red)]))
    let surface = Self.target(width: 6, height: 2, scale: 2)
    defer { cairo_surface_destroy(surface) }
    Self.paint(canvas, onto: surface)
    let expected: [UInt32] = [
      0xFFFF_FFFF, 0xFFFF_0000, 0xFFFF_0000, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFFFF_FFFF,
    ]
    #expect(Self.row(0, of: surface) == expected)
    #expect(Self.row(1, of: surface) == expected)
  }

  @Test("a redraw replaces every pixel of the previous frame")
  func redrawReplacesTheFrame() throws {
    let canvas = try Self.whiteCanvas(CGSize(width: 2, height: 1), scale: 1)
    let blue = Color(red: 0, green: 0, blue: 1)
    let green = Color(red: 0, green: 1, blue: 0)
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 2, height: 1), color: blue)]))
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 1, y: 0, width: 1, height: 1), color: green)]))
    let surface = Self.target(width: 2, height: 1, scale: 1)
    defer { cairo_surface_destroy(surface) }
    Self.paint(canvas, onto: surface)
    #expect(Self.row(0, of: surface) == [0xFFFF_FFFF, 0xFF00_FF00])
  }

  @Test("a recording of the painted canvas holds no copy: it shows the pixels drawn since")
  func recordingsShareThePixels() throws {
    let canvas = try Self.whiteCanvas(CGSize(width: 2, height: 1), scale: 1)
    let blue = Color(red: 0, green: 0, blue: 1)
    let green = Color(red: 0, green: 1, blue: 0)
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 2, height: 1), color: blue)]))
    let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, nil)!
    defer { cairo_surface_destroy(recording) }
    Self.paint(canvas, onto: recording)
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 2, height: 1), color: green)]))
    let surface = Self.target(width: 2, height: 1, scale: 1)
    defer { cairo_surface_destroy(surface) }
    let cr = cairo_create(surface)!
    cairo_set_source_surface(cr, recording, 0, 0)
    cairo_paint(cr)
    cairo_destroy(cr)
    #expect(Self.row(0, of: surface) == [0xFF00_FF00, 0xFF00_FF00])
  }

  @Test("a backing surface of the pixel size holds the drawn pixels; without one it allocates")
  func backingSurface() throws {
    var asked: [[Int]] = []
    let backing = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 2)!
    let canvas = try Self.whiteCanvas(CGSize(width: 2, height: 1), scale: 2) { width, height in
      asked.append([width, height])
      return cairo_surface_reference(backing)
    }
    defer { cairo_surface_destroy(backing) }
    #expect(asked == [[4, 2]])
    let green = Color(red: 0, green: 1, blue: 0)
    try canvas.draw(DisplayList([.fillRect(CGRect(x: 1, y: 0, width: 1, height: 1), color: green)]))
    #expect(Self.row(1, of: backing) == [0xFFFF_FFFF, 0xFFFF_FFFF, 0xFF00_FF00, 0xFF00_FF00])
    let fallback = try Self.whiteCanvas(CGSize(width: 1, height: 1), scale: 1) { _, _ in nil }
    try fallback.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 1, height: 1), color: green)]))
    let surface = Self.target(width: 1, height: 1, scale: 1)
    defer { cairo_surface_destroy(surface) }
    Self.paint(fallback, onto: surface)
    #expect(Self.row(0, of: surface) == [0xFF00_FF00])
  }

  @Test("a backing surface of another size or format is given back and replaced")
  func unfitBackingSurface() throws {
    for (format, width, height) in [
      (CAIRO_FORMAT_ARGB32, Int32(3), Int32(2)), (CAIRO_FORMAT_RGB24, Int32(4), Int32(2)),
    ] {
      let unfit = cairo_image_surface_create(format, width, height)!
      defer { cairo_surface_destroy(unfit) }
      let canvas = try Self.whiteCanvas(CGSize(width: 2, height: 1), scale: 2) { _, _ in
        cairo_surface_reference(unfit)
      }
      #expect(cairo_surface_get_reference_count(unfit) == 1)
      let green = Color(red: 0, green: 1, blue: 0)
      try canvas.draw(
        DisplayList([.fillRect(CGRect(x: 1, y: 0, width: 1, height: 1), color: green)]))
      #expect(try canvas.image().pixels[2] == 0xFF00_FF00)
      #expect(Self.row(0, of: unfit).allSatisfy { $0 == 0 })
    }
  }

  @Test("sizes without pixels or past Cairo's limit make no canvas; parts of pixels round up")
  func sizeLimits() throws {
    let renderer = CairoRenderer(scale: 2, background: .white)
    for size in [CGSize(width: 0, height: 10), CGSize(width: 10, height: -1)] {
      #expect(throws: CairoRenderer.Failure.emptyCanvas(size)) {
        try CairoCanvas(size: size, renderer: renderer)
      }
    }
    let infinite = CGSize(width: CGFloat.infinity, height: 1)
    #expect(throws: CairoRenderer.Failure.emptyCanvas(infinite)) {
      try CairoCanvas(size: infinite, renderer: CairoRenderer())
    }
    let tooWide = #expect(throws: CairoRenderer.Failure.self) {
      try CairoCanvas(size: CGSize(width: 16_384, height: 1), renderer: renderer)
    }
    guard case .cairo? = tooWide else {
      Issue.record("expected a Cairo failure, got \(String(describing: tooWide))")
      return
    }
    let small = try CairoCanvas(size: CGSize(width: 0.2, height: 0.7), renderer: renderer)
    #expect(small.pixelWidth == 1)
    #expect(small.pixelHeight == 2)
  }
}
