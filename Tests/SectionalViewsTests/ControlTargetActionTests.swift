import SectionalGraphics
import Testing

@testable import SectionalViews

/// A header view that registers its own methods, as a UIKit subclass does with `#selector`.
@MainActor
private final class TappableHeader: View {
  let button = Button(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
  var log: [String] = []

  override init(frame: CGRect = .zero) {
    super.init(frame: frame)
    addSubview(button)
    button.addTarget(self, action: Self.headerTapped, for: .touchUpInside)
    button.addTarget(self, action: TappableHeader.buttonDown(_:), for: .touchDown)
  }

  required init?(coder: NSCoder) { nil }

  func headerTapped() { log.append("tapped") }
  func buttonDown(_ sender: Button) { log.append("down \(sender === button)") }
  func anySender(_ sender: Any) { log.append("any \(sender is Control)") }
}

/// A target that is not a view and not main-actor isolated.
private final class PlainTarget {
  var count = 0
  func fire() { count += 1 }
}

@MainActor
@Suite struct ControlTargetActionTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private func pointer(_ phase: TouchPhase, _ x: Double, _ y: Double) -> Event {
    Event(.pointer(phase, location: CGPoint(x: x, y: y)))
  }

  @Test("a tap calls the methods registered with Self.method and Type.method(_:)")
  func tapCallsMethods() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let header = TappableHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    window.addSubview(header)
    window.send(pointer(.began, 20, 20))
    window.send(pointer(.ended, 20, 20))
    #expect(header.log == ["down true", "tapped"])
    #expect(header.button.allControlEvents == [.touchDown, .touchUpInside])
  }

  @Test("actions and targets run in the order they were added")
  func order() {
    let header = TappableHeader()
    let button = header.button
    button.addAction(Action { _ in header.log.append("action") }, for: .touchUpInside)
    button.addTarget(header, action: TappableHeader.anySender, for: .touchUpInside)
    button.sendActions(for: .touchUpInside)
    #expect(header.log == ["tapped", "action", "any true"])
  }

  @Test("the target is not retained, and a target that is gone is skipped")
  func targetNotRetained() {
    let button = Button()
    weak var weakHeader: TappableHeader?
    var plain: PlainTarget? = PlainTarget()
    weak var weakPlain = plain
    do {
      let header = TappableHeader()
      weakHeader = header
      button.addTarget(header, action: TappableHeader.headerTapped, for: .touchUpInside)
    }
    button.addTarget(plain, action: PlainTarget.fire, for: .touchUpInside)
    #expect(weakHeader == nil)
    button.sendActions(for: .touchUpInside)
    #expect(plain?.count == 1)
    plain = nil
    #expect(weakPlain == nil)
    button.sendActions(for: .touchUpInside)
    #expect(button.allTargets.isEmpty)
  }

  @Test("a nil target goes to the first responder up the chain that has the method")
  func responderChain() {
    let header = TappableHeader()
    let inner = Button()
    header.addSubview(inner)
    inner.addTarget(nil, action: TappableHeader.headerTapped, for: .touchUpInside)
    inner.sendActions(for: .touchUpInside)
    #expect(header.log == ["tapped"])
    #expect(inner.allTargets.count == 1)
    #expect(inner.allTargets.first?.base is NSNull)
    inner.removeFromSuperview()
    inner.sendActions(for: .touchUpInside)
    #expect(header.log == ["tapped"])
  }

  @Test("removeTarget: nil action removes the target's pairs, nil target every target's")
  func removeTarget() {
    let header = TappableHeader()
    let button = header.button
    let other = PlainTarget()
    button.addTarget(other, action: PlainTarget.fire, for: [.touchUpInside, .touchCancel])
    button.removeTarget(header, action: nil, for: .touchUpInside)
    button.sendActions(for: [.touchUpInside, .touchDown])
    #expect(header.log == ["down true"])
    #expect(other.count == 1)
    button.removeTarget(nil, action: nil, for: .allEvents)
    button.sendActions(for: [.touchUpInside, .touchDown, .touchCancel])
    #expect(other.count == 1)
    #expect(button.allTargets.isEmpty)
  }

  @Test("removeTarget with a method removes that form only, for the given events only")
  func removeTargetByMethod() {
    let header = TappableHeader()
    let button = header.button
    button.addTarget(header, action: TappableHeader.anySender, for: .touchCancel)
    button.removeTarget(header, action: TappableHeader.headerTapped, for: .touchUpInside)
    button.sendActions(for: [.touchUpInside, .touchDown])
    #expect(header.log == ["down true"])
    #expect(button.allControlEvents == [.touchDown, .touchCancel])
  }

  @Test("the closure form gets the target and the sender without retaining the target")
  func closureForm() {
    let button = Button()
    var seen: [String] = []
    weak var weakTarget: PlainTarget?
    do {
      let target = PlainTarget()
      weakTarget = target
      button.addTarget(
        target,
        action: { (target: PlainTarget, sender: Button) in
          target.fire()
          seen.append("fired \(target.count) \(sender === button)")
        }, for: .primaryActionTriggered)
      button.sendActions(for: .primaryActionTriggered)
    }
    #expect(weakTarget == nil)
    button.sendActions(for: .primaryActionTriggered)
    #expect(seen == ["fired 1 true"])
  }

  @Test("sendAction(_:to:for:) calls the method now, on the target or up the chain")
  func sendAction() {
    let header = TappableHeader()
    header.button.sendAction(TappableHeader.headerTapped, to: header, for: nil)
    header.button.sendAction(TappableHeader.buttonDown, to: nil, for: nil)
    var ran = false
    header.button.sendAction(Action { action in ran = action.sender === header.button })
    #expect(header.log == ["tapped", "down true"])
    #expect(ran)
  }

  @Test("allTargets holds a view target as itself")
  func allTargets() {
    let header = TappableHeader()
    #expect(header.button.allTargets.count == 1)
    #expect(header.button.allTargets.first == AnyHashable(ObjectIdentifier(header)))
  }
}
