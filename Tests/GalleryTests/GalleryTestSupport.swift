import Foundation
import Sectional
import SectionalCairo
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The setup every gallery suite shares: the project's fonts and the artwork in a temporary
/// directory registered for `Image(named:)`, done once per process.
@MainActor
enum GalleryTestSupport {
  /// The iPhone-sized window the scenes are tested in.
  static let size = CGSize(width: 390, height: 844)

  private static var installed = false

  /// Pins the fonts and installs the artwork once; `Label.defaultTextMeasurer` is never set
  /// (scenes measure through their window's Pango measurer).
  static func prepare() throws {
    _ = FontConfiguration.useProjectFontConfiguration()
    guard !installed else { return }
    let directory = NSTemporaryDirectory() + "sectional-gallery-tests-\(getpid())"
    try FileManager.default.createDirectory(
      atPath: directory, withIntermediateDirectories: true)
    try Artwork.install(in: directory)
    // By name too, so the files win over the size-only stand-ins that the recipes' tests may
    // have registered earlier in this process (RecipeScenes.registerArtwork()).
    let files = ImageCatalog(searchDirectories: [directory])
    for drawing in Artwork.all {
      let image = try #require(files.image(named: drawing.name))
      ImageCatalog.registerShared(image, named: drawing.name)
    }
    installed = true
  }

  /// The gallery scene named `name`, built at `size` with Pango text.
  static func scene(_ name: String) throws -> (GalleryScene, any TableScene) {
    try prepare()
    let entry = try #require(GalleryScene.all.first { $0.name == name })
    return (entry, entry.make(size, PangoTextMetrics.shared))
  }
}
