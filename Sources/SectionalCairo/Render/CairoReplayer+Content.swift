import CPangoCairo
import SectionalGraphics

extension CairoReplayer {
  /// Draws a text run: its shadow first (if any), then the text, both laid out by the
  /// shared Pango code path in the run's rectangle.
  ///
  /// The shadow is a copy of the glyphs in the shadow colour, moved by its offset: sharp
  /// for a blur radius of 0 (UILabel's `shadowColor`/`shadowOffset`), otherwise blurred
  /// (see ``drawBlurredShadow(_:in:alignment:color:blurRadius:)``). A run at a non-finite
  /// position or size, or a shadow with a non-finite offset, is not drawn.
  func drawText(_ run: TextRun) {
    guard !run.text.isEmpty, let rect = CairoSafeGeometry.rect(run.rect) else { return }
    var run = run
    run.rect = rect
    PangoEngine.shared.withContext { context in
      let block = PangoTextBlock(TextRequest(run: run), context: context)
      if let shadow = run.shadow, !shadow.color.isClear, shadow.offset.width.isFinite,
        shadow.offset.height.isFinite
      {
        let shadowRect = run.rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height)
        if shadow.blurRadius > 0 {
          drawBlurredShadow(
            block, in: shadowRect, alignment: run.alignment, color: shadow.color,
            blurRadius: shadow.blurRadius)
        } else {
          setColor(shadow.color)
          block.draw(on: cr, in: shadowRect, alignment: run.alignment)
        }
      }
      setColor(run.color)
      block.draw(on: cr, in: run.rect, alignment: run.alignment)
    }
  }

  /// Draws an image read from its PNG file, scaled into the rectangle its content mode
  /// gives (``ContentMode/rect(forContentOfSize:in:)``), with bilinear filtering.
  ///
  /// The image's size in points comes from the file actually read and the image's scale,
  /// so a `@2x` file fills the same points as its `@1x` sibling. An unreadable file draws
  /// nothing and is listed in the report.
  mutating func drawImage(_ image: Image, in rect: Rect, contentMode: ContentMode) {
    guard let surface = loadImage(image.path) else {
      report.unreadableImages.append(image.path)
      return
    }
    let pixelWidth = Double(cairo_image_surface_get_width(surface))
    let pixelHeight = Double(cairo_image_surface_get_height(surface))
    let pointSize = Size(width: pixelWidth / image.scale, height: pixelHeight / image.scale)
    guard let bounds = CairoSafeGeometry.rect(rect),
      let target = CairoSafeGeometry.rect(
        contentMode.rect(forContentOfSize: pointSize, in: bounds)),
      target.width > 0, target.height > 0
    else { return }
    cairo_save(cr)
    cairo_translate(cr, target.minX, target.minY)
    cairo_scale(cr, target.width / pixelWidth, target.height / pixelHeight)
    cairo_set_source_surface(cr, surface, 0, 0)
    cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
    cairo_rectangle(cr, 0, 0, pixelWidth, pixelHeight)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  /// The surface for the PNG at `path`, read once per replay; nil if Cairo cannot read it.
  private mutating func loadImage(_ path: String) -> OpaquePointer? {
    if let loaded = images[path] { return loaded }
    var surface = cairo_image_surface_create_from_png(path)
    if let candidate = surface, cairo_surface_status(candidate) != CAIRO_STATUS_SUCCESS {
      cairo_surface_destroy(candidate)
      surface = nil
    }
    images[path] = surface
    return surface
  }
}
