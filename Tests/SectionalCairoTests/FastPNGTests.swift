import SectionalCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FastPNGTests {
  func temporaryPath(_ name: String) -> String {
    "/tmp/sectional-fastpng-\(getpid())-\(name).png"
  }

  @Test(
    "A fast PNG reads back as the pixels Cairo's writer gives, translucent ones included",
    arguments: 0..<12 as Range<UInt64>)
  func samePixelsAsCairosWriter(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let width = Int(rng.next() % 20) + 1
    let height = Int(rng.next() % 20) + 1
    let alphas: [UInt8] = [0, 1, 127, 128, 200, 255, 255]
    let pixels = (0..<width * height).map { _ in
      RGBA8(
        red: UInt8(truncatingIfNeeded: rng.next()), green: UInt8(truncatingIfNeeded: rng.next()),
        blue: UInt8(truncatingIfNeeded: rng.next()),
        alpha: alphas[Int(rng.next() % UInt64(alphas.count))]
      ).premultipliedARGB
    }
    let image = try #require(PixelImage(width: width, height: height, pixels: pixels))
    let fast = temporaryPath("seed\(seed)")
    let cairo = temporaryPath("seed\(seed)-cairo")
    defer {
      unlink(fast)
      unlink(cairo)
    }
    try image.writeFastPNG(to: fast)
    try image.writePNG(to: cairo)
    let fromFast = try PixelImage(contentsOfPNGFile: fast)
    let fromCairo = try PixelImage(contentsOfPNGFile: cairo)
    #expect(fromFast == fromCairo, "seed \(seed)")
  }

  @Test("The renderer's fast PNG of a scene holds the pixels it renders")
  func rendererWritesRenderedPixels() throws {
    var list = DisplayList()
    list.fill(CGRect(x: 0, y: 0, width: 40, height: 30), color: .systemBlue)
    list.fillRoundedRect(
      CGRect(x: 5, y: 5, width: 20, height: 20), cornerRadius: 10,
      color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.5))
    let renderer = CairoRenderer(scale: 2)
    let path = temporaryPath("scene")
    defer { unlink(path) }
    try renderer.writeFastPNG(list, size: CGSize(width: 40, height: 30), to: path)
    let read = try PixelImage(contentsOfPNGFile: path)
    #expect(read.width == 80 && read.height == 60)
    #expect(read == (try renderer.render(list, size: CGSize(width: 40, height: 30))))
  }

  @Test("An image without pixels or an unwritable path throws")
  func failures() {
    #expect(throws: CairoError.self) {
      try PixelImage(width: 0, height: 0).writeFastPNG(to: temporaryPath("empty"))
    }
    #expect(throws: CairoError.self) {
      try PixelImage(width: 1, height: 1).writeFastPNG(to: "/nonexistent-dir/x.png")
    }
  }
}
