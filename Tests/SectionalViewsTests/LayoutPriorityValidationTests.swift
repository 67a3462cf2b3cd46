import SectionalGraphics
import Testing

@testable import SectionalViews

/// Priorities outside 1...1000, which UIKit refuses with an exception, are logged and
/// corrected (Documentation/UIKitParity.md § Invalid input and re-entrant calls).
@MainActor
@Suite struct LayoutPriorityValidationTests {
  @Test(
    "A priority outside 1...1000 is logged with the value and the constraint, and corrected",
    arguments: [
      (Float(0), Float(1), "0.0"), (5000, 1000, "5000.0"), (-.infinity, 1, "-inf"),
      (.infinity, 1000, "inf"), (.nan, 1, "nan"), (-3, 1, "-3.0"), (0.5, 1, "0.5"),
    ])
  func corrected(value: Float, expected: Float, printed: String) throws {
    let capture = LogCapture()
    let view = View()
    let width = view.widthAnchor.constraint(equalToConstant: 30)
    width.identifier = "width"
    width.priority = LayoutPriority(value)
    #expect(width.priority == LayoutPriority(expected))
    try #require(capture.messages.count == 1)
    #expect(
      capture.messages[0]
        == "[LayoutConstraints] A priority of \(printed) is outside 1...1000, the range of "
        + "UILayoutPriority; using \(LayoutPriority(expected)) for \(width)")
    #expect(capture.messages[0].contains("'width'"))
  }

  @Test("A priority prints whole numbers without a fraction, and NaN and infinity as Float does")
  func printed() {
    #expect(LayoutPriority(750).description == "750")
    #expect(LayoutPriority(999.5).description == "999.5")
    #expect(LayoutPriority(.nan).description == "nan")
    #expect(LayoutPriority(-.infinity).description == "-inf")
    #expect(LayoutPriority(1e30).description == "1e+30")
  }

  @Test("Priorities 1 and 1000 and those between are kept without a message")
  func validKept() {
    let capture = LogCapture()
    let width = View().widthAnchor.constraint(equalToConstant: 30)
    for value: Float in [1, 1.5, 250, 999.5, 1000] {
      width.priority = LayoutPriority(value)
      #expect(width.priority.rawValue == value)
    }
    #expect(capture.messages.isEmpty)
  }

  @Test("A priority given at creation is corrected and logged the same way")
  func correctedAtCreation() throws {
    let capture = LogCapture()
    let view = View()
    let width = LayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: 30, priority: LayoutPriority(.nan))
    #expect(width.priority == LayoutPriority(1))
    try #require(capture.messages.count == 1)
    #expect(capture.messages[0].hasPrefix("[LayoutConstraints] A priority of nan is outside"))
  }

  @Test("A NaN priority is the weakest: it neither becomes required nor beats priority 2")
  func nanIsWeakest() {
    let capture = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let nan = child.widthAnchor.constraint(equalToConstant: 30)
    nan.priority = LayoutPriority(.nan)
    let two = child.widthAnchor.constraint(equalToConstant: 60)
    two.priority = LayoutPriority(2)
    let required = child.widthAnchor.constraint(lessThanOrEqualToConstant: 100)
    LayoutConstraint.activate([
      nan, two, required, child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 60, height: 10))
    #expect(capture.messages.count == 1)
  }

  @Test("An active required constraint given 5000 stays required, with one message")
  func aboveRangeOnRequired() {
    let capture = LogCapture()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let width = child.widthAnchor.constraint(equalToConstant: 30)
    LayoutConstraint.activate([
      width, child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.heightAnchor.constraint(equalToConstant: 10),
    ])
    width.priority = LayoutPriority(5000)
    root.layoutIfNeeded()
    #expect(width.priority == .required)
    #expect(child.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
    #expect(capture.messages.count == 1)
  }
}
