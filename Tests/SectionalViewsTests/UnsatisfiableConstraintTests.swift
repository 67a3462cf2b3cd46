import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct UnsatisfiableConstraintTests {
  @Test("a conflicting required constraint is broken, logged in UIKit's shape, and layout goes on")
  func breaksAndLogs() throws {
    let capture = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let first = child.widthAnchor.constraint(equalToConstant: 100)
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
      first, second,
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
    #expect(second.isBroken)
    #expect(second.isActive)
    #expect(!first.isBroken)
    try #require(capture.messages.count == 1)
    let lines = capture.messages[0].split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "[LayoutConstraints] Unable to simultaneously satisfy constraints.")
    #expect(lines.contains { $0.contains("\(first)") })
    #expect(lines.contains("Will attempt to recover by breaking constraint "))
    #expect(lines.contains("\(second)"))
    let hint =
      "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in "
      + "the debugger."
    #expect(lines.last.map(String.init) == hint)
    #expect(root.layoutStatistics.brokenConstraints == 1)
  }

  @Test("the frame of an autoresizing view conflicts with a width constraint, the latter breaks")
  func autoresizingConflict() throws {
    let capture = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
    root.addSubview(child)
    child.widthAnchor.constraint(equalToConstant: 80).isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.width == 50)
    try #require(capture.messages.count == 1)
    #expect(capture.messages[0].contains("AutoresizingMaskLayoutConstraint"))
    #expect(capture.messages[0].contains("h=--& v=--&"))
  }

  @Test("a constant change that conflicts breaks the constraint instead of crashing")
  func constantConflict() {
    let capture = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let cap = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    let exact = child.widthAnchor.constraint(equalToConstant: 60)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), cap, exact,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 60)
    exact.constant = 150
    root.layoutIfNeeded()
    #expect(exact.isBroken)
    #expect(child.frame.width <= 100)
    #expect(capture.messages.count == 1)
  }

  @Test("removing the other side of a conflict lets the broken constraint back in")
  func recovery() {
    _ = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let first = child.widthAnchor.constraint(equalToConstant: 100)
    let second = child.widthAnchor.constraint(equalToConstant: 200)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10), first, second,
    ])
    root.layoutIfNeeded()
    first.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.width == 200)
    #expect(!second.isBroken)
  }
}
