import Foundation
import Sectional
import SectionalCairo
import SectionalTerminal

/// The running app, as `UIApplication`: one call shows a root view controller in a GTK window,
/// in the terminal, or as a PNG (Documentation/Apps.md).
///
/// ``run(rootViewController:title:size:arguments:environment:)`` is the end of a small app's
/// `main.swift`; an app written the UIKit way names an ``ApplicationDelegate`` with `@main`
/// instead.
@MainActor
public final class Application {
  /// The app, as `UIApplication.shared`.
  public static let shared = Application()

  /// The app's delegate while ``ApplicationDelegate/main()`` runs it; not retained by the
  /// app (the launch keeps it alive), as UIKit's.
  public weak var delegate: (any ApplicationDelegate)?

  /// The keys of the launch options dictionary, as `UIApplication.LaunchOptionsKey`.
  ///
  /// A Linux launch has no URL, notification or shortcut behind it, so the dictionary
  /// Sectional passes is always `nil`.
  public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
    /// The key's name.
    public var rawValue: String
    /// Creates the key named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
  }

  /// The size windows get when the app gives none: an iPhone 14's 390 × 844 points.
  public static let defaultSize = CGSize(width: 390, height: 844)

  /// Creates the app; use ``shared``.
  private init() {}

  /// Shows `rootViewController` in a new window titled `title` of `size` points until the user
  /// quits, then exits the process with ``launch(rootViewController:title:size:arguments:environment:)``'s
  /// status, as `UIApplicationMain` never returns.
  public static func run(
    rootViewController: ViewController, title: String, size: CGSize = defaultSize,
    arguments: [String] = Array(CommandLine.arguments.dropFirst()),
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Never {
    exit(
      launch(
        rootViewController: rootViewController, title: title, size: size, arguments: arguments,
        environment: environment))
  }

  /// Shows `rootViewController` in a new window titled `title` of `size` points until the user
  /// quits, and returns the exit status.
  ///
  /// `arguments` (without the program name) and `environment` choose the host
  /// (``ApplicationOptions``): a GTK window when there is a display, the terminal when standard
  /// output is one, else one PNG of the first frame, `<directory>/<title>.png` (the title in
  /// lower case, runs of other characters than letters and digits as `-`), whose path is
  /// printed. The window is made key and visible before the host shows it, so the controller
  /// gets `viewWillAppear` and `viewDidAppear`. Returns 0, 1 when the host cannot start (no
  /// display, an unwritable directory) or 2 for a usage mistake, with a message on standard
  /// error.
  public static func launch(
    rootViewController: ViewController, title: String, size: CGSize = defaultSize,
    arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Int32 {
    host(title: title, size: size, arguments: arguments, environment: environment) {
      size, measurer in
      let window = Window(frame: CGRect(origin: .zero, size: size))
      window.textMeasurer = measurer
      window.rootViewController = rootViewController
      window.makeKeyAndVisible()
      return window
    }
  }

  /// Parses the options, chooses the host, has `makeWindow` make the window (given the
  /// host's size and text measurer) and runs the host; returns the exit status.
  ///
  /// The window gets the host's measurer; a window of zero size gets `size`, and in the
  /// terminal every window is resized to the screen.
  static func host(
    title: String, size: CGSize, arguments: [String], environment: [String: String],
    makeWindow: (CGSize, any TextMeasuring) -> Window?
  ) -> Int32 {
    let options: ApplicationOptions
    do {
      options = try ApplicationOptions.parse(arguments, environment: environment)
    } catch {
      complain("\(error)")
      return 2
    }
    let mode = options.mode(environment: environment, stdoutIsTTY: isatty(1) != 0)
    let terminal = TerminalHostConfiguration.fromEnvironment(environment)
    let hostSize: CGSize
    let measurer: any TextMeasuring
    if mode == .terminal {
      let screen = TerminalHost.screenSize(for: terminal)
      hostSize = terminal.scale.size(columns: screen.columns, rows: screen.rows)
      measurer = CellTextMetrics(scale: terminal.scale)
    } else {
      hostSize = size
      measurer = PangoTextMetrics.shared
    }
    guard let window = makeWindow(hostSize, measurer) else {
      complain("the app made no window")
      return 1
    }
    if window.textMeasurer == nil { window.textMeasurer = measurer }
    if mode == .terminal || window.frame.size == .zero { window.resize(to: hostSize) }
    let content = ApplicationContent(window: window)
    switch mode {
    case .window:
      return showInWindow(content, title: title)
    case .terminal:
      content.tableSetup = { $0.adaptToTerminal(cellHeight: terminal.scale.height) }
      return showInTerminal(content, configuration: terminal)
    case .png(let directory):
      return writePNG(content, directory: directory, title: title)
    }
  }

  /// The PNG file name for `title`: lower case, each run of characters other than ASCII
  /// letters and digits one `-`, none at either end; `app` when nothing is left.
  nonisolated static func fileName(for title: String) -> String {
    var name = ""
    var pendingDash = false
    for character in title.lowercased() {
      if character.isASCII, character.isLetter || character.isNumber {
        if pendingDash, !name.isEmpty { name.append("-") }
        pendingDash = false
        name.append(character)
      } else {
        pendingDash = true
      }
    }
    return (name.isEmpty ? "app" : name) + ".png"
  }

  /// Writes `message` to standard error after the program's name.
  static func complain(_ message: String) {
    let program = (CommandLine.arguments.first as NSString?)?.lastPathComponent ?? "app"
    FileHandle.standardError.write(Data("\(program): \(message)\n".utf8))
  }
}
