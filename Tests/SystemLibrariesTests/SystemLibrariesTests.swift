import CGtk4
import CPangoCairo
import Testing

/// Checks that `make deps` installed the C libraries the renderers are written against.
@Suite struct SystemLibrariesTests {
  @Test("GTK is version 4.8 or newer (the API level SectionalGTK may use)")
  func gtkVersion() {
    #expect(gtk_get_major_version() == 4)
    #expect(gtk_get_minor_version() >= 8)
  }

  @Test("Pango is 1.50 or newer and Cairo 1.16 or newer")
  func pangoAndCairoVersions() {
    #expect(pango_version() >= 1_50_00)
    #expect(cairo_version() >= 1_16_00)
  }

  @Test("Fontconfig resolves DejaVu Sans, the font PNG goldens pin")
  func dejaVuIsInstalled() throws {
    let fontMap = try #require(pango_cairo_font_map_get_default())
    let context = try #require(pango_font_map_create_context(fontMap))
    defer { g_object_unref(UnsafeMutableRawPointer(context)) }
    let description = try #require(pango_font_description_from_string("DejaVu Sans 12"))
    defer { pango_font_description_free(description) }
    let font = try #require(pango_font_map_load_font(fontMap, context, description))
    defer { g_object_unref(UnsafeMutableRawPointer(font)) }
    let loaded = try #require(pango_font_describe(font))
    defer { pango_font_description_free(loaded) }
    let family = String(cString: pango_font_description_get_family(loaded))
    #expect(family == "DejaVu Sans")
  }
}
