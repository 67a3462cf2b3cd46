import SectionalCairo
import SectionalGraphics
import SectionalRecipes

extension Artwork {
  /// Renders every image with `CairoRenderer` at each of ``Artwork/scales`` into `directory`
  /// (one PNG per scale, named by ``Artwork/Drawing/fileName(scale:)``, encoded for speed:
  /// they are read back at once) and registers the directory so that `Image(named:)` finds
  /// them.
  ///
  /// - Throws: `CairoRenderer.Failure` when a PNG cannot be written.
  static func install(in directory: String) throws {
    for drawing in all {
      for scale in scales {
        try CairoRenderer(scale: scale).writeFastPNG(
          drawing.list, size: drawing.size, to: "\(directory)/\(drawing.fileName(scale: scale))")
      }
    }
    ImageCatalog.registerSharedSearchDirectory(directory)
  }
}
