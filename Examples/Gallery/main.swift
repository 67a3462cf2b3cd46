// sectional-gallery: the scenes (the five recipes of Documentation/Recipes.md, contacts and the
// stretchy banner) as real scrolling TableViews, shown in a GTK window, in a terminal UI, or
// written as PNGs (GalleryMode.choose picks; flags force one).
//
// Each scene is its seed's controller (Examples/Recipes) in a Window, laid out by Sectional's
// Auto Layout and table geometry. The interactive modes show GalleryApp, a navigation
// controller over a list of the scenes, each pushed as a view controller; PNG mode draws each
// scene through Cairo with text measured and shaped by Pango at its scroll positions
// (GalleryScene), plus `--offset` when given.
import Foundation
import Sectional
import SectionalCairo
import SectionalRecipes

@MainActor
func runGallery() -> Int32 {
  let options: GalleryOptions
  let environment = ProcessInfo.processInfo.environment
  do {
    options = try GalleryOptions.parse(
      Array(CommandLine.arguments.dropFirst()), environment: environment)
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 2
  }
  if options.showHelp {
    print(GalleryOptions.helpText)
    return 0
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
  let mode = GalleryMode.choose(
    options: options, environment: environment, stdoutIsTTY: isatty(1) != 0)
  switch mode {
  case .window:
    return GalleryWindowMode.run(options: options)
  case .terminal:
    return GalleryTerminalMode.run(options: options, environment: environment)
  case .png:
    return writePNGs(scenes, options: options)
  }
}

/// Writes every scene's PNGs into `options.outputDirectory` (with the artwork in `images/`)
/// and prints each one's path as soon as it is written, flushing standard output, so a
/// reader of a pipe sees each PNG the moment it exists; returns the exit status.
@MainActor
func writePNGs(_ scenes: [GalleryScene], options: GalleryOptions) -> Int32 {
  _ = FontConfiguration.useProjectFontConfiguration()
  do {
    let imageDirectory = "\(options.outputDirectory)/images"
    try GalleryOutput.prepare(imageDirectory)
    try Artwork.install(in: imageDirectory)
    for scene in scenes {
      try SceneRendering.render(scene, options: options) { path in
        print(path)
        fflush(nil)
      }
    }
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 1
  }
  return 0
}

exit(MainActor.assumeIsolated { runGallery() })
