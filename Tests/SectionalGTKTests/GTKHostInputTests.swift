import Foundation
import SectionalGraphics
import SectionalViews
import Testing

@testable import SectionalGTK

/// A view that records what reaches it and changes its colour on each event, so the window
/// needs display.
@MainActor
private final class RecordingView: View {
  var log: [String] = []

  private func note(_ line: String) {
    log.append(line)
    backgroundColor = Color(red: Double(log.count % 7) / 7, green: 0.5, blue: 0.5)
  }

  override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    let point = touches.first!.location(in: self)
    note("began \(Int(point.x)),\(Int(point.y))")
  }

  override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    let point = touches.first!.location(in: self)
    note("moved \(Int(point.x)),\(Int(point.y))")
  }

  override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    let point = touches.first!.location(in: self)
    note("ended \(Int(point.x)),\(Int(point.y))")
  }

  override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    note("cancelled")
  }

  override func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
    note("scroll \(delta.x),\(delta.y)")
    return true
  }

  override func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
    note("key \(press.key) \(press.modifiers.rawValue)")
    return true
  }

  override func pointerHovered(at location: CGPoint?, with event: Event?) -> Bool {
    note(location.map { "hover \(Int($0.x)),\(Int($0.y))" } ?? "hover left")
    return true
  }
}

/// Content that animates until a given host time, counting the steps.
@MainActor
private final class TimedAnimation: HostContent {
  /// It shows nothing assistive technology could reach.
  func accessibilityItems() -> [AccessibilityItem] { [] }
  let window = Window()
  var endTime = 0.0
  var steps = 0
  var needsDisplay: Bool { window.needsDisplay }
  var textMeasurer: (any TextMeasuring)? {
    get { window.textMeasurer }
    set { window.textMeasurer = newValue }
  }
  var hostTraitCollection: TraitCollection {
    get { window.hostTraitCollection }
    set { window.hostTraitCollection = newValue }
  }
  func resize(to size: CGSize) { window.resize(to: size) }
  func send(_ event: Event, pointer: Int) -> Bool {
    endTime = event.timestamp + 0.2
    window.needsDisplay = true
    return true
  }
  func advanceAnimations(to time: Double) -> Bool {
    guard time < endTime else { return false }
    steps += 1
    window.needsDisplay = true
    return true
  }
  func render() -> DisplayList { window.render() }
}

/// Drives a real host's input handlers (what the GTK signals call) and its frames; runs only
/// where a display exists.
@MainActor
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DISPLAY"] != nil))
struct GTKHostInputTests {
  /// A shown host of `content` at 200×120 whose first frame was drawn.
  private func shownHost(_ content: any HostContent) throws -> GTKHost {
    setenv("GTK_A11Y", "none", 0)
    setenv("GSK_RENDERER", "cairo", 0)
    let host = try GTKHost(
      content: content, title: "GTKHostInputTests", size: CGSize(width: 200, height: 120))
    host.present()
    try run(host, until: { host.frameCount > 0 })
    return host
  }

  /// Iterates GTK's loop until `done` or 10 seconds.
  private func run(_ host: GTKHost, until done: () -> Bool) throws {
    let deadline = GTKHost.now() + 10
    while !done(), GTKHost.now() < deadline { host.iterate(timeout: 0.05) }
    try #require(done())
  }

  /// Closes `host` and lets GTK destroy the window.
  private func close(_ host: GTKHost) throws {
    host.close()
    try run(host, until: { host.isClosed })
  }

