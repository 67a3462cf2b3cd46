import SectionalGraphics
import SectionalRecipes
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ViewLifetimeTests {
  @Test("a laid-out tree with constraints, a stack view and an engine is freed when released")
  func freed() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    weak var weakHeader: View?
    weak var weakLabel: Label?
    weak var weakConstraint: LayoutConstraint?
    do {
      let header = RaceHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 66))
      header.label.text = "Zerg"
      let stack = StackView(arrangedSubviews: [Label(), Label()])
      stack.translatesAutoresizingMaskIntoConstraints = false
      header.addSubview(stack)
      let pin = stack.topAnchor.constraint(equalTo: header.topAnchor)
      pin.isActive = true
      header.layoutIfNeeded()
      _ = header.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
      weakHeader = header
      weakLabel = header.label
      weakConstraint = pin
    }
    #expect(weakHeader == nil)
    #expect(weakLabel == nil)
    #expect(weakConstraint == nil)
  }

  @Test("a constraint outliving its views describes them as nil and cannot be activated")
  func orphanConstraint() {
    let capture = LogCapture()
    var constraint: LayoutConstraint?
    do {
      let view = View()
      constraint = view.widthAnchor.constraint(equalToConstant: 10)
    }
    #expect(constraint?.firstItem == nil)
    #expect(constraint?.description.contains("nil.width == 10") == true)
    constraint?.isActive = true
    #expect(constraint?.isActive == false)
    #expect(capture.messages.count == 1)
  }
}
