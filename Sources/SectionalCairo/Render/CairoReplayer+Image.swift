import CPangoCairo
import SectionalGraphics

extension CairoReplayer {
  /// Draws an image read from its PNG file, scaled into the rectangle its content mode
  /// gives (``ContentMode/rect(forContentOfSize:in:)``), with Cairo's `GOOD` filter, at the
  /// replay's current opacity.
  ///
  /// The image's size in points comes from the file actually read and the image's scale,
  /// so a `@2x` file fills the same points as its `@1x` sibling. An unreadable file draws
  /// nothing and is listed in the report. Decoded files and resampled copies are kept across
  /// replays (``ImageSurfaceCache``): on an image surface with an axis-aligned transform the
  /// image is resampled once per device scale and sub-pixel phase (in 1/64-pixel steps) and
  /// then copied at whole pixels; elsewhere (a GTK recording surface, PDF, a rotation) it is
  /// resampled directly.
  mutating func drawImage(_ image: Image, in rect: CGRect, contentMode: ContentMode) {
    guard let (surface, stamp) = ImageSurfaceCache.shared.decoded(image.path) else {
      report.unreadableImages.append(image.path)
      return
    }
    defer { cairo_surface_destroy(surface) }
    let pixelWidth = Double(cairo_image_surface_get_width(surface))
    let pixelHeight = Double(cairo_image_surface_get_height(surface))
    let pointSize = CGSize(width: pixelWidth / image.scale, height: pixelHeight / image.scale)
    guard let bounds = CairoSafeGeometry.rect(rect),
      let target = CairoSafeGeometry.rect(
        contentMode.rect(forContentOfSize: pointSize, in: bounds)),
      target.width > 0, target.height > 0, pixelWidth > 0, pixelHeight > 0
    else { return }
    if let placement = DevicePlacement(
      cr: cr, target: target, pixelWidth: pixelWidth, pixelHeight: pixelHeight),
      let scaled = ImageSurfaceCache.shared.scaled(
        placement.key(path: image.path, stamp: stamp),
        make: { placement.resample(surface) })
    {
      defer { cairo_surface_destroy(scaled) }
      cairo_save(cr)
      var matrix = placement.pixelMatrix
      cairo_set_matrix(cr, &matrix)
      cairo_set_source_surface(cr, scaled, 0, 0)
      cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_NEAREST)
      cairo_paint_with_alpha(cr, opacity)
      cairo_restore(cr)
      return
    }
    cairo_save(cr)
    cairo_translate(cr, target.minX, target.minY)
    cairo_scale(cr, target.width / pixelWidth, target.height / pixelHeight)
    Self.setImageSource(surface, on: cr)
    cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
    if opacity < 1 {
      cairo_clip(cr)
      cairo_paint_with_alpha(cr, opacity)
    } else {
      cairo_fill(cr)
    }
    cairo_restore(cr)
  }

  /// Makes `surface` the source of `cr` at the user-space origin, filtered and padded the
  /// way images are drawn.
  static func setImageSource(_ surface: OpaquePointer, on cr: OpaquePointer) {
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
  }
}

/// Where an image lands in a raster target's pixels, when that is an axis-aligned scale and
/// a translation: the case where a resampled copy can stand in for the image.
struct DevicePlacement {
  /// Device pixels per image pixel.
  let xScale: Double
  let yScale: Double
  /// The image's device origin, split into whole pixels and a phase in `0..<1`.
  let xPixel: Double
  let yPixel: Double
  let xPhase: Double
  let yPhase: Double
  /// The copy's size in pixels.
  let width: Int32
  let height: Int32
  /// The user-space matrix that maps one unit to one device pixel, with the origin at the
  /// copy's top-left pixel.
  let pixelMatrix: cairo_matrix_t

  /// The largest copy made, in pixels per side.
  static let largestSide = 4_096.0

