import SectionalGraphics
import SectionalViews

/// How a ``TerminalHost`` draws and which keys end it.
public struct TerminalHostConfiguration: Sendable {
  /// The points per cell (8 × 16 pt by default).
  public var scale: CellScale = .standard
  /// How colours are written; from `COLORTERM` by default (``ColorMode/detect(environment:)``).
  public var colorMode: ColorMode = .palette256
  /// The colour of the screen before anything is drawn (black instead in dark mode).
  public var background: CellColor = .white
  /// Light or dark; `.unspecified` (the default) asks the terminal for its background
  /// (OSC 11) when the host starts, and is light without an answer.
  public var appearance: UserInterfaceStyle = .unspecified
  /// How long the host waits for the terminal to answer the background query, in seconds.
  public var appearanceQueryTimeout = 0.1
  /// Where image pixels come from (nil: placeholder blocks).
  public var imageSource: (any ImagePixelSource)?
  /// The descriptor input is read from (standard input).
  public var inputDescriptor: Int32 = 0
  /// The descriptor the screen is written to (standard output).
  public var outputDescriptor: Int32 = 1
  /// The screen size in cells to use when the output is not a terminal (80 × 24).
  public var fallbackSize = (columns: 80, rows: 24)
  /// Seconds after which the host quits by itself, or nil to run until a quit key.
  public var exitAfterSeconds: Double?
  /// The keys that quit: `q` and Ctrl-C by default.
  public var quitKeys: Set<KeyPress> = [
    KeyPress(.character("q")), KeyPress(.character("c"), modifiers: .control),
  ]
  /// The keys that clear the screen and draw it again in full (Ctrl-L, as in shells and pagers).
  ///
  /// For when something else wrote to the terminal. They are not sent to the content.
  public var redrawKeys: Set<KeyPress> = [KeyPress(.character("l"), modifiers: .control)]
  /// Whether lines that moved as a whole are moved with the terminal's scroll regions
  /// (``TerminalWriter/usesScrollRegions``); true by default, false when
  /// `SECTIONAL_TERMINAL_SCROLL_REGIONS` is `0` (for terminals without background colour erase).
  public var usesScrollRegions = true
  /// The frame interval while animations run, in seconds (1/60).
  public var frameInterval = 1.0 / 60
  /// How long a lone `ESC` waits for the rest of a sequence before it counts as the Escape
  /// key, in seconds (0.05, shorter than any human keystroke pair, longer than a terminal
  /// needs to deliver one write).
  public var escapeDelay = 0.05

  /// The default configuration.
  public init() {}

  /// The default configuration adjusted by `environment`: the colour mode from `COLORTERM`,
  /// the appearance from `SECTIONAL_APPEARANCE` or `COLORFGBG`
  /// (``TerminalAppearance/style(environment:)``), `SECTIONAL_EXIT_AFTER_SECONDS` (a
  /// finite, non-negative number) as ``exitAfterSeconds``, and
  /// `SECTIONAL_TERMINAL_SCROLL_REGIONS=0` turning ``usesScrollRegions`` off.
  public static func fromEnvironment(_ environment: [String: String]) -> Self {
    var configuration = Self()
    configuration.colorMode = ColorMode.detect(environment: environment)
    configuration.appearance = TerminalAppearance.style(environment: environment) ?? .unspecified
    if let text = environment["SECTIONAL_EXIT_AFTER_SECONDS"], let seconds = Double(text),
      seconds.isFinite, seconds >= 0
    {
      configuration.exitAfterSeconds = seconds
    }
    if environment["SECTIONAL_TERMINAL_SCROLL_REGIONS"] == "0" {
      configuration.usesScrollRegions = false
    }
    return configuration
  }
}
