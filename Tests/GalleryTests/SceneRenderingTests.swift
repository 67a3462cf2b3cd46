import Foundation
import SectionalCairo
import Testing

@testable import sectional_gallery

/// PNG mode hands out each PNG as soon as it is written, so a reader of the gallery's output
/// sees the first one before the others are rendered (the start-up benchmark waits for it).
@MainActor
@Suite struct SceneRenderingTests {
  @Test("render passes each PNG's path on once its file is complete, before the next is drawn")
  func writtenOneByOne() throws {
    _ = FontConfiguration.useProjectFontConfiguration()
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("sectional-scene-rendering-\(getpid())").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let options = try GalleryOptions.parse(["--png", directory, "--scene", "contacts"])
    let scene = try #require(GalleryScene.all.first { $0.name == "contacts" })
    var seen: [String] = []
    var existingWhenPassed: [[String]] = []
    let paths = try SceneRendering.render(scene, options: options) { path in
      seen.append(path)
      let files = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
      existingWhenPassed.append(files.filter { $0.hasSuffix(".png") }.sorted())
    }
    #expect(
      seen == [
        "\(directory)/contacts-top.png", "\(directory)/contacts-pinned.png",
        "\(directory)/contacts-pushed.png",
      ])
    #expect(paths == seen)
    #expect(
      existingWhenPassed == [
        ["contacts-top.png"], ["contacts-pinned.png", "contacts-top.png"],
        ["contacts-pinned.png", "contacts-pushed.png", "contacts-top.png"],
      ])
    let first = try #require(FileManager.default.contents(atPath: seen[0]))
    #expect(first.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
  }
}
