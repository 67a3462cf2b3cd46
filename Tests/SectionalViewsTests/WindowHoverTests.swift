import SectionalGraphics
import Testing

@testable import SectionalViews

/// A view that logs the hovers that reach it, in window coordinates.
@MainActor
private final class HoverLog: View {
  var log: [String] = []

  override func pointerHovered(at location: CGPoint?, with event: Event?) -> Bool {
    log.append(location.map { "\(Int($0.x)),\(Int($0.y))" } ?? "left")
    return true
  }
}

/// Hover events go to the view under the pointer; the view it left hears `nil`.
@MainActor
@Suite struct WindowHoverTests {
  @Test("a hover reaches the view under it, and the view it left hears that it left")
  func hoverMovesBetweenViews() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let root = View()
    window.rootView = root
    let left = HoverLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = HoverLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    root.addSubview(left)
    root.addSubview(right)
    window.layoutIfNeeded()
    #expect(window.send(Event(.hover(location: CGPoint(x: 10, y: 10)))))
    #expect(window.send(Event(.hover(location: CGPoint(x: 20, y: 30)))))
    #expect(window.send(Event(.hover(location: CGPoint(x: 150, y: 30)))))
    #expect(!window.send(Event(.hover(location: nil))))
    #expect(left.log == ["10,10", "20,30", "left"])
    #expect(right.log == ["150,30", "left"])
  }

  @Test("a view that does not use hovers passes them up to its superview")
  func hoverTravelsUp() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let parent = HoverLog()
    window.rootView = parent
    parent.addSubview(View(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
    window.layoutIfNeeded()
    #expect(window.send(Event(.hover(location: CGPoint(x: 10, y: 10)))))
    #expect(parent.log == ["10,10"])
    #expect(Event(.hover(location: CGPoint(x: 1, y: 2))).location == CGPoint(x: 1, y: 2))
  }
}
