import CPangoCairo
import SectionalGraphics
import Testing

@testable import SectionalCairo

/// Where a cached image copy lands in device pixels: phases in 1/64-pixel steps, so a
/// scroll by a fractional step reuses a few copies instead of making one per frame.
@Suite struct DevicePlacementTests {
  /// The phases of an 8 × 8-pixel image drawn at `(x, y)` points on a 2x image surface.
  private func phases(x: Double, y: Double) throws -> [Double] {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 100, 100))
    defer { cairo_surface_destroy(surface) }
    cairo_surface_set_device_scale(surface, 2, 2)
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let placement = try #require(
      DevicePlacement(
        cr: cr, target: CGRect(x: x, y: y, width: 4, height: 4), pixelWidth: 8, pixelHeight: 8))
    return [placement.xPixel, placement.xPhase, placement.yPixel, placement.yPhase]
  }

  @Test("an origin off by floating-point noise gets the same pixel and phase")
  func noiseIsIgnored() throws {
    #expect(try phases(x: 1, y: 10.3) == phases(x: 1, y: 10.3 + 1e-9))
    #expect(try phases(x: 1, y: 10.3) == [2, 0, 20, 0.59375])
  }

  @Test("whole-pixel origins keep phase 0, as every golden's images do")
  func wholePixels() throws {
    #expect(try phases(x: 0.5, y: 7) == [1, 0, 14, 0])
  }

  @Test("a scroll by the 89.3 pt wheel step cycles through five phases at 2x")
  func wheelStepsReuseCopies() throws {
    var seen = Set<Double>()
    for step in 0..<40 { seen.insert(try phases(x: 0, y: 3 + 89.3 * Double(step))[3]) }
    #expect(seen.count == 5)
  }
}
