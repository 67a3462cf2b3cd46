import SectionalGraphics
import Testing

@Suite struct ImageTests {
  @Test("A PNG's pixel size comes from its IHDR chunk; scale 1 gives the same size in points")
  func readsHeader() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let path = try PNGFixtures.write(PNGFixtures.file("4x2"), named: "bar.png", in: directory)
    let image = try #require(Image(contentsOfFile: path))
    #expect(image.pixelWidth == 4)
    #expect(image.pixelHeight == 2)
    #expect(image.scale == 1)
    #expect(image.size == CGSize(width: 4, height: 2))
    #expect(image.name == "bar")
    #expect(image.path == path)
  }

  @Test("Only the header is read: a file cut off after IHDR still loads")
  func headerOnly() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let bytes = PNGFixtures.signature + PNGFixtures.ihdr["30x60"]!
    let path = try PNGFixtures.write(bytes, named: "cut.png", in: directory)
    #expect(Image(contentsOfFile: path)?.size == CGSize(width: 30, height: 60))
  }

  @Test("@2x and @3x suffixes set the scale; size in points is pixels / scale")
  func scaleSuffix() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let two = try PNGFixtures.write(
      PNGFixtures.file("88x88"), named: "smiley-face@2x.png", in: directory)
    let three = try PNGFixtures.write(
      PNGFixtures.file("132x132"), named: "zerg@3x.png", in: directory)
    let twoImage = try #require(Image(contentsOfFile: two))
    #expect(twoImage.scale == 2)
    #expect(twoImage.size == CGSize(width: 44, height: 44))
    #expect(twoImage.name == "smiley-face")
    #expect(twoImage.description == "smiley-face 44×44@2x")
    let threeImage = try #require(Image(contentsOfFile: three))
    #expect(threeImage.scale == 3)
    #expect(threeImage.size == CGSize(width: 44, height: 44))
  }

  @Test("Files that are not PNGs are rejected with nil")
  func rejectsNonPNG() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0] + [UInt8](repeating: 0, count: 40)
    let text = Array("hello, this is not an image at all, not even close".utf8)
    #expect(
      Image(contentsOfFile: try PNGFixtures.write(jpeg, named: "a.png", in: directory)) == nil)
    #expect(
      Image(contentsOfFile: try PNGFixtures.write(text, named: "b.png", in: directory)) == nil)
    #expect(Image(contentsOfFile: try PNGFixtures.write([], named: "c.png", in: directory)) == nil)
    #expect(Image(contentsOfFile: directory + "/missing.png") == nil)
    #expect(Image(contentsOfFile: directory) == nil)
  }

  @Test("A header with a wrong chunk type, length, CRC or zero size is rejected")
  func rejectsBadHeader() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    var wrongType = PNGFixtures.file("4x2")
    wrongType[12] = 0x68  // "hHDR"
    var wrongLength = PNGFixtures.file("4x2")
    wrongLength[11] = 0x0C
    var wrongCRC = PNGFixtures.file("4x2")
    wrongCRC[32] ^= 0x01
    var zeroWidth = PNGFixtures.file("4x2")
    zeroWidth[19] = 0x00
    var truncated = PNGFixtures.file("4x2")
    truncated.removeLast(PNGFixtures.iend.count + 1)
    for (index, bytes) in [wrongType, wrongLength, wrongCRC, zeroWidth, truncated].enumerated() {
      let path = try PNGFixtures.write(bytes, named: "bad\(index).png", in: directory)
      #expect(Image(contentsOfFile: path) == nil, "case \(index)")
    }
  }

  @Test("The memberwise initialiser validates scale and pixel counts")
  func memberwise() {
    let image = Image(path: "/x/y/flag@2x.png", pixelWidth: 20, pixelHeight: -5, scale: 0)
    #expect(image.name == "flag")
    #expect(image.scale == 1)
    #expect(image.pixelHeight == 0)
    #expect(
      Image(path: "a.png", pixelWidth: 30, pixelHeight: 15, scale: 3).size
        == CGSize(width: 10, height: 5))
  }
}
