import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// Accessibility values, UIKit's per-class defaults and the reading order.
@MainActor
@Suite struct AccessibilityTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The labels and traits of the items inside `view`, one line each.
  private func lines(_ view: View) -> [String] {
    view.accessibilityItems().map { item in
      let frame = item.node.frame.sectionalDescription
      return "\(item.node.label ?? "-") \(item.node.traits.rawValue) \(frame)"
    }
  }

  @Test("a plain view is not an element; a label is static text reading its text")
  func defaults() {
    let view = View()
    #expect(!view.isAccessibilityElement)
    #expect(view.accessibilityLabel == nil)
    #expect(view.accessibilityTraits == [])
    let label = Label()
    label.text = "Ann Adams"
    #expect(label.isAccessibilityElement)
    #expect(label.accessibilityLabel == "Ann Adams")
    #expect(label.accessibilityTraits == .staticText)
    let image = ImageView(image: nil)
    #expect(!image.isAccessibilityElement)
    #expect(image.accessibilityTraits == .image)
  }

  @Test("a button reads its current title and its state becomes traits")
  func button() {
    let button = Button()
    button.setTitle("Play", for: .normal)
    #expect(button.isAccessibilityElement)
    #expect(button.accessibilityLabel == "Play")
    #expect(button.accessibilityTraits == .button)
    button.isSelected = true
    button.isEnabled = false
    #expect(button.accessibilityTraits == [.button, .selected, .notEnabled])
  }

  @Test("activating an enabled control sends its tap actions; a disabled one does nothing")
  func activation() {
    let button = Button()
    var taps = 0
    button.addAction(Action { _ in taps += 1 }, for: .touchUpInside)
    #expect(button.accessibilityActivate())
    #expect(taps == 1)
    button.isEnabled = false
    #expect(!button.accessibilityActivate())
    #expect(taps == 1)
    #expect(!View().accessibilityActivate())
  }

  @Test("values set on an instance win over the class defaults and can be set back to nil")
  func overrides() {
    let label = Label()
    label.text = "A"
    label.accessibilityLabel = "Section A"
    label.accessibilityTraits.insert(.header)
    label.accessibilityHint = "Collapses the section"
    #expect(label.accessibilityLabel == "Section A")
    #expect(label.accessibilityTraits == [.staticText, .header])
    #expect(label.accessibilityHint == "Collapses the section")
    label.accessibilityLabel = nil
    #expect(label.accessibilityLabel == nil)
    let view = View()
    view.isAccessibilityElement = true
    #expect(view.isAccessibilityElement)
  }

  @Test("subviews are read top to bottom, then left to right, by their frames")
  func readingOrder() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    for (text, frame) in [
      ("bottom", CGRect(x: 0, y: 100, width: 50, height: 20)),
      ("top right", CGRect(x: 200, y: 0, width: 50, height: 20)),
      ("top left", CGRect(x: 0, y: 0, width: 50, height: 20)),
    ] {
      let label = Label(frame: frame)
      label.text = text
      root.addSubview(label)
    }
    #expect(
      lines(root) == [
        "top left 256 (0, 0, 50, 20)", "top right 256 (200, 0, 50, 20)",
        "bottom 256 (0, 100, 50, 20)",
      ])
  }

  @Test("hidden views, hidden element subtrees and elements inside an element are not read")
  func hiddenAndNested() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let hidden = Label(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
    hidden.text = "hidden"
    hidden.isHidden = true
    let faded = Label(frame: CGRect(x: 0, y: 30, width: 50, height: 20))
    faded.text = "faded"
    faded.alpha = 0
    let group = View(frame: CGRect(x: 0, y: 60, width: 300, height: 40))
    group.accessibilityElementsHidden = true
    let inGroup = Label(frame: .zero)
    inGroup.text = "in group"
    group.addSubview(inGroup)
    let card = View(frame: CGRect(x: 0, y: 120, width: 300, height: 40))
    card.isAccessibilityElement = true
    card.accessibilityLabel = "card"
    let inCard = Label(frame: .zero)
    inCard.text = "in card"
    card.addSubview(inCard)
    for view in [hidden, faded, group, card] { root.addSubview(view) }
    #expect(lines(root) == ["card 0 (0, 120, 300, 40)"])
  }

  @Test("a container's accessibilityElements give the order, with non-view elements")
  func customElements() {
    let chart = View(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    root.addSubview(chart)
    let first = AccessibilityElement(accessibilityContainer: chart)
    first.isAccessibilityElement = true
    first.accessibilityLabel = "Tuesday"
    first.accessibilityFrameInContainerSpace = CGRect(x: 100, y: 0, width: 20, height: 100)
    let second = AccessibilityElement(accessibilityContainer: chart)
    second.isAccessibilityElement = true
    second.accessibilityLabel = "Monday"
    second.accessibilityFrameInContainerSpace = CGRect(x: 0, y: 0, width: 20, height: 100)
    chart.accessibilityElements = [second, first]
    #expect(lines(root) == ["Monday 0 (10, 20, 20, 100)", "Tuesday 0 (110, 20, 20, 100)"])
    #expect(first.next === chart)
  }

  @Test("an element created without being made one is skipped, as UIKit's default says")
  func elementDefault() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let element = AccessibilityElement(accessibilityContainer: root)
    element.accessibilityLabel = "unseen"
    root.accessibilityElements = [element]
    #expect(!element.isAccessibilityElement)
    #expect(lines(root) == [])
  }

  @Test("posted notifications reach observers until they are removed; layout changes count")
  func notifications() {
    var heard: [String] = []
    let token = Accessibility.addObserver { notification, argument in
      heard.append("\(notification.rawValue) \(argument as? String ?? "-")")
    }
    let before = Accessibility.changeCount
    Accessibility.post(notification: .announcement, argument: "Collapsed section C")
    Accessibility.post(notification: .layoutChanged, argument: nil)
    Accessibility.removeObserver(token)
    Accessibility.post(notification: .screenChanged, argument: nil)
    #expect(heard == ["announcement Collapsed section C", "layoutChanged -"])
    #expect(Accessibility.changeCount == before + 2)
  }
}
