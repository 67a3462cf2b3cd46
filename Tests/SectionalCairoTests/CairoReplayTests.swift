import CPangoCairo
import SectionalCairo
import SectionalGraphics
import Testing

/// The replay draws onto any `cairo_t`, as the GTK host's draw function will.
@Suite struct CairoReplayTests {
  @Test("Replaying on a translated, scaled context matches a render at that scale, moved")
  func replayOnForeignContext() throws {
    let list = SampleScenes.header
    let direct = try CairoRenderer(scale: 2).render(list, size: SampleScenes.headerSize)
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 500, 108))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_translate(cr, 10, 10)
    cairo_scale(cr, 2, 2)
    var before = cairo_matrix_t()
    cairo_get_matrix(cr, &before)
    let report = CairoRenderer.replay(list, on: cr)
    var after = cairo_matrix_t()
    cairo_get_matrix(cr, &after)
    #expect(
      [after.xx, after.yy, after.x0, after.y0] == [before.xx, before.yy, before.x0, before.y0])
    #expect(report.commandCount == 4)
    #expect(report.textRunCount == 1)
    let foreign = try PixelImage(copying: surface)
    var mismatches = 0
    for y in 0..<direct.height {
      for x in 0..<direct.width where foreign[x + 10, y + 10] != direct[x, y] {
        mismatches += 1
      }
    }
    #expect(mismatches == 0)
  }

  @Test("Stray pops are skipped and counted; open groups are closed at the end")
  func unbalancedReplay() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 4, 1))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let list = DisplayList([
      .popClip, .pushClip(CGRect(x: 0, y: 0, width: 2, height: 1)), .popOpacity,
      .fillRect(CGRect(x: 0, y: 0, width: 4, height: 1), color: Color(red: 1, green: 0, blue: 0)),
    ])
    let report = CairoRenderer.replay(list, on: cr)
    #expect(report.unmatchedPops == 2)
    // The clip stays in force until the end, then is closed: later drawing is unclipped.
    cairo_set_source_rgba(cr, 0, 0, 1, 1)
    cairo_rectangle(cr, 3, 0, 1, 1)
    cairo_fill(cr)
    let image = try PixelImage(copying: surface)
    #expect(image.pixels == [0xFFFF_0000, 0xFFFF_0000, 0, 0xFF00_00FF])
  }
}

extension CairoReplayTests {
  @Test("A degenerate transform hides its group and leaves the context usable")
  func degenerateTransform() throws {
    var list = DisplayList()
    list.transformed(by: Transform(scaleX: 0, y: 1)) { squashed in
      squashed.fill(
        CGRect(x: 0, y: 0, width: 4, height: 1), color: Color(red: 1, green: 0, blue: 0))
    }
    // A raw NaN opacity (the DisplayList helpers clamp it, the enum case does not).
    list.append(.pushOpacity(.nan))
    list.fill(CGRect(x: 0, y: 0, width: 4, height: 1), color: Color(red: 1, green: 0, blue: 0))
    list.append(.popOpacity)
    list.fill(CGRect(x: 3, y: 0, width: 1, height: 1), color: Color(red: 0, green: 0, blue: 1))
    let image = try CairoRenderer().render(list, size: CGSize(width: 4, height: 1))
    #expect(image.pixels == [0, 0, 0, 0xFF00_00FF])
  }
}
