import SectionalGraphics
import Testing

@testable import SectionalViews

/// `setCustomSpacing(_:after:)`, `customSpacing(after:)` and the two spacing constants, on a
/// horizontal stack of views with intrinsic widths 50, 60 and 70 where the last one stretches.
@MainActor
@Suite struct StackCustomSpacingTests {
  private func makeStack(width: Double = 300) -> (StackView, [SizedView]) {
    let views = [SizedView(50, 10), SizedView(60, 20), SizedView(70, 30)]
    views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    views[1].setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
    let stack = StackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: 50)
    stack.spacing = 10
    return (stack, views)
  }

  @Test("a custom spacing replaces the spacing after its view only")
  func customAfterFirst() {
    let (stack, views) = makeStack()
    stack.setCustomSpacing(20, after: views[0])
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 70, 140])
    #expect(views.map(\.frame.width) == [50, 60, 160])
    #expect(stack.customSpacing(after: views[0]) == 20)
    #expect(
      stack.constraints.filter { $0.identifier == "UISV-spacing" }.map(\.constant) == [20, 10])
  }

  @Test("without a custom spacing the answer is spacingUseDefault, and setting it clears one")
  func useDefault() {
    let (stack, views) = makeStack()
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    #expect(StackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    stack.setCustomSpacing(25, after: views[1])
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 145])
    stack.setCustomSpacing(StackView.spacingUseDefault, after: views[1])
    stack.layoutIfNeeded()
    #expect(stack.customSpacing(after: views[1]) == StackView.spacingUseDefault)
    #expect(views.map(\.frame.minX) == [0, 60, 130])
  }

  @Test("spacingUseSystem gives 8 pt, as the spacing and as a custom spacing")
  func useSystem() {
    let (stack, views) = makeStack()
    stack.setCustomSpacing(StackView.spacingUseSystem, after: views[1])
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 128])
    stack.spacing = StackView.spacingUseSystem
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 58, 126])
    #expect(StackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
  }

  @Test("a hidden view's custom spacing is not used; the spacing before it applies")
  func hiddenView() {
    let (stack, views) = makeStack()
    stack.setCustomSpacing(30, after: views[1])
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[2].frame.minX == 60)
    views[1].isHidden = false
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 60, 150])
  }

  @Test("a view that stops being arranged loses its custom spacing; a stranger is ignored")
  func forgotten() {
    let (stack, views) = makeStack()
    stack.setCustomSpacing(20, after: views[0])
    stack.removeArrangedSubview(views[0])
    #expect(stack.customSpacing(after: views[0]) == StackView.spacingUseDefault)
    let stranger = View()
    stack.setCustomSpacing(40, after: stranger)
    #expect(stack.customSpacing(after: stranger) == StackView.spacingUseDefault)
  }

  @Test("fillProportionally shares the room left after every gap, custom ones included")
  func proportional() {
    let (stack, views) = makeStack(width: 400)
    stack.distribution = .fillProportionally
    stack.setCustomSpacing(30, after: views[0])
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [100, 120, 140])
    #expect(views.map(\.frame.minX) == [0, 130, 260])
  }
}
