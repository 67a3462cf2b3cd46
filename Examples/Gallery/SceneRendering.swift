import Foundation
import Sectional
import SectionalCairo

/// Renders gallery scenes to PNG files through Cairo, text measured and drawn by Pango.
@MainActor
enum SceneRendering {
  /// Builds `scene` at `options`' size, then for each of its positions (and `options.offset`
  /// when set) scrolls there, writes `<dir>/<scene>-<position>.png` and passes its path to
  /// `written` before rendering the next one; returns the paths.
  ///
  /// - Complexity: O(positions × visible views) layout and drawing.
  @discardableResult
  static func render(
    _ scene: GalleryScene, options: GalleryOptions, written: (String) -> Void = { _ in }
  ) throws -> [String] {
    let size = CGSize(width: options.width, height: options.height)
    let built = scene.make(size, PangoTextMetrics.shared)
    built.window.hostTraitCollection = options.traits
    built.window.layoutIfNeeded()
    var positions = scene.positions(built)
    if let offset = options.offset {
      positions.append(GalleryScene.Position(name: "offset-\(Int(offset))", y: offset))
    }
    var paths: [String] = []
    for position in positions {
      built.scroll(to: position.y)
      let path = "\(options.outputDirectory)/\(scene.name)-\(position.name)\(options.pngSuffix).png"
      try writePNG(built.window, to: path, scale: options.scale)
      written(path)
      paths.append(path)
    }
    return paths
  }

  /// Renders `window` at `scale` on white (black in dark mode) and writes it as a PNG file at
  /// `path`, encoded for speed (the same pixels as Cairo's writer in a larger file;
  /// Documentation/TerminalRendering.md § Start-up).
  static func writePNG(_ window: Window, to path: String, scale: Double) throws {
    let background: Color = window.traitCollection.userInterfaceStyle == .dark ? .black : .white
    try CairoRenderer(scale: scale, background: background).writeFastPNG(
      window.render(), size: window.frame.size, to: path)
  }
}
