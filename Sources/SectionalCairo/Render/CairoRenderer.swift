import CPangoCairo
import SectionalGraphics

/// Draws a `DisplayList` with Cairo: into an ARGB image at a scale factor, to PNG, or onto
/// any `cairo_t` (such as a GTK drawing area's).
///
/// Every `DrawCommand` is replayed in order by ``replay(_:on:)``, which knows nothing about
/// the surface it draws on. Coordinates are points; ``scale`` maps them to pixels (1×, 2×,
/// 3× like UIKit's screen scale). Text is laid out by the same code ``PangoTextMetrics``
/// measures with, so text drawn in a rectangle of its measured size stays inside it.
public struct CairoRenderer: Hashable, Sendable {
  /// Pixels per point; finite and positive, 1 by default.
  public var scale: Double
  /// The colour the canvas is filled with before drawing; nil (the default) leaves it
  /// transparent.
  public var background: Color?

  /// Creates a renderer; a scale that is not finite and positive is taken as 1.
  public init(scale: Double = 1, background: Color? = nil) {
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.background = background
  }

  /// The pixel width and height of a canvas of `size` points: each side times ``scale``,
  /// rounded up.
  ///
  /// A side that is not finite or not positive has 0 pixels; a side beyond Cairo's limit of
  /// 32_767 pixels is reported as 32_768, which rendering rejects.
  public func pixelSize(for size: CGSize) -> (width: Int, height: Int) {
    func pixels(_ points: Double) -> Int {
      guard points.isFinite, points > 0 else { return 0 }
      return Int(Swift.min(TextLayout.roundUp(points * scale), 32_768))
    }
    return (pixels(size.width), pixels(size.height))
  }

  /// Draws `displayList` on a canvas of `size` points and returns its pixels.
  ///
  /// - Throws: ``Failure/unbalanced(_:)`` when the list's groups do not nest (nothing is
  ///   drawn), ``Failure/emptyCanvas(_:)`` for a size with no pixels, ``Failure/cairo(_:)``
  ///   when Cairo cannot create the surface.
  /// - Complexity: O(n) commands, plus the pixels each command covers.
  public func render(_ displayList: DisplayList, size: CGSize) throws(Failure) -> PixelImage {
    try withRenderedSurface(displayList, size: size) { surface throws(Failure) in
      do throws(CairoError) {
        return try PixelImage(copying: surface)
      } catch {
        throw .cairo(error)
      }
    }
  }

  /// Draws `displayList` on a canvas of `size` points and encodes it as PNG.
  ///
  /// The bytes are deterministic: the same list, size and scale give the same PNG.
  ///
  /// - Complexity: as ``render(_:size:)``, plus the encoding.
  public func pngData(_ displayList: DisplayList, size: CGSize) throws(Failure) -> [UInt8] {
    try withRenderedSurface(displayList, size: size) { surface throws(Failure) in
      do throws(CairoError) {
        return try PixelImage.encodePNG(surface)
      } catch {
        throw .cairo(error)
      }
    }
  }

  /// Draws `displayList` on a canvas of `size` points and writes it as a PNG file at
  /// `path`.
  ///
  /// - Complexity: as ``pngData(_:size:)``.
  public func writePNG(_ displayList: DisplayList, size: CGSize, to path: String) throws(Failure) {
    try withRenderedSurface(displayList, size: size) { surface throws(Failure) in
      let status = cairo_surface_write_to_png(surface, path)
      guard status == CAIRO_STATUS_SUCCESS else {
        throw .cairo(CairoError(operation: "writing PNG \(path)", status: status))
      }
    }
  }

  /// Draws `displayList` on a canvas of `size` points and writes it as a PNG file at `path`
  /// encoded for speed (``PixelImage/writeFastPNG(to:)``): the same pixels as
  /// ``writePNG(_:size:to:)``, a larger file, several times less time.
  ///
  /// - Complexity: as ``render(_:size:)``, plus the encoding.
  public func writeFastPNG(
    _ displayList: DisplayList, size: CGSize, to path: String
  ) throws(Failure) {
    let image = try render(displayList, size: size)
    do throws(CairoError) {
      try image.writeFastPNG(to: path)
    } catch {
      throw .cairo(error)
    }
  }

