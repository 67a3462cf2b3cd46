// sectional-gallery: the six scenes of design.md as real scrolling TableViews, written as PNGs.
//
// Each scene is its seed's controller (Examples/Recipes) in a Window, laid out by Sectional's
// Auto Layout and table geometry, drawn through Cairo with text measured and shaped by Pango.
// Every scene is written at its scroll positions (GalleryScene), plus `--offset` when given.
import Foundation
import Sectional
import SectionalCairo
import SectionalRecipes

@MainActor
func runGallery() -> Int32 {
  let options: GalleryOptions
  do {
    options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 2
  }
  if options.listScenes {
    for scene in GalleryScene.all { print("\(scene.name)\t\(scene.caption)") }
    return 0
  }
  let scenes = GalleryScene.all.filter { options.scene == nil || $0.name == options.scene }
  guard !scenes.isEmpty else {
    let names = GalleryScene.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
      Data("sectional-gallery: no scene '\(options.scene ?? "")' (scenes: \(names))\n".utf8))
    return 2
  }
  let environment = ProcessInfo.processInfo.environment
  if environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil || isatty(1) != 0 {
    print("The window and terminal hosts are not built yet; writing PNGs instead.")
  }
  _ = FontConfiguration.useProjectFontConfiguration()
  do {
    let imageDirectory = "\(options.outputDirectory)/images"
    try FileManager.default.createDirectory(
      atPath: imageDirectory, withIntermediateDirectories: true)
    try Artwork.install(in: imageDirectory)
    for scene in scenes {
      for path in try SceneRendering.render(scene, options: options) { print(path) }
    }
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 1
  }
  return 0
}

exit(MainActor.assumeIsolated { runGallery() })