  @Test("a press seen by both gestures, a drag and a release reach the view once each")
  func pointerPhases() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.pointerPressed(at: CGPoint(x: 10, y: 20))
    host.pointerPressed(at: CGPoint(x: 10, y: 20))
    host.pointerDragged(by: CGPoint(x: 5, y: 5))
    host.pointerReleased(at: CGPoint(x: 15, y: 25))
    host.pointerDragEnded(by: CGPoint(x: 5, y: 5))
    #expect(view.log == ["began 10,20", "moved 15,25", "ended 15,25"])
    try close(host)
  }

  @Test("a cancelled drag cancels the touch")
  func cancelledDrag() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.pointerPressed(at: CGPoint(x: 50, y: 50))
    host.pointerCancelled()
    host.pointerDragEnded(by: CGPoint(x: 0, y: 0))
    #expect(view.log == ["began 50,50", "cancelled"])
    try close(host)
  }

  @Test("motion with no button down hovers, a drag does not, and leaving ends the hover")
  func hover() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.pointerHovered(at: CGPoint(x: 30, y: 40))
    host.pointerPressed(at: CGPoint(x: 30, y: 40))
    host.pointerHovered(at: CGPoint(x: 35, y: 45))
    host.pointerReleased(at: CGPoint(x: 35, y: 45))
    host.pointerHovered(at: CGPoint(x: 60, y: 70))
    host.pointerLeft()
    #expect(
      view.log == [
        "hover 30,40", "began 30,40", "moved 35,45", "ended 35,45", "hover 60,70", "hover left",
      ])
    try close(host)
  }

  @Test("a wheel detent scrolls the view under the pointer by 120^(2/3) points")
  func wheelScroll() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.pointerHovered(at: CGPoint(x: 30, y: 40))
    #expect(host.scrolled(dx: 0, dy: 1, unit: .wheel))
    #expect(host.scrolled(dx: 0, dy: -3, unit: .surface))
    #expect(!host.scrolled(dx: 0, dy: 0, unit: .surface))
    let step = GTKScrollMapping.wheelStep(pageSize: 120)
    #expect(view.log == ["hover 30,40", "scroll 0.0,\(step)", "scroll 0.0,-3.0"])
    #expect(abs(step - 24.329) < 0.001)
    try close(host)
  }

  @Test("mapped keys reach the window's key view with their modifiers; unmapped keys do not")
  func keys() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    #expect(host.keyPressed(0xFF54, state: 1 << 0))
    #expect(host.keyPressed(0x0078, state: 0))
    #expect(!host.keyPressed(0xFFBE, state: 0))
    #expect(view.log == ["key downArrow 1", "key character(\"x\") 0"])
    try close(host)
  }

  @Test("input that changes the content is drawn in a frame that records the input's time")
  func inputFrameTiming() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    var frames: [GTKFrameTiming] = []
    host.onFrame = { frames.append($0) }
    let before = GTKHost.now()
    host.pointerPressed(at: CGPoint(x: 1, y: 1))
    try run(host, until: { frames.contains { $0.inputTime != nil } })
    let frame = try #require(frames.first { $0.inputTime != nil })
    #expect(frame.inputTime! >= before)
    #expect(frame.drawEnd >= frame.renderEnd)
    #expect(frame.renderEnd >= frame.drawStart)
    #expect(frame.inputToDrawEnd! > 0)
    #expect(frame.inputHandling > 0)
    #expect(frame.inputTime! + frame.inputHandling <= frame.drawStart)
    try close(host)
  }

  @Test("input that changes nothing keeps the time of earlier input that is still undrawn")
  func unchangedInputKeepsEarlierTime() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.pointerPressed(at: CGPoint(x: 1, y: 1))
    let pressed = try #require(host.pendingInputTime)
    #expect(!host.keyPressed(0xFFBE, state: 0))
    host.pointerPressed(at: CGPoint(x: 1, y: 1))
    #expect(host.pendingInputTime == pressed)
    try close(host)
  }

  @Test("animations tick on the frame clock until they end, then the tick callback stops")
  func animationTicks() throws {
    let content = TimedAnimation()
    let host = try shownHost(content)
    #expect(host.keyPressed(0x0020, state: 0))
    #expect(host.tickCallbackID != 0)
    try run(host, until: { host.tickCallbackID == 0 })
    #expect(content.steps >= 2)
    let frames = host.frameCount
    let steps = content.steps
    let quietUntil = GTKHost.now() + 0.2
    while GTKHost.now() < quietUntil { host.iterate(timeout: 0.05) }
    #expect(host.frameCount == frames)
    #expect(content.steps == steps)
    try close(host)
  }

  @Test("a touchpad fling coasts as scroll events until the speed falls under 10 pt/s")
  func kineticCoasting() throws {
    let window = Window()
    let view = RecordingView()
    window.rootView = view
    let host = try shownHost(window)
    host.flung(vx: 0, vy: 2_000, unit: .surface)
    #expect(host.kinetic != nil)
    try run(host, until: { host.kinetic == nil && host.tickCallbackID == 0 })
    let deltas = view.log.compactMap { line -> Double? in
      guard line.hasPrefix("scroll 0.0,") else { return nil }
      return Double(line.dropFirst("scroll 0.0,".count))
    }
    #expect(deltas.count >= 2)
    #expect(deltas.allSatisfy { $0 > 0 })
    let total = deltas.reduce(0, +)
    #expect(total > 900 && total <= 999)
    try close(host)
  }

  @Test("a touchpad fling over a scroll view is its deceleration, not scroll events from the host")
  func flingToScrollView() throws {
    let window = Window()
    let scrollView = ScrollView(frame: .zero)
    scrollView.contentSize = CGSize(width: 200, height: 5_000)
    window.rootView = scrollView
    let host = try shownHost(window)
    host.flung(vx: 0, vy: 1_000, unit: .surface)
    #expect(host.kinetic == nil)
    // Without an animator the scroll view's coast jumps to where it would rest: 1000 / 2.002.
    #expect(scrollView.contentOffset.y == 499.4998331664548)
    try close(host)
  }
}
