import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ButtonTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private func makeButton() -> (Window, Button, Log) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let button = Button(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    window.addSubview(button)
    let log = Log()
    let events: [(String, Control.Event)] = [
      ("down", .touchDown), ("exit", .touchDragExit), ("enter", .touchDragEnter),
      ("upInside", .touchUpInside), ("upOutside", .touchUpOutside), ("cancel", .touchCancel),
    ]
    for (name, event) in events {
      button.addAction(Action { _ in log.entries.append(name) }, for: event)
    }
    return (window, button, log)
  }

  private func pointer(_ phase: TouchPhase, _ x: Double, _ y: Double) -> Event {
    Event(.pointer(phase, location: CGPoint(x: x, y: y)))
  }

  @Test("a tap fires touchDown then touchUpInside and highlights while down")
  func tap() {
    let (window, button, log) = makeButton()
    window.send(pointer(.began, 20, 20))
    #expect(button.isHighlighted)
    window.send(pointer(.ended, 21, 20))
    #expect(!button.isHighlighted)
    #expect(log.entries == ["down", "upInside"])
  }

  @Test("sliding out and releasing fires touchUpOutside, never touchUpInside")
  func slideOut() {
    let (window, button, log) = makeButton()
    window.send(pointer(.began, 20, 20))
    window.send(pointer(.moved, 200, 20))
    #expect(!button.isHighlighted)
    window.send(pointer(.ended, 200, 20))
    #expect(log.entries == ["down", "exit", "upOutside"])
  }

  @Test("sliding out and back in still taps")
  func slideBack() {
    let (window, _, log) = makeButton()
    window.send(pointer(.began, 20, 20))
    window.send(pointer(.moved, 200, 20))
    window.send(pointer(.moved, 30, 30))
    window.send(pointer(.ended, 30, 30))
    #expect(log.entries == ["down", "exit", "enter", "upInside"])
  }

  @Test("a cancelled touch fires touchCancel only")
  func cancel() {
    let (window, button, log) = makeButton()
    window.send(pointer(.began, 20, 20))
    window.send(pointer(.cancelled, 20, 20))
    #expect(log.entries == ["down", "cancel"])
    #expect(!button.isTracking)
  }

  @Test("a disabled button ignores touches")
  func disabled() {
    let (window, button, log) = makeButton()
    button.isEnabled = false
    window.send(pointer(.began, 20, 20))
    window.send(pointer(.ended, 20, 20))
    #expect(log.entries.isEmpty)
    #expect(button.state == .disabled)
  }

  @Test("per-state values fall back to the normal state's")
  func perState() {
    let button = Button()
    button.setTitle("Read more", for: .normal)
    button.setTitle("Opening", for: .highlighted)
    button.setTitleColor(.red, for: .normal)
    #expect(button.title(for: .selected) == "Read more")
    #expect(button.title(for: .highlighted) == "Opening")
    #expect(button.titleColor(for: .highlighted) == .red)
    button.isHighlighted = true
    #expect(button.currentTitle == "Opening")
    #expect(button.titleLabel?.text == "Opening")
    #expect(button.currentTitleColor == .red)
  }

  @Test("an unset title colour follows the tint colour")
  func tint() {
    let button = Button()
    button.setTitle("Go", for: .normal)
    button.tintColor = .orange
    #expect(button.titleLabel?.textColor == .orange)
    button.isHighlighted = true
    #expect(button.titleLabel?.textColor == Color.orange.withAlphaComponent(0.2))
  }

  @Test("image and title sit side by side, centred, inside the insets")
  func layout() {
    let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
    let icon = Image(path: "/i/ad.png", pixelWidth: 12, pixelHeight: 12, scale: 1)
    button.setImage(icon, for: .normal)
    button.setTitle("Ad", for: .normal)
    button.contentEdgeInsets = EdgeInsets(top: 2, left: 4, bottom: 2, right: 4)
    // Title: 2 × 7.5 = 15 → 15 wide, 15 × 1.25 = 18.75 → 19 high.
    #expect(button.intrinsicContentSize == CGSize(width: 35, height: 23))
    button.layoutIfNeeded()
    #expect(button.imageView?.frame == CGRect(x: 36.5, y: 16, width: 12, height: 12))
    #expect(button.titleLabel?.frame == CGRect(x: 48.5, y: 12.5, width: 15, height: 19))
  }

  @Test("removing an action for one event keeps it for the others")
  func removeAction() {
    let button = Button()
    let log = Log()
    button.addAction(
      Action(identifier: "open") { action in
        log.entries.append(action.sender === button ? "sender" : "none")
      }, for: [.touchUpInside, .touchCancel])
    button.removeAction(identifiedBy: "open", for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(log.entries.isEmpty)
    button.sendActions(for: .touchCancel)
    #expect(log.entries == ["sender"])
    #expect(button.allControlEvents == .touchCancel)
  }

  @MainActor
  private final class Log {
    var entries: [String] = []
  }
}
