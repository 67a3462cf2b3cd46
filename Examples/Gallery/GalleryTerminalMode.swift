import Foundation
import Sectional
import SectionalCairo
import SectionalRecipes
import SectionalTerminal

extension GalleryChrome {
  /// The chrome for a terminal: a one-cell tab bar and a one-cell status line (16 pt each
  /// at the default 8 × 16 pt cell), no indicator bar (the selected tab shows in the tint
  /// colour), one column of padding around the status text.
  static let cells = GalleryChrome(
    tabBarHeight: CellScale.standard.height, statusLineHeight: CellScale.standard.height,
    tabFont: .systemFont(ofSize: 13, weight: .semibold), statusFont: .systemFont(ofSize: 13),
    indicatorHeight: 0, horizontalPadding: CellScale.standard.width)
}

/// Image pixels decoded once, through Cairo, from the gallery's artwork files, for the
/// terminal's half-block images (SectionalTerminal links no image decoder).
struct PreloadedImagePixels: ImagePixelSource {
  /// The decoded pixels by file path.
  let byPath: [String: ImagePixels]

  /// Decodes every PNG in `directory`; unreadable files are left out.
  ///
  /// - Complexity: O(p) in the pixels of the files.
  init(directory: String) {
    var byPath: [String: ImagePixels] = [:]
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    for name in names where name.hasSuffix(".png") {
      let path = "\(directory)/\(name)"
      guard let image = try? PixelImage(contentsOfPNGFile: path) else { continue }
      var colors: [Color] = []
      colors.reserveCapacity(image.width * image.height)
      for y in 0..<image.height {
        for x in 0..<image.width {
          let pixel = image.rgba(x: x, y: y)
          colors.append(
            Color(
              red: Double(pixel.red) / 255, green: Double(pixel.green) / 255,
              blue: Double(pixel.blue) / 255, alpha: Double(pixel.alpha) / 255))
        }
      }
      byPath[path] = ImagePixels(width: image.width, height: image.height, colors: colors)
    }
    self.byPath = byPath
  }

  /// The pixels decoded from `image`'s file, if it was one of the artwork files.
  func pixels(for image: Image) -> ImagePixels? { byPath[image.path] }
}

/// `sectional-gallery --terminal` (and the default when standard output is a terminal):
/// GalleryApp full screen in a ``TerminalHost``.
///
/// Text is measured in cells, the chrome is ``GalleryChrome/cells`` and every scene's table
/// gets `adaptToTerminal()` (``TableMetrics/terminal`` and explicit heights rounded to whole
/// cells, arrow keys one cell row). `q` or Ctrl-C quits; so does
/// the time in `SECTIONAL_EXIT_AFTER_SECONDS` (``GalleryOptions/exitAfterSeconds``).
/// Standard output is the screen, so app event lines go to the status line instead (all but
/// `scroll` lines, which would hide the pin or tap that caused them) and, when
/// `SECTIONAL_EVENT_LOG` names a file, are appended to it one per line for end-to-end tests.
@MainActor
enum GalleryTerminalMode {
  /// Runs the terminal gallery starting at `options.scene` and returns the exit status.
  static func run(options: GalleryOptions, environment: [String: String]) -> Int32 {
    let imageDirectory =
      NSTemporaryDirectory() + "sectional-gallery-\(ProcessInfo.processInfo.processIdentifier)"
    defer { try? FileManager.default.removeItem(atPath: imageDirectory) }
    do {
      try FileManager.default.createDirectory(
        atPath: imageDirectory, withIntermediateDirectories: true)
      try Artwork.install(in: imageDirectory)
    } catch {
      FileHandle.standardError.write(Data("sectional-gallery: \(error)\n".utf8))
      return 1
    }
    var configuration = TerminalHostConfiguration.fromEnvironment(environment)
    configuration.imageSource = PreloadedImagePixels(directory: imageDirectory)
    configuration.exitAfterSeconds = options.exitAfterSeconds
    let scale = configuration.scale
    let screen = TerminalHost.screenSize(for: configuration)
    let app = GalleryApp(
      size: scale.size(columns: screen.columns, rows: screen.rows),
      textMeasurer: CellTextMetrics(scale: scale), chrome: .cells,
      tableSetup: { $0.adaptToTerminal(cellHeight: scale.height) }, initialScene: options.scene)
    app.chosenTraits = options.traits
    if options.dark { configuration.appearance = .dark }
    let log = environment["SECTIONAL_EVENT_LOG"].flatMap(openLog)
    app.onEvent = { [unowned app] line in
      if !line.hasPrefix("scroll ") { app.chromeView.statusLabel.text = line }
      log?.write(Data((line + "\n").utf8))
    }
    _ = TerminalHost(content: app, configuration: configuration).run()
    try? log?.close()
    return 0
  }

  /// Opens (creating or truncating) the event log at `path`, or nil when it cannot.
  private static func openLog(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    return FileHandle(forWritingAtPath: path)
  }
}
