import Foundation
import SectionalCairo
import SectionalGraphics
import SectionalRecipes

extension Artwork {
  /// Renders every image with `CairoRenderer` at each of ``Artwork/scales`` into the
  /// temporary directory `sectional-bench-images` and registers it for `Image(named:)`, as the
  /// gallery does before it shows a scene, so the suites draw the scenes with their artwork.
  ///
  /// - Throws: when the directory cannot be made or a PNG cannot be written.
  static func installForBenchmarks() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "sectional-bench-images"
    ).path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    for drawing in all {
      for scale in scales {
        try CairoRenderer(scale: scale).writePNG(
          drawing.list, size: drawing.size, to: "\(directory)/\(drawing.fileName(scale: scale))")
      }
    }
    ImageCatalog.registerSharedSearchDirectory(directory)
  }
}
