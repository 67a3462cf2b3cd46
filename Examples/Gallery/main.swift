// sectional-gallery: renders what Sectional can draw today, as PNGs.
//
// Today that is the header views of the five recipes (../shared/seeds), built the way each
// seed builds them, laid out by Sectional's Auto Layout and drawn through Cairo and Pango.
// The scrolling table scenes, the GTK window and the terminal UI arrive with the TableView,
// gallery and host issues; until then every mode writes PNGs.
import Foundation
import SectionalCairo
import SectionalGraphics
import SectionalRecipes
import SectionalViews

@MainActor
func runGallery() -> Int32 {
  let options: GalleryOptions
  do {
    options = try GalleryOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 2
  }
  let recipes = RecipeHeaders.all.filter { options.scene == nil || $0.name == options.scene }
  if options.listScenes {
    for recipe in RecipeHeaders.all { print("\(recipe.name)\t\(recipe.caption)") }
    return 0
  }
  guard !recipes.isEmpty else {
    let names = RecipeHeaders.all.map(\.name).joined(separator: ", ")
    FileHandle.standardError.write(
      Data("sectional-gallery: no scene '\(options.scene ?? "")' (scenes: \(names))\n".utf8))
    return 2
  }
  let environment = ProcessInfo.processInfo.environment
  if environment["DISPLAY"] != nil || environment["WAYLAND_DISPLAY"] != nil || isatty(1) != 0 {
    print("The window and terminal hosts are not built yet; writing PNGs instead.")
  }
  _ = FontConfiguration.useProjectFontConfiguration()
  Label.defaultTextMeasurer = PangoTextMetrics.shared
  do {
    let imageDirectory = "\(options.outputDirectory)/images"
    try FileManager.default.createDirectory(
      atPath: imageDirectory, withIntermediateDirectories: true)
    try Artwork.install(in: imageDirectory)
    for recipe in recipes {
      let path = "\(options.outputDirectory)/\(recipe.name).png"
      try GalleryPlate(recipe: recipe, width: options.width).write(to: path, scale: options.scale)
      print(path)
    }
  } catch {
    FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
    return 1
  }
  return 0
}

exit(MainActor.assumeIsolated { runGallery() })
