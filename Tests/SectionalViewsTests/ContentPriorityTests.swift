import SectionalGraphics
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ContentPriorityTests {
  /// Two sized views between the edges of a container `width` wide, 8 pt apart.
  private func row(width: Double, _ a: SizedView, _ b: SizedView) -> View {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: 50))
    root.addSubview(a)
    root.addSubview(b)
    LayoutConstraint.activate([
      a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
      b.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      a.topAnchor.constraint(equalTo: root.topAnchor),
      b.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return root
  }

  @Test("with room to spare, the view with lower hugging stretches")
  func hugging() {
    let a = SizedView(50, 10)
    let b = SizedView(60, 10)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let root = row(width: 200, a, b)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    #expect(b.frame == CGRect(x: 58, y: 0, width: 142, height: 10))
    b.setContentHuggingPriority(LayoutPriority(252), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame == CGRect(x: 0, y: 0, width: 132, height: 10))
    #expect(b.frame == CGRect(x: 140, y: 0, width: 60, height: 10))
  }

  @Test("without room, the view with lower compression resistance shrinks")
  func compression() {
    let a = SizedView(100, 10)
    let b = SizedView(100, 10)
    b.setContentCompressionResistancePriority(LayoutPriority(749), for: .horizontal)
    let root = row(width: 150, a, b)
    root.layoutIfNeeded()
    #expect(a.frame.width == 100)
    #expect(b.frame == CGRect(x: 108, y: 0, width: 42, height: 10))
  }

  @Test("an explicit constraint above compression resistance wins")
  func explicitWins() {
    let a = SizedView(100, 10)
    let b = SizedView(10, 10)
    let root = row(width: 300, a, b)
    let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 40)
    cap.priority = LayoutPriority(751)
    cap.isActive = true
    b.setContentHuggingPriority(LayoutPriority(1), for: .horizontal)
    root.layoutIfNeeded()
    #expect(a.frame.width == 40)
    #expect(b.frame == CGRect(x: 48, y: 0, width: 252, height: 10))
  }

  @Test("an intrinsic size change updates constants in place")
  func intrinsicInPlace() {
    let a = SizedView(50, 10)
    let b = SizedView(60, 10)
    a.setContentHuggingPriority(LayoutPriority(251), for: .horizontal)
    let root = row(width: 200, a, b)
    root.layoutIfNeeded()
    let before = root.layoutStatistics
    a.size = CGSize(width: 70, height: 10)
    a.invalidateIntrinsicContentSize()
    root.layoutIfNeeded()
    #expect(a.frame.width == 70)
    #expect(b.frame == CGRect(x: 78, y: 0, width: 122, height: 10))
    #expect(root.layoutStatistics.rebuilds == before.rebuilds)
    #expect(root.layoutStatistics.constantUpdates == before.constantUpdates + 2)
  }

  @Test("first baselines of labels with different fonts line up")
  func baselines() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let big = Label()
    big.font = .systemFont(ofSize: 20)
    big.text = "Big"
    let small = Label()
    small.font = .systemFont(ofSize: 10)
    small.text = "small"
    for label in [big, small] {
      label.translatesAutoresizingMaskIntoConstraints = false
      root.addSubview(label)
    }
    LayoutConstraint.activate([
      big.leftAnchor.constraint(equalTo: root.leftAnchor),
      big.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      small.leftAnchor.constraint(equalTo: big.rightAnchor, constant: 4),
      small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
    ])
    root.layoutIfNeeded()
    // FixedTextMetrics: baseline = (1.25 - 1.25) / 2 · size + size, so 20 below the big top
    // (y 10) is 30; the small label's baseline is 10 below its top, at y 20.
    #expect(big.frame == CGRect(x: 0, y: 10, width: 30, height: 25))
    #expect(small.frame == CGRect(x: 34, y: 20, width: 25, height: 13))
  }
}
