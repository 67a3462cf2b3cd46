import Sectional

/// What `sectional-gallery` was asked to do, parsed from its command line.
///
/// Usage:
///
///     sectional-gallery [--window | --terminal | --png DIR] [--scene NAME]
///                       [--width 390 --height 844 --scale 2] [--offset Y] [--list]
///                       [--dark] [--content-size XS|S|M|L|XL|XXL|XXXL|AX1…AX5] [--help]
///
/// `--help` prints ``helpText`` (the flags and the interactive app's keys) and exits.
/// `--window`, `--terminal` and `--png DIR` force a mode (at most one of them); without one
/// `GalleryMode.choose` picks it. With no `--png`, the output directory is `./gallery`. In PNG
/// mode every scene is written at its own scroll positions (`GalleryScene.positions`);
/// `--offset Y` adds one more PNG per scene at content offset `Y` (clamped to what the table
/// can scroll). The interactive modes open on the list of scenes; `--scene NAME` opens that
/// scene pushed on the list, so the back button or Escape leads to the list. `--dark` and
/// `--content-size` set the scenes' traits (PNG names then end in `-dark` and `-<size>`); in
/// the interactive modes they win over what the host detects.
///
/// The environment variable `SECTIONAL_EXIT_AFTER_SECONDS=N` (a finite number > 0) makes the
/// interactive modes quit after `N` seconds, so tests that start them cannot hang; hosts read
/// it from ``exitAfterSeconds``.
struct GalleryOptions: Equatable {
  /// The directory PNGs are written to.
  var outputDirectory = "gallery"
  /// The one scene to render (or, in the interactive modes, to open pushed on the list), or
  /// nil for all of them (the list alone).
  var scene: String?
  /// The window width in points (an iPhone 14's 390 by default).
  var width = 390.0
  /// The window height in points (an iPhone 14's 844 by default).
  var height = 844.0
  /// One more content offset to render every scene at, or nil.
  var offset: Double?
  /// Device pixels per point.
  var scale = 2.0
  /// Whether to print the scene names and exit.
  var listScenes = false
  /// Whether `--help` asked for ``helpText``.
  var showHelp = false
  /// The mode a flag forced, or `nil` to let `GalleryMode.choose` decide.
  var forcedMode: GalleryMode?
  /// Seconds after which an interactive mode quits (`SECTIONAL_EXIT_AFTER_SECONDS`), or nil.
  var exitAfterSeconds: Double?
  /// Whether `--dark` asked for dark mode.
  var dark = false
  /// The content size category `--content-size` asked for, or nil.
  var contentSize: ContentSizeCategory?

