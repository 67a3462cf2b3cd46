import SectionalGraphics
import SectionalViews

#if canImport(Glibc)
  import Glibc
#endif

/// Shows `HostContent` full screen in a terminal and feeds it keys and mouse events.
///
/// ``run()`` puts the terminal in raw mode (termios, saved first), switches to the
/// alternate screen, hides the cursor and turns on SGR mouse reporting; then it loops:
/// resize on SIGWINCH, parse input with ``InputParser`` and send it to the content, step
/// animations on the monotonic clock, and, only when the content needs display, rasterise
/// its display list (``CellRasterizer``) and write the changed cells (``TerminalWriter``).
/// It quits on a quit key, at end of input, or after
/// ``TerminalHostConfiguration/exitAfterSeconds``. The terminal is restored on every way out: on return, on `exit()`
/// (an `atexit` hook), and on termination and crash signals (handlers that restore with
/// `write(2)` and `tcsetattr(3)` only, then re-raise; see `SignalHandlers`); a guardian process
/// restores it when the process is killed with SIGKILL (`TerminalGuardian`).
@MainActor
public final class TerminalHost {
  /// Why ``run()`` returned.
  public enum ExitReason: Hashable, Sendable {
    /// A quit key was pressed.
    case quitKey
    /// The configured time ran out.
    case timeLimit
    /// Input ended (the terminal closed).
    case endOfInput
  }

  /// The content shown.
  public let content: any HostContent
  /// The configuration.
  public let configuration: TerminalHostConfiguration
  /// The screen size in cells, as last read.
  public private(set) var size: (columns: Int, rows: Int) = (0, 0)
  /// The number of frames written.
  public private(set) var frameCount = 0
  /// The writer, with its byte count.
  public private(set) var writer: TerminalWriter

  private var parser: InputParser
  private var rasterizer: CellRasterizer
  /// Input read while waiting for the background query's answer, delivered first.
  private var earlyInput: [UInt8] = []
  private var wakePipe: (read: Int32, write: Int32) = (-1, -1)

  /// Creates a host for `content`; nothing happens to the terminal until ``run()``.
  public init(content: any HostContent, configuration: TerminalHostConfiguration = .init()) {
    self.content = content
    self.configuration = configuration
    self.writer = TerminalWriter(colorMode: configuration.colorMode)
    self.writer.usesScrollRegions = configuration.usesScrollRegions
    self.parser = InputParser(scale: configuration.scale)
    self.rasterizer = CellRasterizer(
      scale: configuration.scale, background: configuration.background,
      imageSource: configuration.imageSource)
  }

  /// The size in cells of the terminal on `configuration`'s output, or its fallback size
  /// when the output is not a terminal: what content should be created at, so it is first
  /// laid out at the size it is shown at.
  public static func screenSize(
    for configuration: TerminalHostConfiguration
  ) -> (columns: Int, rows: Int) {
    TerminalDevice.size(of: configuration.outputDescriptor) ?? configuration.fallbackSize
  }

