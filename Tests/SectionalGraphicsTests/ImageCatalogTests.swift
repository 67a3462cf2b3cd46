import SectionalGraphics
import Testing

@Suite struct ImageCatalogTests {
  @Test("A name prefers @3x, then @2x, then the plain file")
  func searchOrder() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let catalog = ImageCatalog(searchDirectories: [directory])
    try PNGFixtures.write(PNGFixtures.file("44x44"), named: "terran.png", in: directory)
    #expect(catalog.image(named: "terran")?.scale == 1)
    try PNGFixtures.write(PNGFixtures.file("88x88"), named: "terran@2x.png", in: directory)
    #expect(catalog.image(named: "terran")?.scale == 2)
    try PNGFixtures.write(PNGFixtures.file("132x132"), named: "terran@3x.png", in: directory)
    let best = try #require(Image(named: "terran", in: catalog))
    #expect(best.scale == 3)
    #expect(best.size == CGSize(width: 44, height: 44))
  }

  @Test("Directories are searched in order and a .png name is looked up as is")
  func directoriesInOrder() throws {
    let first = try PNGFixtures.makeDirectory()
    let second = try PNGFixtures.makeDirectory()
    defer {
      PNGFixtures.remove(first)
      PNGFixtures.remove(second)
    }
    try PNGFixtures.write(PNGFixtures.file("4x2"), named: "protoss.png", in: second)
    try PNGFixtures.write(PNGFixtures.file("30x60"), named: "protoss.png", in: first)
    let catalog = ImageCatalog(searchDirectories: [first, second])
    #expect(catalog.image(named: "protoss")?.pixelWidth == 30)
    #expect(catalog.image(named: "protoss.png")?.pixelWidth == 30)
    #expect(catalog.image(named: "zerg") == nil)
    #expect(catalog.image(named: "") == nil)
  }

  @Test("A file that is not a PNG is skipped for the next candidate")
  func skipsInvalidFiles() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    try PNGFixtures.write(Array("not a png".utf8), named: "ad@3x.png", in: directory)
    try PNGFixtures.write(PNGFixtures.file("88x88"), named: "ad@2x.png", in: directory)
    #expect(ImageCatalog(searchDirectories: [directory]).image(named: "ad")?.scale == 2)
  }

  @Test("Registered images win over files")
  func registeredImages() throws {
    var catalog = ImageCatalog()
    let image = Image(path: "/nowhere/banner.png", pixelWidth: 640, pixelHeight: 100, scale: 2)
    catalog.register(image, named: "banner")
    #expect(catalog.image(named: "banner") == image)
    #expect(catalog.image(named: "other") == nil)
  }

  @Test("The shared catalog serves Image(named:) once a directory is registered")
  func sharedCatalog() throws {
    let directory = try PNGFixtures.makeDirectory()
    defer { PNGFixtures.remove(directory) }
    let name = "shared-\(directory.split(separator: "/").last!)"
    try PNGFixtures.write(PNGFixtures.file("88x88"), named: "\(name)@2x.png", in: directory)
    #expect(Image(named: name) == nil)
    ImageCatalog.registerSharedSearchDirectory(directory)
    ImageCatalog.registerSharedSearchDirectory(directory)
    #expect(ImageCatalog.shared.searchDirectories.filter { $0 == directory }.count == 1)
    #expect(Image(named: name)?.size == CGSize(width: 44, height: 44))
    let registered = Image(path: "/nowhere/x.png", pixelWidth: 1, pixelHeight: 1, scale: 1)
    ImageCatalog.registerShared(registered, named: name + "-registered")
    #expect(Image(named: name + "-registered") == registered)
  }
}
