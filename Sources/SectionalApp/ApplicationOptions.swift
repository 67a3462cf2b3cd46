/// How an app started with ``Application/run(rootViewController:title:size:arguments:environment:)``
/// was asked to show itself, parsed from its command line and environment.
///
/// Usage:
///
///     APP [--window | --terminal | --png DIR]
///
/// `--window`, `--terminal` and `--png DIR` force a host (at most one of them); without one,
/// ``mode(environment:stdoutIsTTY:)`` picks it as the gallery does. The environment variable
/// `SECTIONAL_EXIT_AFTER_SECONDS` (a finite number > 0) makes the window and terminal hosts
/// quit by themselves after that many seconds; the hosts read it, this parser only checks it
/// so a bad value is reported before a window opens (Documentation/Apps.md § Choosing a host).
public struct ApplicationOptions: Equatable, Sendable {
  /// The host a flag forced, or `nil` to let ``mode(environment:stdoutIsTTY:)`` decide.
  public var forcedMode: ApplicationMode?

  /// The environment variable that makes the interactive hosts quit after a time.
  public static let exitAfterVariable = "SECTIONAL_EXIT_AFTER_SECONDS"

  /// A command-line mistake, with the one-line message printed to the user.
  public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What was wrong, in one line.
    public var description: String
  }

  /// Creates options that force `forcedMode`, or none.
  public init(forcedMode: ApplicationMode? = nil) {
    self.forcedMode = forcedMode
  }

  /// Parses `arguments` (without the program name) and checks `environment`.
  ///
  /// Only one of `--window`, `--terminal` and `--png DIR` may be given (the same one twice is
  /// allowed); `--png` needs a directory; any other argument is an error;
  /// `SECTIONAL_EXIT_AFTER_SECONDS`, when set, must be a finite positive number.
  public static func parse(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws(UsageError) -> ApplicationOptions {
    var options = ApplicationOptions()
    var rest = arguments[...]
    while let flag = rest.popFirst() {
      switch flag {
      case "--window": try options.force(.window)
      case "--terminal": try options.force(.terminal)
      case "--png":
        guard let directory = rest.popFirst() else {
          throw UsageError(description: "--png needs a directory")
        }
        try options.force(.png(directory: directory))
      default:
        throw UsageError(description: "unknown argument '\(flag)'")
      }
    }
    if let text = environment[exitAfterVariable] {
      guard let seconds = Double(text), seconds.isFinite, seconds > 0 else {
        throw UsageError(
          description: "\(exitAfterVariable) needs a finite positive number, not '\(text)'")
      }
    }
    return options
  }

  /// The host for this run: the one a flag forced, else a window when `DISPLAY` or
  /// `WAYLAND_DISPLAY` is set and not empty, else the terminal when standard output is a
  /// terminal, else PNGs into `./app`.
  public func mode(environment: [String: String], stdoutIsTTY: Bool) -> ApplicationMode {
    if let forcedMode { return forcedMode }
    let display = environment["DISPLAY"] ?? ""
    let wayland = environment["WAYLAND_DISPLAY"] ?? ""
    if !display.isEmpty || !wayland.isEmpty { return .window }
    if stdoutIsTTY { return .terminal }
    return .png(directory: "app")
  }

  /// Records the host a flag forces; a second, different one is an error.
  private mutating func force(_ mode: ApplicationMode) throws(UsageError) {
    if let forcedMode, forcedMode != mode {
      throw UsageError(description: "give only one of --window, --terminal and --png")
    }
    forcedMode = mode
  }
}

/// Where an app shows its root view controller.
public enum ApplicationMode: Equatable, Sendable {
  /// A GTK 4 window (SectionalGTK).
  case window
  /// A full-screen terminal UI (SectionalTerminal).
  case terminal
  /// One PNG of the first frame, written into `directory` (SectionalCairo).
  case png(directory: String)
}