  /// Runs until a quit key, the end of input or the time limit, and restores the terminal.
  ///
  /// Sets the content's text measurer to ``CellTextMetrics`` at the host's scale before the
  /// first layout. Raw mode is skipped when the input is not a terminal (a pipe in tests).
  ///
  /// A closed input descriptor is the end of input at once: nothing is drawn and the terminal is
  /// left as it was (the host's own pipe would otherwise take the free descriptor and be read as
  /// input, waiting forever).
  public func run() -> ExitReason {
    let input = configuration.inputDescriptor
    let output = configuration.outputDescriptor
    guard fcntl(input, F_GETFD) != -1 else { return .endOfInput }
    var pipeEnds: [Int32] = [-1, -1]
    if pipe(&pipeEnds) == 0 {
      wakePipe = (pipeEnds[0], pipeEnds[1])
      for end in pipeEnds { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
    }
    let saved = TerminalDevice.attributes(of: input)
    TerminalRestore.arm(input: input, output: output, saved: saved)
    let guardian = TerminalGuardian.start(input: input, output: output, saved: saved)
    let replaced = SignalHandlers.install(wakeDescriptor: wakePipe.write)
    if let saved { _ = TerminalDevice.enterRawMode(input, from: saved) }
    TerminalDevice.writeAll(Array(TerminalModes.enter.utf8), to: output)
    defer {
      TerminalRestore.restore()
      if let guardian { TerminalGuardian.dismiss(guardian) }
      SignalHandlers.uninstall(replaced)
      if wakePipe.read >= 0 {
        close(wakePipe.read)
        close(wakePipe.write)
      }
      wakePipe = (-1, -1)
    }
    content.textMeasurer = rasterizer.textMetrics
    applyAppearance(queryingTerminal: saved != nil)
    resize()
    return loop()
  }

  /// Gives the content its style.
  ///
  /// The style is the configuration's, else the terminal's answer to the background query
  /// (only when the input is a terminal), else light. In dark mode the screen is cleared to
  /// black.
  private func applyAppearance(queryingTerminal: Bool) {
    var style = configuration.appearance
    if style == .unspecified, queryingTerminal {
      let answer = TerminalAppearance.queryStyle(
        input: configuration.inputDescriptor, output: configuration.outputDescriptor,
        timeout: configuration.appearanceQueryTimeout)
      style = answer.style ?? .unspecified
      earlyInput = answer.otherInput
    }
    let resolved: UserInterfaceStyle = style == .dark ? .dark : .light
    content.hostTraitCollection = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: resolved), TraitCollection(displayScale: 1),
    ])
    if resolved == .dark && configuration.background == .white {
      rasterizer = CellRasterizer(
        scale: configuration.scale, background: .black, imageSource: configuration.imageSource)
    }
  }

  private func loop() -> ExitReason {
    let start = TerminalDevice.now()
    var animating = content.advanceAnimations(to: start)
    var escapeSince: Double?
    if !earlyInput.isEmpty {
      let events = parser.feed(earlyInput, timestamp: 0)
      earlyInput = []
      if deliver(events) { return .quitKey }
    }
    while true {
      drawIfNeeded()
      let now = TerminalDevice.now()
      var timeout = -1.0
      if animating { timeout = configuration.frameInterval }
      if let escapeSince {
        timeout = Self.soonest(timeout, escapeSince + configuration.escapeDelay - now)
      }
      if let limit = configuration.exitAfterSeconds {
        let remaining = start + limit - now
        if remaining <= 0 { return .timeLimit }
        timeout = Self.soonest(timeout, remaining)
      }
      var descriptors = [
        pollfd(fd: configuration.inputDescriptor, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wakePipe.read, events: Int16(POLLIN), revents: 0),
      ]
      let milliseconds = timeout < 0 ? -1 : Int32(min((timeout * 1_000).rounded(.up), 60_000))
      let ready = poll(&descriptors, descriptors[1].fd >= 0 ? 2 : 1, milliseconds)
      let time = TerminalDevice.now()
      if ready > 0, descriptors[1].revents != 0 {
        _ = TerminalDevice.readAvailable(wakePipe.read)
        resize()
      }
      if ready > 0, descriptors[0].revents != 0 {
        guard let bytes = TerminalDevice.readAvailable(configuration.inputDescriptor) else {
          return .endOfInput
        }
        if deliver(parser.feed(bytes, timestamp: time - start)) { return .quitKey }
        escapeSince = parser.pending.isEmpty ? nil : time
      } else if let since = escapeSince, time - since >= configuration.escapeDelay {
        if deliver(parser.flushPendingEscape(timestamp: time - start)) { return .quitKey }
        escapeSince = nil
      }
      animating = content.advanceAnimations(to: time)
    }
  }

  /// Sends events to the content; returns true at a quit key.
  ///
  /// A redraw key clears the screen and has the next frame written in full.
  private func deliver(_ events: [Event]) -> Bool {
    for event in events {
      if case .key(let press) = event.kind {
        if configuration.quitKeys.contains(press) { return true }
        if configuration.redrawKeys.contains(press) {
          redrawAll()
          continue
        }
      }
      content.send(event, pointer: 0)
    }
    return false
  }

  /// Reads the terminal size and lays the content out at it in points.
  private func resize() {
    let measured = TerminalDevice.size(of: configuration.outputDescriptor)
    let newSize = measured ?? configuration.fallbackSize
    guard newSize != size else { return }
    size = newSize
    redrawAll()
    content.resize(to: configuration.scale.size(columns: size.columns, rows: size.rows))
  }

  /// Clears the screen and forgets it, so the next frame is written in full.
  private func redrawAll() {
    writer.invalidate()
    TerminalDevice.writeAll(Array("\u{1B}[0m\u{1B}[2J".utf8), to: configuration.outputDescriptor)
    forceDraw = true
  }

  private var forceDraw = true

  /// Draws a frame when the content or the screen needs one, and leaves the cursor on the
  /// text of the element with the accessibility focus (hidden when none has it), where
  /// terminal screen readers look.
  private func drawIfNeeded() {
    guard forceDraw || content.needsDisplay else { return }
    forceDraw = false
    let list = content.render()
    let grid = rasterizer.rasterize(list, columns: size.columns, rows: size.rows)
    let scale = configuration.scale
    // The cell the rasteriser puts the text's first character in.
    let focus = content.accessibilityFocusTextStart().map {
      (column: scale.nearestColumn(to: $0.x), row: scale.nearestRow(to: $0.y))
    }
    TerminalDevice.writeAll(writer.frame(grid, cursorAt: focus), to: configuration.outputDescriptor)
    frameCount += 1
  }

  private static func soonest(_ a: Double, _ b: Double) -> Double {
    a < 0 ? max(b, 0) : min(a, max(b, 0))
  }
}
