import SectionalGraphics
import Testing

@testable import SectionalViews

/// UIKit's touch slop: a tracked touch stays inside a control until it is about 70 pt beyond
/// the bounds (Documentation/TableMetrics.md § Interaction).
@MainActor
@Suite struct ControlTrackingMarginTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private func pointer(_ phase: TouchPhase, _ x: Double, _ y: Double) -> Event {
    Event(.pointer(phase, location: CGPoint(x: x, y: y)))
  }

  @Test("a finger 50 pt outside the bounds still taps; 80 pt outside it does not")
  func defaultSlop() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let button = Button(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
    window.addSubview(button)
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    #expect(button.trackingMargin == 70)
    window.send(pointer(.began, 150, 120))
    window.send(pointer(.moved, 150, 194))
    #expect(button.isHighlighted)
    window.send(pointer(.ended, 150, 194))
    #expect(taps == 1)
    window.send(pointer(.began, 150, 120))
    window.send(pointer(.moved, 150, 224))
    #expect(!button.isHighlighted)
    window.send(pointer(.ended, 150, 224))
    #expect(taps == 1)
  }
}
