import Glibc
import SectionalGraphics
import SectionalTerminal
import SectionalViews
import Testing

/// Content that records what the host does to it and draws one line of text.
@MainActor
final class RecordingContent: HostContent {
  /// It shows nothing assistive technology could reach.
  func accessibilityItems() -> [AccessibilityItem] { [] }
  var needsDisplay = true
  var textMeasurer: (any TextMeasuring)?
  var hostTraitCollection = TraitCollection()
  var sizes: [CGSize] = []
  var events: [Event.Kind] = []

  func resize(to size: CGSize) {
    sizes.append(size)
    needsDisplay = true
  }

  func send(_ event: Event, pointer: Int) -> Bool {
    events.append(event.kind)
    needsDisplay = true
    return true
  }

  func advanceAnimations(to time: Double) -> Bool { false }

  func render() -> DisplayList {
    needsDisplay = false
    var list = DisplayList()
    list.text(
      TextRun(
        text: "events \(events.count)", font: .systemFont(ofSize: 17), color: .black,
        rect: CGRect(x: 0, y: 0, width: 160, height: 16)))
    return list
  }
}

@MainActor
@Suite(.serialized) struct TerminalHostTests {
  /// Runs a host over pipes with `input` already written, and returns the reason it ended
  /// and everything it wrote.
  func run(
    _ content: some HostContent, input: String, closeInput: Bool = false,
    exitAfter: Double? = 5
  ) -> (TerminalHost.ExitReason, String) {
    var inputPipe: [Int32] = [-1, -1]
    var outputPipe: [Int32] = [-1, -1]
    #expect(pipe(&inputPipe) == 0)
    #expect(pipe(&outputPipe) == 0)
    let bytes = Array(input.utf8)
    _ = bytes.withUnsafeBytes { write(inputPipe[1], $0.baseAddress, $0.count) }
    if closeInput { close(inputPipe[1]) }
    var configuration = TerminalHostConfiguration()
    configuration.inputDescriptor = inputPipe[0]
    configuration.outputDescriptor = outputPipe[1]
    configuration.fallbackSize = (columns: 20, rows: 3)
    configuration.exitAfterSeconds = exitAfter
    configuration.colorMode = .trueColor
    let host = TerminalHost(content: content, configuration: configuration)
    let reason = host.run()
    close(outputPipe[1])
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(outputPipe[0], $0.baseAddress, $0.count) }
      if count <= 0 { break }
      output += buffer[0..<count]
    }
    close(outputPipe[0])
    close(inputPipe[0])
    if !closeInput { close(inputPipe[1]) }
    return (reason, String(decoding: output, as: UTF8.self))
  }

  @Test("q quits; the output enters the modes, draws the content, and leaves the modes last")
  func quitKey() {
    let content = RecordingContent()
    let (reason, output) = run(content, input: "q")
    #expect(reason == .quitKey)
    #expect(output.hasPrefix(TerminalModes.enter))
    #expect(output.hasSuffix(TerminalModes.leave))
    #expect(output.contains("events 0"))
    #expect(content.sizes == [CGSize(width: 160, height: 48)])
    #expect(content.textMeasurer is CellTextMetrics)
  }

  @Test("Keys and mouse reports reach the content before Ctrl-C quits, and x after it does not")
  func eventsThenControlC() {
    let content = RecordingContent()
    let (reason, output) = run(content, input: "\u{1B}[B\u{1B}[<0;2;1M\u{1B}[<0;2;1m\u{3}x")
    #expect(reason == .quitKey)
    #expect(
      content.events == [
        .key(KeyPress(.downArrow)), .pointer(.began, location: CGPoint(x: 12, y: 8)),
        .pointer(.ended, location: CGPoint(x: 12, y: 8)),
      ])
    #expect(output.hasSuffix(TerminalModes.leave))
  }

  @Test("The host stops at its time limit, and at the end of input")
  func limits() {
    let timed = run(RecordingContent(), input: "", exitAfter: 0.05)
    #expect(timed.0 == .timeLimit)
    #expect(timed.1.hasSuffix(TerminalModes.leave))
    let ended = run(RecordingContent(), input: "a", closeInput: true)
    #expect(ended.0 == .endOfInput)
    #expect(ended.1.hasSuffix(TerminalModes.leave))
  }

  @Test("SECTIONAL_EXIT_AFTER_SECONDS and COLORTERM configure the host")
  func environment() {
    let configuration = TerminalHostConfiguration.fromEnvironment([
      "SECTIONAL_EXIT_AFTER_SECONDS": "2.5", "COLORTERM": "truecolor",
    ])
    #expect(configuration.exitAfterSeconds == 2.5)
    #expect(configuration.colorMode == .trueColor)
    let bad = TerminalHostConfiguration.fromEnvironment(["SECTIONAL_EXIT_AFTER_SECONDS": "-1"])
    #expect(bad.exitAfterSeconds == nil)
    #expect(bad.colorMode == .palette256)
    #expect(bad.usesScrollRegions)
    let off = TerminalHostConfiguration.fromEnvironment(["SECTIONAL_TERMINAL_SCROLL_REGIONS": "0"])
    #expect(!off.usesScrollRegions)
  }

  @Test("Ctrl-L clears the screen and writes the frame again in full; the content never sees it")
  func redrawKey() {
    let content = RecordingContent()
    let (reason, output) = run(content, input: "\u{C}\u{1B}[B", exitAfter: 0.2)
    #expect(reason == .timeLimit)
    #expect(content.events == [.key(KeyPress(.downArrow))])
    // Clears on entering, for the first frame and for Ctrl-L; a full frame follows the last
    // one (a diff would write only the changed digit).
    let parts = output.components(separatedBy: "\u{1B}[2J")
    #expect(parts.count == 4)
    #expect(parts[3].contains("events "))
  }
}
