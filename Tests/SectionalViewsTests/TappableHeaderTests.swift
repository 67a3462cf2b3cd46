import SectionalGraphics
import Testing

@testable import SectionalViews

/// Seed 004: a translucent ad header you can tap; a finger that slides out cancels the tap.
@MainActor
@Suite struct TappableHeaderTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private func makeScene() -> (Window, View, Button, Counter) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let header = View(frame: CGRect(x: 0, y: 100, width: 320, height: 44))
    header.alpha = 0.7
    header.backgroundColor = .black
    let button = Button()
    button.setTitle("Sponsored: tap to open", for: .normal)
    button.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(button)
    LayoutConstraint.activate([
      button.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      button.trailingAnchor.constraint(equalTo: header.trailingAnchor),
      button.topAnchor.constraint(equalTo: header.topAnchor),
      button.bottomAnchor.constraint(equalTo: header.bottomAnchor),
    ])
    window.addSubview(header)
    let counter = Counter()
    button.addAction(Action { _ in counter.opened += 1 }, for: .touchUpInside)
    button.addAction(Action { _ in counter.missed += 1 }, for: .touchUpOutside)
    window.layoutIfNeeded()
    return (window, header, button, counter)
  }

  private func send(_ window: Window, _ phase: TouchPhase, _ x: Double, _ y: Double) {
    window.send(Event(.pointer(phase, location: CGPoint(x: x, y: y))))
  }

  @Test("the translucent header is still hit and a tap opens the ad")
  func tap() {
    let (window, _, button, counter) = makeScene()
    #expect(button.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(window.hitTest(CGPoint(x: 160, y: 120), with: nil) === button)
    send(window, .began, 160, 120)
    send(window, .ended, 170, 125)
    #expect(counter.opened == 1)
    #expect(counter.missed == 0)
  }

  @Test("sliding the finger off the header cancels the tap")
  func slideOut() {
    let (window, _, _, counter) = makeScene()
    send(window, .began, 160, 120)
    send(window, .moved, 160, 300)
    send(window, .ended, 160, 300)
    #expect(counter.opened == 0)
    #expect(counter.missed == 1)
  }

  @Test("the header draws as one 0.7 opacity group over the content")
  func translucency() {
    let (window, header, _, _) = makeScene()
    let commands = window.render().commands
    #expect(commands.first == .pushOpacity(0.7))
    #expect(commands.dropFirst().first == .fillRect(header.frame, color: .black))
    #expect(commands.last == .popOpacity)
  }

  @MainActor
  private final class Counter {
    var opened = 0
    var missed = 0
  }
}