  /// The traits the flags ask for, unspecified where no flag was given.
  var traits: TraitCollection {
    TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: dark ? .dark : .unspecified),
      TraitCollection(preferredContentSizeCategory: contentSize ?? .unspecified),
    ])
  }

  /// What the flags add to PNG file names: `-dark`, then `-<size>` (such as `-XXL`).
  var pngSuffix: String {
    (dark ? "-dark" : "") + (contentSize.map { "-\($0)" } ?? "")
  }

  /// What `--help` prints: the flags, then how to get around the interactive app.
  static let helpText = """
    usage: sectional-gallery [--window | --terminal | --png DIR] [--scene NAME]
                             [--width W --height H --scale 1|2|3] [--offset Y] [--list]
                             [--dark] [--content-size XS…XXXL|AX1…AX5] [--help]

    Shows the scenes in a window (with a display), in the terminal (on a TTY), or writes
    them as PNGs into DIR (./gallery otherwise). --scene NAME renders only that scene, or
    opens it pushed on the list; --list prints the scene names.

    The app is a list of scenes under a navigation bar:
      click a row, 1-9, or Up/Down and Return   push that scene
      the back button or Escape                 back to the list
      d                                         dark mode on or off
      t                                         next text size
      q or Ctrl-C                               quit (terminal); Ctrl-Q (window)
    SECTIONAL_EXIT_AFTER_SECONDS=N quits after N seconds.
    """

  /// The environment variable that sets ``exitAfterSeconds``.
  static let exitAfterVariable = "SECTIONAL_EXIT_AFTER_SECONDS"

  /// A command-line mistake, with the message printed to the user.
  struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in one line.
    var description: String
  }

  /// Parses `arguments` (without the program name) and `environment`.
  ///
  /// The width and height must be finite, positive and at most 4096, the offset finite, not
  /// negative and at most 10^7, the scale 1, 2 or 3, `SECTIONAL_EXIT_AFTER_SECONDS` positive and
  /// at most a day, the `--png` directory not empty; only one of `--window`, `--terminal` and
  /// `--png` may be given.
  static func parse(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws(UsageError) -> GalleryOptions {
    var options = GalleryOptions()
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      switch flag {
      case "--list": options.listScenes = true
      case "--help", "-h": options.showHelp = true
      case "--dark": options.dark = true
      case "--content-size":
        let text = try value(after: flag, in: &rest)
        guard let category = ContentSizeCategory(name: text) else {
          throw UsageError(
            description: "--content-size needs XS … XXXL or AX1 … AX5, not '\(text)'")
        }
        options.contentSize = category
      case "--window": try options.force(.window)
      case "--terminal": try options.force(.terminal)
      case "--png":
        options.outputDirectory = try value(after: flag, in: &rest)
        guard !options.outputDirectory.isEmpty else {
          throw UsageError(description: "--png needs a directory, not an empty path")
        }
        try options.force(.png(directory: options.outputDirectory))
      case "--scene": options.scene = try value(after: flag, in: &rest)
      case "--width": options.width = try positive(after: flag, in: &rest)
      case "--height": options.height = try positive(after: flag, in: &rest)
      case "--offset":
        let text = try value(after: flag, in: &rest)
        guard let offset = Double(text), offset.isFinite, offset >= 0 else {
          throw UsageError(description: "--offset needs a finite number >= 0, not '\(text)'")
        }
        guard offset <= maximumOffset else {
          throw UsageError(description: "--offset must be at most 10000000, not '\(text)'")
        }
        options.offset = offset
      case "--scale":
        let scale = try positive(after: flag, in: &rest)
        guard [1, 2, 3].contains(scale) else {
          throw UsageError(description: "--scale must be 1, 2 or 3, not \(scale)")
        }
        options.scale = scale
      default:
        throw UsageError(description: "unknown argument '\(flag)'")
      }
    }
    if let text = environment[exitAfterVariable] {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        throw UsageError(
          description: "\(exitAfterVariable) needs a finite positive number, not '\(text)'")
      }
      guard seconds <= 86_400 else {
        throw UsageError(
          description: "\(exitAfterVariable) must be at most 86400 (a day), not '\(text)'")
      }
      options.exitAfterSeconds = seconds
    }
    return options
  }

  /// Records the mode a flag forces; a second, different mode flag is an error.
  private mutating func force(_ mode: GalleryMode) throws(UsageError) {
    if let forcedMode, forcedMode != mode {
      throw UsageError(description: "give only one of --window, --terminal and --png")
    }
    forcedMode = mode
  }

  private static func value(
    after flag: String, in rest: inout ArraySlice<String>
  ) throws(UsageError) -> String {
    guard let value = rest.popFirst() else {
      throw UsageError(description: "\(flag) needs a value")
    }
    return value
  }

  private static func positive(
    after flag: String, in rest: inout ArraySlice<String>
  ) throws(UsageError) -> Double {
    let text = try value(after: flag, in: &rest)
    guard let number = Double(text), number.isFinite, number > 0 else {
      throw UsageError(description: "\(flag) needs a finite positive number, not '\(text)'")
    }
    guard number <= maximumSide else {
      throw UsageError(description: "\(flag) must be at most 4096, not '\(text)'")
    }
    return number
  }

  /// The largest width or height in points: 4096 (12288 pixels at scale 3, inside Cairo's
  /// 32767-pixel surfaces).
  static let maximumSide = 4_096.0
  /// The largest `--offset`: 10^7 points, the tallest element a table lays out.
  static let maximumOffset = 10_000_000.0
}
