import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ViewEventTests {
  private func makeTree() -> (Window, Recorder, Recorder) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let back = Recorder(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let front = Recorder(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    window.addSubview(back)
    window.addSubview(front)
    return (window, back, front)
  }

  @Test("the frontmost view under the point is hit")
  func frontmost() {
    let (window, back, front) = makeTree()
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
    #expect(window.hitTest(CGPoint(x: 190, y: 10), with: nil) === window)
    #expect(window.hitTest(CGPoint(x: 250, y: 10), with: nil) == nil)
  }

  @Test("hidden, nearly transparent and non-interactive views are skipped with their subtrees")
  func skipped() {
    let (window, back, front) = makeTree()
    front.isHidden = true
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    front.isHidden = false
    front.alpha = 0.009
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    front.alpha = 0.01
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
    front.isUserInteractionEnabled = false
    #expect(window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
  }

  @Test("a subview outside its superview's bounds cannot be hit there")
  func outside() {
    let (window, back, _) = makeTree()
    let sticking = Recorder(frame: CGRect(x: 90, y: 0, width: 50, height: 10))
    back.addSubview(sticking)
    #expect(window.hitTest(CGPoint(x: 95, y: 5), with: nil) === sticking)
    #expect(window.hitTest(CGPoint(x: 120, y: 5), with: nil) === window)
  }

  @Test("a touch stays with the view it began on and reports locations in any view")
  func touchDelivery() {
    let (window, back, front) = makeTree()
    window.send(Event(.pointer(.began, location: CGPoint(x: 60, y: 70))))
    window.send(Event(.pointer(.moved, location: CGPoint(x: 10, y: 10))))
    window.send(Event(.pointer(.ended, location: CGPoint(x: 12, y: 10))))
    #expect(front.log == ["began (10, 20)", "moved (-40, -40)", "ended (-38, -40)"])
    #expect(back.log.isEmpty)
  }

  @Test("a new began cancels a touch still in progress, a cancel is delivered")
  func cancel() {
    let (window, back, front) = makeTree()
    window.send(Event(.pointer(.began, location: CGPoint(x: 60, y: 70))))
    window.send(Event(.pointer(.began, location: CGPoint(x: 5, y: 5))))
    window.send(Event(.pointer(.cancelled, location: CGPoint(x: 5, y: 5))))
    #expect(front.log == ["began (10, 20)", "cancelled (10, 20)"])
    #expect(back.log == ["began (5, 5)", "cancelled (5, 5)"])
    #expect(!window.send(Event(.pointer(.moved, location: CGPoint(x: 5, y: 5)))))
  }

  @Test("unhandled touches travel up the responder chain")
  func responderChain() {
    let (window, back, _) = makeTree()
    let plain = View(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    back.addSubview(plain)
    window.send(Event(.pointer(.began, location: CGPoint(x: 5, y: 5))))
    #expect(back.log == ["began (5, 5)"])
  }

  @Test("keys go to the key view, scrolls to the view under the pointer")
  func keysAndScrolls() {
    let (window, back, front) = makeTree()
    window.keyView = back
    #expect(window.send(Event(.key(KeyPress(.downArrow)))))
    #expect(
      window.send(Event(.scroll(delta: CGPoint(x: 0, y: 3), location: CGPoint(x: 60, y: 60)))))
    #expect(back.log == ["key downArrow"])
    #expect(front.log == ["scroll (0, 3)"])
  }

  private final class Recorder: View {
    var log: [String] = []

    private func record(_ name: String, _ touches: Set<Touch>) {
      for touch in touches {
        log.append("\(name) \(touch.location(in: self).sectionalDescription)")
      }
    }
    override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
      record("began", touches)
    }
    override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
      record("moved", touches)
    }
    override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
      record("ended", touches)
    }
    override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
      record("cancelled", touches)
    }
    override func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
      log.append("scroll \(delta.sectionalDescription)")
      return true
    }
    override func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
      log.append("key \(press.key)")
      return true
    }
  }
}
