import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct StackConstraintBuilderTests {
  /// A stack of `count` sized views inside a 300 × 200 root.
  private func makeStack(count: Int) -> (root: View, stack: StackView, views: [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    var views: [View] = []
    for index in 0..<count {
      let size = Double(index + 1)
      views.append(SizedView(10 * size, 5 * size))
    }
    let stack = StackView(arrangedSubviews: views)
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    return (root, stack, views)
  }

  @Test("a hidden view's constraints come first, then the visible views' in UIKit's order")
  func order() {
    let (root, stack, views) = makeStack(count: 3)
    views[1].isHidden = true
    stack.axis = .vertical
    stack.alignment = .center
    root.layoutIfNeeded()
    let made = stack.stackConstraints
    #expect(
      made.map { $0.identifier ?? "" } == [
        "UISV-hiding", "UISV-hiding", "UISV-hiding",
        "UISV-canvas-connection", "UISV-canvas-connection",
        "UISV-spacing",
        "UISV-alignment", "UISV-spanning-boundary", "UISV-ambiguity-suppression",
        "UISV-alignment", "UISV-spanning-boundary", "UISV-ambiguity-suppression",
        "UISV-spanning-fit",
      ])
    #expect(made[0].firstItem === views[1])
    #expect(made[3].firstItem === views[0])
    #expect(made[4].secondItem === views[2])
    #expect(made[5].firstItem === views[2])
    #expect(made[5].secondItem === views[0])
    #expect(made[0].installedOn === views[1])
    #expect(made[8].installedOn === views[0])
    #expect(made[11].installedOn === views[2])
    #expect(stack.constraints.count == 10)
  }

  @Test("every configuration fits the reserved capacity; relations install on the stack view")
  func randomConfigurations() {
    let distributions: [StackView.Distribution] = [
      .fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering,
    ]
    let alignments: [StackView.Alignment] = [
      .fill, .leading, .firstBaseline, .center, .trailing, .lastBaseline,
    ]
    for seed: UInt64 in 1...60 {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 0...8, using: &random)
      let (root, stack, views) = makeStack(count: count)
      stack.axis = Bool.random(using: &random) ? .horizontal : .vertical
      stack.distribution = distributions.randomElement(using: &random)!
      stack.alignment = alignments.randomElement(using: &random)!
      stack.isLayoutMarginsRelativeArrangement = Bool.random(using: &random)
      for view in views where Int.random(in: 0..<4, using: &random) == 0 { view.isHidden = true }
      var builder = StackConstraintBuilder(stack: stack)
      builder.build()
      #expect(
        builder.constraints.count <= StackConstraintBuilder.capacity(for: count), "seed \(seed)")
      root.layoutIfNeeded()
      let installed = stack.stackConstraints
      #expect(installed.count == builder.constraints.count, "seed \(seed)")
      for constraint in installed {
        let owner: View =
          constraint.secondItem == nil ? constraint.firstItem as? View ?? stack : stack
        #expect(constraint.installedOn === owner, "seed \(seed)")
      }
      #expect(
        installed.map { $0.identifier ?? "" } == builder.constraints.map { $0.identifier ?? "" },
        "seed \(seed)")
    }
  }
}
