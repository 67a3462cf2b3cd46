import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct StackViewTests {
  /// A horizontal stack `width` × 50 of views with intrinsic sizes 50×10, 60×20, 70×30.
  private func makeStack(width: Double) -> (StackView, [SizedView]) {
    let views = [SizedView(50, 10), SizedView(60, 20), SizedView(70, 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.frame = CGRect(x: 0, y: 0, width: width, height: 50)
    stack.spacing = 10
    return (stack, views)
  }

  @Test("fill: the view with the lowest hugging priority takes the spare room")
  func fill() {
    let (stack, views) = makeStack(width: 300)
    views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    views[1].setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(
      views.map(\.frame) == [
        CGRect(x: 0, y: 0, width: 50, height: 50), CGRect(x: 60, y: 0, width: 60, height: 50),
        CGRect(x: 130, y: 0, width: 170, height: 50),
      ])
    #expect(stack.ambiguouslyLaidOutViews().isEmpty)
  }

  @Test("fill: without room, the lowest compression resistance gives way")
  func fillCompressed() {
    let (stack, views) = makeStack(width: 150)
    views[2].setContentCompressionResistancePriority(LayoutPriority(700), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.width) == [50, 60, 20])
  }

  @Test("fillEqually: every view gets the same width")
  func fillEqually() {
    let (stack, views) = makeStack(width: 320)
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 110, 220])
    #expect(views.map(\.frame.width) == [100, 100, 100])
  }

  @Test("fillProportionally: widths follow the intrinsic widths")
  func fillProportionally() {
    let (stack, views) = makeStack(width: 380)
    stack.distribution = .fillProportionally
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 110, 240])
    #expect(views.map(\.frame.width) == [100, 120, 140])
  }

  @Test("equalSpacing: views keep their widths and the gaps are equal")
  func equalSpacing() {
    let (stack, views) = makeStack(width: 300)
    stack.distribution = .equalSpacing
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minX) == [0, 110, 230])
    #expect(views.map(\.frame.width) == [50, 60, 70])
  }

  @Test("equalCentering: the centres are evenly spaced")
  func equalCentering() {
    let (stack, views) = makeStack(width: 300)
    stack.distribution = .equalCentering
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.midX) == [25, 145, 265])
    #expect(views.map(\.frame.width) == [50, 60, 70])
  }

  @Test(
    "alignments place views across the axis",
    arguments: [
      (StackView.Alignment.leading, [0.0, 0, 0]), (.center, [20, 15, 10]),
      (.trailing, [40, 30, 20]),
    ])
  func alignments(alignment: StackView.Alignment, tops: [CGFloat]) {
    let (stack, views) = makeStack(width: 300)
    views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    views[1].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    stack.alignment = alignment
    stack.layoutIfNeeded()
    #expect(views.map(\.frame.minY) == tops)
    #expect(views.map(\.frame.height) == [10, 20, 30])
  }

  @Test("a hidden view collapses and its spacing goes with it")
  func hidden() {
    let (stack, views) = makeStack(width: 300)
    views[0].setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    stack.layoutIfNeeded()
    views[1].isHidden = true
    stack.layoutIfNeeded()
    #expect(views[0].frame == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(views[2].frame == CGRect(x: 60, y: 0, width: 240, height: 50))
    #expect(views[1].frame.width == 0)
    #expect(stack.constraints.contains { $0.identifier == "UISV-hiding" })
  }

  @Test("an unsized vertical centred stack hugs its widest view")
  func spanningFit() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let views = [SizedView(50, 10), SizedView(60, 20), SizedView(70, 30)]
    let stack = StackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.alignment = .center
    stack.spacing = 10
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
    ])
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 5, y: 5, width: 70, height: 80))
    #expect(views.map(\.frame.minX) == [10, 5, 0])
    #expect(views.map(\.frame.minY) == [0, 20, 50])
  }

  @Test("first-baseline alignment lines up labels of different sizes")
  func baseline() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    let big = Label()
    big.font = .systemFont(ofSize: 20)
    big.text = "Big"
    let small = Label()
    small.font = .systemFont(ofSize: 10)
    small.text = "small"
    let stack = StackView(arrangedSubviews: [big, small])
    stack.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
    stack.alignment = .firstBaseline
    stack.spacing = 4
    small.setContentHuggingPriority(LayoutPriority(200), for: .horizontal)
    stack.layoutIfNeeded()
    #expect(big.frame.minY + 20 == small.frame.minY + 10)
    #expect(big.frame.size == CGSize(width: 30, height: 25))
    #expect(small.frame.height == 13)
  }

  @Test("constraints carry UIKit's identifiers; margins-relative arrangement insets")
  func identifiersAndMargins() {
    let (stack, views) = makeStack(width: 300)
    stack.isLayoutMarginsRelativeArrangement = true
    stack.distribution = .fillEqually
    stack.layoutIfNeeded()
    let names = Set(stack.constraints.compactMap(\.identifier))
    #expect(
      names == ["UISV-canvas-connection", "UISV-spacing", "UISV-fill-equally", "UISV-alignment"])
    #expect(views[0].frame == CGRect(x: 8, y: 8, width: 88, height: 34))
    #expect(views[2].frame.maxX == 292)
  }

  @Test("a stack configured property by property installs its constraints once, at layout")
  func lazyArrangement() {
    let (stack, _) = makeStack(width: 300)
    stack.axis = .vertical
    stack.alignment = .center
    stack.axis = .horizontal
    stack.alignment = .fill
    #expect(stack.constraints.isEmpty)
    stack.layoutIfNeeded()
    // Canvas connections 2, spacing 2, alignment 2 per view.
    #expect(stack.constraints.count == 10)
    #expect(stack.layoutStatistics.removals == 0)
  }

  @Test("removing a view from the stack's subviews drops it from the arrangement")
  func removal() {
    let (stack, views) = makeStack(width: 300)
    stack.distribution = .fillEqually
    views[1].removeFromSuperview()
    stack.layoutIfNeeded()
    #expect(stack.arrangedSubviews.count == 2)
    #expect(views[2].frame == CGRect(x: 155, y: 0, width: 145, height: 50))
  }
}
