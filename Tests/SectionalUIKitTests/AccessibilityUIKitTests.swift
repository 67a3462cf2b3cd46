import SectionalUIKit
import Testing

/// Accessibility code as an iOS app writes it: a custom header made a heading with a spoken
/// label, a chart bar as a `UIAccessibilityElement`, and an announcement.
@MainActor
@Suite struct AccessibilityUIKitTests {
  /// A header whose abbreviated title gets a full spoken label, as UIKit apps do.
  final class ScoreHeader: UIView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
      super.init(frame: frame)
      titleLabel.text = "Q1"
      addSubview(titleLabel)
      isAccessibilityElement = true
      accessibilityLabel = "First quarter"
      accessibilityTraits.insert(.header)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  @Test("a custom header made a heading is one element with its spoken label")
  func customHeading() {
    let header = ScoreHeader(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
    let items = header.superviewlessItems()
    #expect(items.map(\.node.label) == ["First quarter"])
    #expect(items[0].node.traits == UIAccessibilityTraits.header)
  }

  @Test("UIAccessibilityElement and UIAccessibility.post compile and behave as on iOS")
  func elementsAndPosting() {
    let chart = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let bar = UIAccessibilityElement(accessibilityContainer: chart)
    bar.isAccessibilityElement = true
    bar.accessibilityLabel = "Monday"
    bar.accessibilityValue = "12 points"
    bar.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 0, width: 20, height: 100)
    chart.accessibilityElements = [bar]
    #expect(chart.accessibilityItems().map(\.node.value) == ["12 points"])
    var announced: [String] = []
    let token = UIAccessibility.addObserver { _, argument in
      announced.append(argument as? String ?? "")
    }
    UIAccessibility.post(notification: .announcement, argument: "Saved")
    UIAccessibility.removeObserver(token)
    #expect(announced == ["Saved"])
    #expect(!UIAccessibility.isVoiceOverRunning)
  }

  @Test(
    "a posted layoutChanged with an element moves the focus that focusedElement(using:) reports")
  func focusedElement() {
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 44))
    UIAccessibility.post(notification: .layoutChanged, argument: button)
    let focused = UIAccessibility.focusedElement(using: .notificationVoiceOver)
    #expect(focused as? UIButton === button)
    UIAccessibility.post(notification: .layoutChanged, argument: nil)
    #expect(UIAccessibility.focusedElement(using: .notificationVoiceOver) as? UIButton === button)
  }
}

extension UIView {
  /// The view's own items when it is the root (a header not yet in a table).
  fileprivate func superviewlessItems() -> [AccessibilityItem] {
    let root = UIView(frame: bounds)
    root.addSubview(self)
    return root.accessibilityItems()
  }
}
