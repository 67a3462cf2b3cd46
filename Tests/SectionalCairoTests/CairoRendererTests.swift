import CPangoCairo
import SectionalCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct CairoRendererTests {
  let white = Color(white: 1)
  let red = Color(red: 1, green: 0, blue: 0)
  let green = Color(red: 0, green: 1, blue: 0)
  let blue = Color(red: 0, green: 0, blue: 1)

  @Test("The canvas is the size in points times the scale, rounded up")
  func pixelSizes() throws {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
    for (scale, expected) in [(1.0, (11, 5)), (2.0, (21, 10)), (3.0, (31, 15))] {
      let image = try CairoRenderer(scale: scale).render(
        list, size: CGSize(width: 10.25, height: 5))
      #expect(image.width == expected.0 && image.height == expected.1, "scale \(scale)")
    }
  }

  @Test("A filled rectangle covers exactly its pixels, at every scale")
  func fillRect() throws {
    var list = DisplayList()
    list.fill(CGRect(x: 2, y: 1, width: 3, height: 2), color: red)
    let image = try CairoRenderer().render(list, size: CGSize(width: 6, height: 4))
    #expect(image[2, 1] == 0xFFFF_0000)
    #expect(image[4, 2] == 0xFFFF_0000)
    #expect(image[1, 1] == 0)
    #expect(image[5, 2] == 0)
    #expect(image[2, 3] == 0)
    let double = try CairoRenderer(scale: 2).render(list, size: CGSize(width: 6, height: 4))
    #expect(double[4, 2] == 0xFFFF_0000)
    #expect(double[9, 5] == 0xFFFF_0000)
    #expect(double[10, 5] == 0)
    #expect(double[3, 2] == 0)
  }

  @Test("The background colour fills the canvas before drawing")
  func background() throws {
    let image = try CairoRenderer(background: blue).render(
      DisplayList(), size: CGSize(width: 2, height: 2))
    #expect(image.pixels == [0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF])
  }

  @Test("An opacity group blends once: overlaps inside it do not show through")
  func opacityGroup() throws {
    var list = DisplayList()
    list.withOpacity(0.5) { group in
      group.fill(CGRect(x: 0, y: 0, width: 2, height: 1), color: red)
      group.fill(CGRect(x: 1, y: 0, width: 2, height: 1), color: green)
    }
    let image = try CairoRenderer(background: white).render(list, size: CGSize(width: 3, height: 1))
    // Each pixel is its top colour at 50 % over white (127.5 is stored as 127): red, then
    // green twice; a green drawn over a half-transparent red would give a yellowish middle.
    #expect(image.rgba(x: 0, y: 0) == RGBA8(red: 255, green: 127, blue: 127, alpha: 255))
    #expect(image.rgba(x: 1, y: 0) == RGBA8(red: 127, green: 255, blue: 127, alpha: 255))
    #expect(image.rgba(x: 2, y: 0) == RGBA8(red: 127, green: 255, blue: 127, alpha: 255))
  }

  @Test("A clip group limits drawing to its rectangle until it is popped")
  func clip() throws {
    var list = DisplayList()
    list.clipped(to: CGRect(x: 1, y: 0, width: 2, height: 1)) { clipped in
      clipped.fill(CGRect(x: 0, y: 0, width: 4, height: 1), color: red)
    }
    list.fill(CGRect(x: 3, y: 0, width: 1, height: 1), color: blue)
    let image = try CairoRenderer().render(list, size: CGSize(width: 4, height: 1))
    #expect(image.pixels == [0, 0xFFFF_0000, 0xFFFF_0000, 0xFF00_00FF])
  }

  @Test("A transform group moves and scales what it contains")
  func transform() throws {
    var list = DisplayList()
    list.transformed(by: Transform(translationX: 2, y: 1)) { moved in
      moved.transformed(by: Transform(scaleX: 2, y: 1)) { scaled in
        scaled.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: blue)
      }
    }
    list.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: red)
    let image = try CairoRenderer().render(list, size: CGSize(width: 5, height: 2))
    #expect(image[0, 0] == 0xFFFF_0000)
    #expect(image[2, 1] == 0xFF00_00FF)
    #expect(image[3, 1] == 0xFF00_00FF)
    #expect(image[4, 1] == 0)
    #expect(image[1, 1] == 0)
  }

  @Test("Rounded corners leave the corner pixels empty and fill the middle")
  func roundedRect() throws {
    var list = DisplayList()
    list.fillRoundedRect(CGRect(x: 0, y: 0, width: 30, height: 20), cornerRadius: 5, color: blue)
    let image = try CairoRenderer().render(list, size: CGSize(width: 30, height: 20))
    #expect(image[0, 0] == 0)
    #expect(image[29, 19] == 0)
    #expect(image[15, 10] == 0xFF00_00FF)
    #expect(image[15, 0] == 0xFF00_00FF)
    #expect(image[0, 10] == 0xFF00_00FF)
    // A radius larger than half the shorter side is limited to it: a stadium shape.
    var pill = DisplayList()
    pill.fillRoundedRect(CGRect(x: 0, y: 0, width: 30, height: 10), cornerRadius: 50, color: blue)
    let stadium = try CairoRenderer().render(pill, size: CGSize(width: 30, height: 10))
    #expect(stadium[0, 0] == 0 && stadium[1, 5] != 0 && stadium[15, 0] == 0xFF00_00FF)
  }

  @Test("A one-point line on a half-point centre covers one pixel row")
  func lineAndStroke() throws {
    var list = DisplayList()
    list.line(from: CGPoint(x: 0, y: 1.5), to: CGPoint(x: 4, y: 1.5), color: red)
    list.stroke(CGRect(x: 0.5, y: 3.5, width: 3, height: 2), color: blue)
    let image = try CairoRenderer().render(list, size: CGSize(width: 5, height: 7))
    #expect((0..<4).map { image[$0, 1] } == Array(repeating: 0xFFFF_0000, count: 4))
    #expect(image[0, 0] == 0 && image[0, 2] == 0 && image[4, 1] == 0)
    #expect(image[0, 3] == 0xFF00_00FF && image[3, 5] == 0xFF00_00FF)
    #expect(image[1, 4] == 0 && image[2, 4] == 0)
  }

  @Test("An unbalanced list is rejected before anything is drawn")
  func unbalancedList() {
    var list = DisplayList()
    list.pushClip(CGRect(x: 0, y: 0, width: 1, height: 1))
    #expect(throws: CairoRenderer.Failure.unbalanced(.unclosedPush(index: 0, group: .clip))) {
      try CairoRenderer().render(list, size: CGSize(width: 1, height: 1))
    }
    #expect(throws: CairoRenderer.Failure.emptyCanvas(CGSize(width: 0, height: 3))) {
      try CairoRenderer().render(DisplayList(), size: CGSize(width: 0, height: 3))
    }
  }

  @Test("Images are placed by their content mode and missing files are reported")
  func images() throws {
    let path = "/tmp/sectional-cairo-image-\(getpid()).png"
    defer { unlink(path) }
    let source = try #require(PixelImage(width: 2, height: 1, pixels: [0xFFFF_0000, 0xFF00_00FF]))
    try source.writePNG(to: path)
    let image = try #require(Image(contentsOfFile: path))
    var list = DisplayList()
    list.image(image, in: CGRect(x: 0, y: 0, width: 20, height: 20), contentMode: .scaleAspectFit)
    let rendered = try CairoRenderer().render(list, size: CGSize(width: 20, height: 20))
    // Aspect fit: a 20×10 band centred vertically, red on the left, blue on the right.
    #expect(rendered[0, 0] == 0 && rendered[10, 4] == 0 && rendered[10, 15] == 0)
    #expect(rendered[1, 10] == 0xFFFF_0000)
    #expect(rendered[18, 10] == 0xFF00_00FF)
    var missing = DisplayList()
    missing.image(
      Image(path: "/nonexistent/x.png", pixelWidth: 1, pixelHeight: 1, scale: 1),
      in: CGRect(x: 0, y: 0, width: 1, height: 1))
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let report = CairoRenderer.replay(missing, on: cr)
    #expect(report.unreadableImages == ["/nonexistent/x.png"])
    #expect(report.commandCount == 1)
  }

  @Test("The same display list renders byte-identical PNGs twice in a row")
  func deterministicPNG() throws {
    let list = SampleScenes.header
    let renderer = CairoRenderer(scale: 2)
    let first = try renderer.pngData(list, size: SampleScenes.headerSize)
    let second = try renderer.pngData(list, size: SampleScenes.headerSize)
    #expect(first == second)
    #expect(first.count > 100)
  }
}
