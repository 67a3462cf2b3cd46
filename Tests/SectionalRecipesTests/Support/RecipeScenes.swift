import Sectional
import SectionalRecipes

/// How the recipes' tests build scenes: with `FixedTextMetrics` text and the artwork known by
/// name, so every frame and dump is the same on any machine and in any test order.
@MainActor
enum RecipeScenes {
  /// The window size most scenes are tested at.
  static let size = CGSize(width: 320, height: 480)

  /// A new scene of type `Scene` in a window of `size`, measuring text with
  /// `FixedTextMetrics`, after ``registerArtwork()``.
  static func make<Scene: TableScene>(_: Scene.Type, size: CGSize = size) -> Scene {
    registerArtwork()
    return Scene(size: size, textMeasurer: FixedTextMetrics())
  }

  /// Makes `Image(named:)` find every drawing of `Artwork` at its size.
  ///
  /// These tests write no PNGs (the recipes build without Cairo), so each name the shared
  /// catalog cannot find yet is registered as a description of the drawing's 3x file, the one
  /// `Image(named:)` picks once the files exist, with no file behind it. A name the catalog
  /// already finds is left alone: the gallery's tests, in the same process, install the real
  /// files and register them by name, which replaces these stand-ins (GalleryTestSupport), so
  /// sizes, and therefore frames, are the same whichever suite runs first.
  static func registerArtwork() {
    for drawing in Artwork.all where ImageCatalog.shared.image(named: drawing.name) == nil {
      let standIn = Image(
        path: "/recipes-tests/artwork/\(drawing.fileName(scale: 3))",
        pixelWidth: Int(drawing.size.width * 3), pixelHeight: Int(drawing.size.height * 3),
        scale: 3)
      ImageCatalog.registerShared(standIn, named: drawing.name)
    }
  }
}
