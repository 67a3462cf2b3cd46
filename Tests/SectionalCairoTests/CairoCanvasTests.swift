import CPangoCairo
import SectionalCairo
import SectionalGraphics
import Testing

/// A canvas kept between frames draws each frame as a render of that frame alone would.
@Suite struct CairoCanvasTests {
  @Test("A second frame on a canvas equals a fresh render of that frame, nothing left over")
  func framesDoNotLeak() throws {
    let renderer = CairoRenderer(scale: 2, background: Color(white: 0.9))
    let canvas = try CairoCanvas(size: SampleScenes.headerSize, renderer: renderer)
    #expect(canvas.pixelWidth == 480 && canvas.pixelHeight == 88)
    try canvas.draw(SampleScenes.header)
    var second = DisplayList()
    second.fill(CGRect(x: 100, y: 10, width: 20, height: 20), color: .black)
    let report = try canvas.draw(second)
    #expect(report.commandCount == 1)
    #expect(try canvas.image() == renderer.render(second, size: SampleScenes.headerSize))
    #expect(try canvas.pngData() == renderer.pngData(second, size: SampleScenes.headerSize))
  }

  @Test("Without a background every frame starts transparent")
  func transparentFrames() throws {
    let canvas = try CairoCanvas(size: CGSize(width: 2, height: 1), renderer: CairoRenderer())
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 2, height: 1), color: .black)]))
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black)]))
    #expect(try canvas.image().pixels == [0xFF00_0000, 0])
  }

  @Test("An unbalanced list is rejected and the canvas keeps its last frame")
  func unbalancedListKeepsFrame() throws {
    let canvas = try CairoCanvas(size: CGSize(width: 1, height: 1), renderer: CairoRenderer())
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 1, height: 1), color: .black)]))
    #expect(throws: CairoRenderer.Failure.unbalanced(.unclosedPush(index: 0, group: .opacity))) {
      try canvas.draw(DisplayList([.pushOpacity(0.5)]))
    }
    #expect(try canvas.image().pixels == [0xFF00_0000])
    #expect(throws: CairoRenderer.Failure.emptyCanvas(CGSize(width: 0, height: 1))) {
      try CairoCanvas(size: CGSize(width: 0, height: 1), renderer: CairoRenderer())
    }
  }

  @Test("Painting a 2x canvas onto a context scaled 2x copies its pixels one to one, offset")
  func paintOntoContext() throws {
    let canvas = try CairoCanvas(
      size: SampleScenes.headerSize, renderer: CairoRenderer(scale: 2, background: .white))
    try canvas.draw(SampleScenes.header)
    let frame = try canvas.image()
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 490, 98))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    cairo_translate(cr, 5, 5)
    canvas.paint(on: cr)
    let painted = try PixelImage(copying: surface)
    var mismatches = 0
    for y in 0..<frame.height {
      for x in 0..<frame.width where painted[x + 10, y + 10] != frame[x, y] { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(painted[5, 5] == 0)
  }

  @Test("A frame that starts with an opaque full fill replaces the last frame; a partial one not")
  func opaqueFirstFill() throws {
    let canvas = try CairoCanvas(size: CGSize(width: 3, height: 1), renderer: CairoRenderer())
    let red = Color(red: 1, green: 0, blue: 0)
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 3, height: 1), color: .black)]))
    try canvas.draw(DisplayList([.fillRect(CGRect(x: -1, y: 0, width: 5, height: 1), color: red)]))
    #expect(try canvas.image().pixels == [0xFFFF_0000, 0xFFFF_0000, 0xFFFF_0000])
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 2, height: 1), color: .black)]))
    #expect(try canvas.image().pixels == [0xFF00_0000, 0xFF00_0000, 0])
    let halfRed = Color(red: 1, green: 0, blue: 0, alpha: 0.5)
    try canvas.draw(
      DisplayList([.fillRect(CGRect(x: 0, y: 0, width: 3, height: 1), color: halfRed)]))
    #expect(try canvas.image().pixels == [0x8080_0000, 0x8080_0000, 0x8080_0000])
  }
}
