import SectionalGraphics
import SectionalTerminal
import Testing

@Suite struct CellRasterizerImageTests {
  /// A source with one 2×2 image: red over blue on the left, green over white on the right.
  struct Checker: ImagePixelSource {
    func pixels(for image: Image) -> ImagePixels? {
      guard image.name == "checker" else { return nil }
      return ImagePixels(width: 2, height: 2, colors: [.red, .green, .blue, .white])
    }
  }

  let checker = Image(path: "/nowhere/checker.png", pixelWidth: 2, pixelHeight: 2, scale: 1)

  @Test("Images become half-block pixels sampled from the source")
  func halfBlocks() {
    var list = DisplayList()
    list.image(checker, in: CGRect(x: 0, y: 0, width: 16, height: 16))
    let grid = CellRasterizer(imageSource: Checker()).rasterize(list, columns: 3, rows: 1)
    #expect(grid.dump() == "▀▀")
    #expect(grid[0, 0].foreground == CellColor(red: 255, green: 0, blue: 0))
    #expect(grid[0, 0].background == CellColor(red: 0, green: 0, blue: 255))
    #expect(grid[1, 0].foreground == CellColor(red: 0, green: 255, blue: 0))
    #expect(grid[1, 0].background == .white)
    #expect(grid[2, 0] == Cell())
  }

  @Test("Without pixels an image is a block of the placeholder colour")
  func placeholder() {
    var list = DisplayList()
    list.image(checker, in: CGRect(x: 8, y: 0, width: 8, height: 16))
    let grid = CellRasterizer().rasterize(list, columns: 2, rows: 1)
    #expect(grid[0, 0].background == .white)
    #expect(grid[1, 0].background == CellColor(red: 142, green: 142, blue: 147))
    #expect(grid.dump() == "")
  }

  @Test("Pixel samples clamp to the image's edges")
  func sampling() {
    let pixels = ImagePixels(width: 2, height: 1, colors: [.red, .blue])!
    #expect(pixels.sample(u: -1, v: 0.5) == .red)
    #expect(pixels.sample(u: 0.75, v: 9) == .blue)
    #expect(ImagePixels(width: 2, height: 2, colors: [.red]) == nil)
  }
}
