import Foundation
import Sectional
import SectionalCairo
import SectionalRecipes
import SectionalTerminal
import Synchronization

extension GalleryChrome {
  /// The chrome for a terminal: a one-cell title line in place of the navigation bar and a
  /// one-cell status line (16 pt each at the default 8 × 16 pt cell), one column of padding
  /// around the status text and before the back button, and list rows two cells tall (the
  /// terminal's automatic row height is one text line; a list row has two).
  static let cells = GalleryChrome(
    titleLineHeight: CellScale.standard.height, statusLineHeight: CellScale.standard.height,
    titleFont: .systemFont(ofSize: 13, weight: .semibold), statusFont: .systemFont(ofSize: 13),
    horizontalPadding: CellScale.standard.width, listRowHeight: 2 * CellScale.standard.height)
}

/// The gallery's artwork as the terminal's half-block pixels, rendered by Cairo straight into
/// memory the first time the terminal draws each image, and registered in the shared image
/// catalog under each drawing's name.
///
/// No PNG is written, encoded or decoded, and a drawing no frame shows is never rendered:
/// writing and reading the artwork as files was most of the terminal gallery's start-up
/// (Documentation/TerminalRendering.md § Start-up). Each drawing is rendered at 3x, the file
/// `Image(named:)` would pick first had the artwork been installed as files, and its image's
/// path names that file inside a directory that does not exist; the path is only a key.
final class ArtworkPixels: ImagePixelSource {
  /// The scale the artwork is rendered at.
  static let scale = 3.0
  /// The drawings by image path.
  private let drawings: [String: Artwork.Drawing]
  /// The pixels rendered so far, by image path.
  private let rendered = Mutex<[String: ImagePixels]>([:])

  /// Registers an image for every drawing of ``Artwork/all`` (its pixel size computed, not
  /// rendered).
  init() {
    var drawings: [String: Artwork.Drawing] = [:]
    let renderer = CairoRenderer(scale: Self.scale)
    for drawing in Artwork.all {
      let path = "sectional-artwork/\(drawing.fileName(scale: Self.scale))"
      drawings[path] = drawing
      let pixels = renderer.pixelSize(for: drawing.size)
      ImageCatalog.registerShared(
        Image(path: path, pixelWidth: pixels.width, pixelHeight: pixels.height, scale: Self.scale),
        named: drawing.name)
    }
    self.drawings = drawings
  }

  /// The pixels of `image` if it is one of the artwork's images, rendered on first use; nil
  /// for other images and when Cairo cannot render the drawing.
  func pixels(for image: Image) -> ImagePixels? {
    guard let drawing = drawings[image.path] else { return nil }
    if let pixels = rendered.withLock({ $0[image.path] }) { return pixels }
    guard let pixels = Self.render(drawing) else { return nil }
    rendered.withLock { $0[image.path] = pixels }
    return pixels
  }

  /// `drawing` rendered at ``scale`` as straight colours.
  private static func render(_ drawing: Artwork.Drawing) -> ImagePixels? {
    guard
      let image = try? CairoRenderer(scale: scale).render(drawing.list, size: drawing.size)
    else { return nil }
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
    return ImagePixels(width: image.width, height: image.height, colors: colors)
  }
}

/// `sectional-gallery --terminal` (and the default when standard output is a terminal):
/// GalleryApp full screen in a ``TerminalHost``.
///
/// Text is measured in cells, the chrome is ``GalleryChrome/cells`` (its title line and back
/// button stand in for the navigation bar) and every table, the list's and each scene's,
/// gets `adaptToTerminal()` (``TableMetrics/terminal`` and explicit heights rounded to whole
/// cells, arrow keys one cell row). `q` or Ctrl-C quits; so does
/// the time in `SECTIONAL_EXIT_AFTER_SECONDS` (``GalleryOptions/exitAfterSeconds``).
/// Standard output is the screen, so app event lines go to the status line instead (all but
/// `scroll` lines, which would hide the pin or tap that caused them) and, when
/// `SECTIONAL_EVENT_LOG` names a file, are appended to it one per line for end-to-end tests.
@MainActor
enum GalleryTerminalMode {
  /// Runs the terminal gallery on the list, with `options.scene` pushed on it when given, and
  /// returns the exit status.
  ///
  /// With standard input closed there are no keys to read: it prints why and returns 2 before
  /// touching the terminal. When input ends while it runs, it says so on standard error.
  static func run(options: GalleryOptions, environment: [String: String]) -> Int32 {
    guard fcntl(0, F_GETFD) != -1 else {
      FileHandle.standardError.write(Data((closedInputMessage + "\n").utf8))
      return 2
    }
    var configuration = TerminalHostConfiguration.fromEnvironment(environment)
    configuration.imageSource = ArtworkPixels()
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
    let reason = TerminalHost(content: app, configuration: configuration).run()
    try? log?.close()
    if reason == .endOfInput {
      FileHandle.standardError.write(Data((endOfInputMessage + "\n").utf8))
    }
    return 0
  }

  /// What the gallery prints when standard input is closed before the terminal UI starts.
  static let closedInputMessage =
    "sectional-gallery: standard input is closed, so the terminal UI cannot read keys; "
    + "give it a terminal, or use --png DIR to render the scenes without input"

  /// What the gallery prints when standard input ends while the terminal UI runs.
  static let endOfInputMessage = "sectional-gallery: standard input ended; quitting"

  /// Opens (creating or truncating) the event log at `path`, or nil when it cannot.
  private static func openLog(_ path: String) -> FileHandle? {
    guard FileManager.default.createFile(atPath: path, contents: nil) else { return nil }
    return FileHandle(forWritingAtPath: path)
  }
}
