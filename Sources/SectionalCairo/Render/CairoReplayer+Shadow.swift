import CPangoCairo
import SectionalGraphics

extension CairoReplayer {
  /// Draws a text block's blurred shadow: the glyphs are drawn into an alpha mask in device
  /// pixels, blurred, and painted in the shadow colour through the mask.
  ///
  /// The blur radius is taken as twice the Gaussian's standard deviation, the convention of
  /// CSS `text-shadow` and Core Graphics shadows (`NSShadow.shadowBlurRadius`), scaled by
  /// the current transform so a shadow looks the same at 1×, 2× and 3×. Clips in effect on
  /// `cr` apply to the shadow.
  func drawBlurredShadow(
    _ block: PangoTextBlock, in rect: CGRect, alignment: TextAlignment, color: Color,
    blurRadius: Double
  ) {
    guard let bounds = block.bounds(in: rect, alignment: alignment) else { return }
    drawBlurredMask(covering: bounds, color: color, blurRadius: blurRadius) { maskCR in
      cairo_set_font_options(maskCR, PangoEngine.shared.fontOptions)
      block.draw(on: maskCR, in: rect, alignment: alignment)
    }
  }

  /// Draws a rounded rectangle's shadow (a layer's).
  ///
  /// The shape is moved by the offset and blurred as a text shadow is (sharp for a blur
  /// radius of 0), in the shadow's colour. A shadow with a position, size or offset that is
  /// not finite is not drawn.
  func drawShadow(of rect: CGRect, cornerRadius: Double, shadow: Shadow) {
    guard !shadow.color.isClear, shadow.offset.width.isFinite, shadow.offset.height.isFinite,
      let shape = CairoSafeGeometry.rect(
        rect.offsetBy(dx: shadow.offset.width, dy: shadow.offset.height))
    else { return }
    guard shadow.blurRadius > 0 else {
      setColor(shadow.color)
      Self.addRoundedRect(shape, radius: cornerRadius, on: cr)
      cairo_fill(cr)
      return
    }
    drawBlurredMask(covering: shape, color: shadow.color, blurRadius: shadow.blurRadius) {
      maskCR in
      Self.addRoundedRect(shape, radius: cornerRadius, on: maskCR)
      cairo_fill(maskCR)
    }
  }

  /// Paints `color` through a blurred alpha mask of what `drawShape` draws.
  ///
  /// The mask is in device pixels and covers `bounds` (user space) grown by the blur's reach;
  /// `drawShape` draws on it in opaque black, with the current transform set.
  func drawBlurredMask(
    covering bounds: CGRect, color: Color, blurRadius: Double,
    drawShape: (OpaquePointer) -> Void
  ) {
    var matrix = cairo_matrix_t()
    cairo_get_matrix(cr, &matrix)
    let deviceScale = abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx).squareRoot()
    let sigma = blurRadius / 2 * deviceScale
    let margin = 3 * sigma + 2
    // The device-space bounding box of the text's corners, grown by the blur's reach.
    var xs: [Double] = []
    var ys: [Double] = []
    for (x, y) in [
      (bounds.minX, bounds.minY), (bounds.maxX, bounds.minY), (bounds.minX, bounds.maxY),
      (bounds.maxX, bounds.maxY),
    ] {
      var dx = Double(x)
      var dy = Double(y)
      cairo_user_to_device(cr, &dx, &dy)
      xs.append(dx)
      ys.append(dy)
    }
    let originX = ((xs.min() ?? 0) - margin).rounded(.down)
    let originY = ((ys.min() ?? 0) - margin).rounded(.down)
    let extentX = ((xs.max() ?? 0) + margin).rounded(.up) - originX
    let extentY = ((ys.max() ?? 0) + margin).rounded(.up) - originY
    // Masks are limited to 4_194_304 device pixels (2048 × 2048); larger shadows, which
    // would cost seconds to blur, are not drawn.
    guard originX.isFinite, originY.isFinite, extentX.isFinite, extentY.isFinite,
      extentX > 0, extentY > 0, extentX * extentY <= 4_194_304
    else { return }
    let width = Int(extentX)
    let height = Int(extentY)
    guard
      let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height))
    else { return }
    defer { cairo_surface_destroy(mask) }
    guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS, let maskCR = cairo_create(mask)
    else { return }
    var shifted = matrix
    shifted.x0 -= originX
    shifted.y0 -= originY
    cairo_set_matrix(maskCR, &shifted)
    cairo_set_source_rgba(maskCR, 0, 0, 0, 1)
    drawShape(maskCR)
    cairo_destroy(maskCR)
    cairo_surface_flush(mask)
    if let data = cairo_image_surface_get_data(mask) {
      BoxBlur.blur(
        data, width: width, height: height,
        stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
    }
    cairo_surface_mark_dirty(mask)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    setColor(color)
    cairo_mask_surface(cr, mask, originX, originY)
    cairo_restore(cr)
  }
}

extension PangoTextBlock {
  /// The rectangle the block's lines cover when drawn in `rect` with `alignment`, or nil
  /// for a block without lines.
  func bounds(in rect: CGRect, alignment: TextAlignment) -> CGRect? {
    guard let first = lines.first, let last = lines.last else { return nil }
    var minX = Double.infinity
    var maxX = -Double.infinity
    for line in lines {
      let x =
        line.isClipped
        ? rect.minX : rect.minX + alignment.lineOffset(lineWidth: line.width, boxWidth: rect.width)
      minX = Swift.min(minX, x)
      maxX = Swift.max(maxX, x + (line.isClipped ? rect.width : line.width))
    }
    return CGRect(
      x: minX, y: rect.minY + first.top, width: maxX - minX,
      height: last.top + last.height - first.top)
  }
}