  /// Sub-pixel phases are kept in steps of 1/64 pixel.
  ///
  /// A scroll by a fractional step (a wheel detent is 844^(2/3) ≈ 89.3 pt) lands images on
  /// phases that repeat only up to floating-point noise; without the steps every frame made a
  /// new resampled copy. A 1/128-pixel shift at most moves an edge's channels by about 2, the
  /// goldens' tolerance, and whole-pixel origins (every golden's) are unchanged.
  static let phaseSteps = 64.0

  /// `value` rounded to the nearest ``phaseSteps``-th of a pixel.
  static func quantized(_ value: Double) -> Double {
    (value * phaseSteps).rounded() / phaseSteps
  }

  /// The placement of an image of `pixelWidth × pixelHeight` pixels drawn into `target` on
  /// `cr`, or nil when `cr` does not draw into an image surface, the mapping rotates, skews
  /// or mirrors, or the copy would be larger than ``largestSide``.
  init?(cr: OpaquePointer, target: CGRect, pixelWidth: Double, pixelHeight: Double) {
    guard let surface = cairo_get_group_target(cr),
      cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
    else { return nil }
    var ctm = cairo_matrix_t()
    cairo_get_matrix(cr, &ctm)
    guard ctm.xy == 0, ctm.yx == 0 else { return nil }
    var deviceX = 1.0
    var deviceY = 1.0
    cairo_surface_get_device_scale(surface, &deviceX, &deviceY)
    var offsetX = 0.0
    var offsetY = 0.0
    cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
    // A device pixel is deviceScale · (CTM · user point) + deviceOffset.
    xScale = deviceX * ctm.xx * target.width / pixelWidth
    yScale = deviceY * ctm.yy * target.height / pixelHeight
    let originX = Self.quantized(deviceX * (ctm.xx * target.minX + ctm.x0) + offsetX)
    let originY = Self.quantized(deviceY * (ctm.yy * target.minY + ctm.y0) + offsetY)
    xPixel = originX.rounded(.down)
    yPixel = originY.rounded(.down)
    xPhase = originX - xPixel
    yPhase = originY - yPixel
    let copyWidth = (xPhase + xScale * pixelWidth).rounded(.up)
    let copyHeight = (yPhase + yScale * pixelHeight).rounded(.up)
    guard xScale > 0, yScale > 0, deviceX > 0, deviceY > 0, xPixel.isFinite, yPixel.isFinite,
      copyWidth >= 1, copyHeight >= 1, copyWidth <= Self.largestSide,
      copyHeight <= Self.largestSide
    else { return nil }
    width = Int32(copyWidth)
    height = Int32(copyHeight)
    pixelMatrix = cairo_matrix_t(
      xx: 1 / deviceX, yx: 0, xy: 0, yy: 1 / deviceY, x0: (xPixel - offsetX) / deviceX,
      y0: (yPixel - offsetY) / deviceY)
  }

  /// The cache key of this placement's copy of the file at `path`.
  func key(path: String, stamp: ImageSurfaceCache.FileStamp) -> ImageSurfaceCache.ScaledKey {
    ImageSurfaceCache.ScaledKey(
      path: path, stamp: stamp, xScale: xScale, yScale: yScale, xPhase: xPhase, yPhase: yPhase)
  }

  /// A new ARGB32 surface holding `image` drawn as the direct path draws it, shifted by
  /// whole pixels; nil if Cairo cannot make the surface.
  func resample(_ image: OpaquePointer) -> OpaquePointer? {
    guard let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else {
      return nil
    }
    guard cairo_surface_status(copy) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(copy) else {
      cairo_surface_destroy(copy)
      return nil
    }
    var matrix = cairo_matrix_t(xx: xScale, yx: 0, xy: 0, yy: yScale, x0: xPhase, y0: yPhase)
    cairo_set_matrix(cr, &matrix)
    CairoReplayer.setImageSource(image, on: cr)
    cairo_rectangle(
      cr, 0, 0, Double(cairo_image_surface_get_width(image)),
      Double(cairo_image_surface_get_height(image)))
    cairo_fill(cr)
    cairo_destroy(cr)
    cairo_surface_flush(copy)
    return copy
  }
}
