import SectionalCairo
import SectionalTestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct PixelImagePNGTests {
  @Test("Encoding then decoding a PNG gives the same premultiplied pixels back")
  func roundTripKeepsPixels() throws {
    var image = PixelImage(width: 3, height: 2, fill: 0xFF00_0000)
    image[0, 0] = 0xFFFF_0000
    image[1, 0] = 0xFF00_FF00
    image[2, 0] = 0xFF00_00FF
    image[0, 1] = 0x8040_2010
    image[1, 1] = 0x0000_0000
    let decoded = try PixelImage(pngData: image.pngData())
    #expect(decoded == image)
  }

  @Test("Encoding is deterministic: the same pixels give the same bytes")
  func encodingIsDeterministic() throws {
    for seed in 0..<20 as Range<UInt64> {
      var rng = SplitMix64(seed: seed)
      let width = Int(rng.next() % 16) + 1
      let height = Int(rng.next() % 16) + 1
      let pixels = (0..<width * height).map { _ in
        RGBA8(
          red: UInt8(truncatingIfNeeded: rng.next()), green: UInt8(truncatingIfNeeded: rng.next()),
          blue: UInt8(truncatingIfNeeded: rng.next()), alpha: 255
        ).premultipliedARGB
      }
      let image = try #require(PixelImage(width: width, height: height, pixels: pixels))
      let first = try image.pngData()
      #expect(first == (try image.pngData()), "seed \(seed)")
      #expect(try PixelImage(pngData: first) == image, "seed \(seed)")
    }
  }

  @Test("A PNG file written to disk reads back through Cairo")
  func fileRoundTrip() throws {
    let path = "/tmp/sectional-cairo-png-\(getpid()).png"
    defer { unlink(path) }
    let image = PixelImage(width: 4, height: 4, fill: 0xFF33_6699)
    try image.writePNG(to: path)
    let read = try PixelImage(contentsOfPNGFile: path)
    #expect(read == image)
    #expect(read.rgba(x: 3, y: 3) == RGBA8(red: 0x33, green: 0x66, blue: 0x99, alpha: 255))
  }

  @Test("Bytes that are not a PNG are rejected with Cairo's reason")
  func garbageIsRejected() {
    #expect(throws: CairoError.self) {
      try PixelImage(pngData: [1, 2, 3, 4, 5])
    }
    #expect(throws: CairoError.self) {
      try PixelImage(contentsOfPNGFile: "/nonexistent/sectional.png")
    }
  }

  @Test("Premultiplied words convert to straight components and back")
  func premultiplication() {
    let half = RGBA8(premultipliedARGB: 0x8040_2010)
    #expect(half == RGBA8(red: 128, green: 64, blue: 32, alpha: 128))
    #expect(half.premultipliedARGB == 0x8040_2010)
    #expect(half.description == "#80402080")
    #expect(RGBA8(premultipliedARGB: 0).description == "#00000000")
  }
}