  /// Renders into a new ARGB32 surface and hands it to `body`; the surface is destroyed
  /// afterwards.
  private func withRenderedSurface<Result>(
    _ displayList: DisplayList, size: CGSize, _ body: (OpaquePointer) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try Self.validate(displayList)
    let surface = try makeSurface(size: size)
    defer { cairo_surface_destroy(surface) }
    draw(displayList, onto: surface, clearing: background != nil)
    return try body(surface)
  }

  /// Checks that `displayList`'s groups nest.
  static func validate(_ displayList: DisplayList) throws(Failure) {
    do {
      try displayList.validate()
    } catch {
      throw .unbalanced(error)
    }
  }

  /// ``pixelSize(for:)`` for `size` points, checked: both sides have pixels and are within
  /// Cairo's limit.
  ///
  /// - Throws: ``Failure/emptyCanvas(_:)`` for a size with no pixels, ``Failure/cairo(_:)``
  ///   when a side passes Cairo's limit.
  func checkedPixelSize(for size: CGSize) throws(Failure) -> (width: Int, height: Int) {
    let (width, height) = pixelSize(for: size)
    guard width > 0, height > 0 else { throw .emptyCanvas(size) }
    guard width <= 32_767, height <= 32_767 else {
      throw .cairo(
        CairoError(
          operation: "creating a surface for \(size.sectionalDescription) at \(scale)x",
          reason: "larger than Cairo's 32767 pixels per side"))
    }
    return (width, height)
  }

  /// A new, transparent ARGB32 surface of ``pixelSize(for:)`` pixels for `size` points.
  ///
  /// - Throws: as ``checkedPixelSize(for:)``, and ``Failure/cairo(_:)`` when Cairo cannot
  ///   create the surface.
  func makeSurface(size: CGSize) throws(Failure) -> OpaquePointer {
    let (width, height) = try checkedPixelSize(for: size)
    return try Self.makeSurface(width: width, height: height)
  }

  /// A new, transparent ARGB32 surface of `width`×`height` pixels, each side within Cairo's
  /// limit.
  ///
  /// - Throws: ``Failure/cairo(_:)`` when Cairo cannot create the surface.
  static func makeSurface(width: Int, height: Int) throws(Failure) -> OpaquePointer {
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { throw .cairo(CairoError(operation: "creating a surface", reason: "out of memory")) }
    let status = cairo_surface_status(surface)
    guard status == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      throw .cairo(CairoError(operation: "creating a \(width)×\(height) surface", status: status))
    }
    return surface
  }

  /// Replays `displayList` onto `surface` at ``scale``, after replacing every pixel with
  /// ``background`` (transparent when nil) if `clearing` is true.
  ///
  /// Clearing is skipped when the list starts by filling the whole surface with an opaque
  /// colour (a window's background), which replaces every pixel anyway.
  ///
  /// - Complexity: O(n) commands, plus the pixels each covers, plus the surface's pixels
  ///   when clearing.
  @discardableResult
  func draw(_ displayList: DisplayList, onto surface: OpaquePointer, clearing: Bool)
    -> CairoReplayReport
  {
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr) }
    if clearing, !startsWithOpaqueFill(displayList, covering: surface) {
      cairo_save(cr)
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      let fill = background ?? .clear
      cairo_set_source_rgba(cr, fill.red, fill.green, fill.blue, fill.alpha)
      cairo_paint(cr)
      cairo_restore(cr)
    }
    cairo_scale(cr, scale, scale)
    let report = Self.replay(displayList, on: cr)
    cairo_surface_flush(surface)
    return report
  }

  /// Whether the first command of `displayList` fills every pixel of `surface` with an
  /// opaque colour when replayed at ``scale``.
  private func startsWithOpaqueFill(_ displayList: DisplayList, covering surface: OpaquePointer)
    -> Bool
  {
    guard case .fillRect(let rect, let color)? = displayList.commands.first, color.alpha >= 1
    else { return false }
    let width = Double(cairo_image_surface_get_width(surface))
    let height = Double(cairo_image_surface_get_height(surface))
    return rect.minX <= 0 && rect.minY <= 0 && rect.maxX * scale >= width
      && rect.maxY * scale >= height
  }
}

extension CairoRenderer {
  /// Why a render failed.
  public enum Failure: Error, Hashable, Sendable {
    /// The display list's push and pop commands do not nest.
    case unbalanced(DisplayListImbalance)
    /// The canvas size has no pixels at this scale (zero, negative or not finite).
    case emptyCanvas(CGSize)
    /// Cairo failed to create a surface or write a PNG.
    case cairo(CairoError)
  }
}
