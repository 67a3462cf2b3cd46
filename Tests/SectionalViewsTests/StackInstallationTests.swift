import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct StackInstallationTests {
  /// A root holding a stack view pinned to its top, leading and trailing edges, arranging
  /// labels and sized views, configured at random from `random`.
  private func scene(_ random: inout SplitMix64) -> (root: View, stack: StackView) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let stack = StackView()
    stack.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    ])
    stack.axis = Bool.random(using: &random) ? .vertical : .horizontal
    stack.spacing = Double(Int.random(in: 0...12, using: &random))
    stack.distribution = [.fill, .fillEqually, .fillProportionally, .equalSpacing, .equalCentering]
      .randomElement(using: &random)!
    stack.alignment = [.fill, .leading, .trailing, .center, .firstBaseline, .lastBaseline]
      .randomElement(using: &random)!
    stack.isLayoutMarginsRelativeArrangement = Bool.random(using: &random)
    for index in 0..<Int.random(in: 0...4, using: &random) {
      let view: View
      if Bool.random(using: &random) {
        let label = Label()
        label.text = String(repeating: "word ", count: 1 + index * 3)
        label.numberOfLines = Int.random(in: 0...2, using: &random)
        view = label
      } else {
        view = View()
        view.widthAnchor.constraint(equalToConstant: Double(20 + 10 * index)).isActive = true
        view.heightAnchor.constraint(equalToConstant: Double(30 - 5 * index)).isActive = true
      }
      view.isHidden = Int.random(in: 0..<5, using: &random) == 0
      stack.addArrangedSubview(view)
    }
    if Bool.random(using: &random) {
      // A constraint of the stack view's own, installed on it before its arrangement.
      stack.heightAnchor.constraint(greaterThanOrEqualToConstant: 10).isActive = true
    }
    return (root, stack)
  }

  /// Two equal scenes made from `seed`.
  private func twins(seed: UInt64) -> (
    (root: View, stack: StackView), (root: View, stack: StackView)
  ) {
    var randomA = SplitMix64(seed: seed)
    var randomB = SplitMix64(seed: seed)
    return (scene(&randomA), scene(&randomB))
  }

  /// Two equal scenes made from `seed`, laid out.
  private func laidOutTwins(seed: UInt64) -> (
    (root: View, stack: StackView), (root: View, stack: StackView)
  ) {
    let (a, b) = twins(seed: seed)
    a.root.layoutIfNeeded()
    b.root.layoutIfNeeded()
    return (a, b)
  }

  /// The views of `root`'s subtree, parents first.
  private func subtree(_ root: View) -> [View] {
    [root] + root.subviews.flatMap(subtree)
  }

  /// Expects the two trees' arrangements installed alike: each constraint on the same view,
  /// every view's list in the same order, the same engines, frames and fitting.
  private func expectAlike(
    _ a: (root: View, stack: StackView), _ b: (root: View, stack: StackView), _ context: String
  ) {
    let viewsA = subtree(a.root)
    let viewsB = subtree(b.root)
    #expect(a.stack.stackConstraints.count == b.stack.stackConstraints.count, "\(context)")
    for (index, (first, second)) in zip(a.stack.stackConstraints, b.stack.stackConstraints)
      .enumerated()
    {
      let hostA = viewsA.firstIndex { $0 === first.installedOn }
      let hostB = viewsB.firstIndex { $0 === second.installedOn }
      #expect(hostA != nil && hostA == hostB, "\(context), constraint \(index)")
      #expect(first.identifier == second.identifier, "\(context), constraint \(index)")
    }
    for (viewA, viewB) in zip(viewsA, viewsB) {
      let orderA = viewA.installedConstraints.map { constraint in
        a.stack.stackConstraints.firstIndex { $0 === constraint } ?? -1
      }
      let orderB = viewB.installedConstraints.map { constraint in
        b.stack.stackConstraints.firstIndex { $0 === constraint } ?? -1
      }
      #expect(orderA == orderB, "\(context), view \(viewA.serial)")
      #expect((viewA.rootEngine == nil) == (viewB.rootEngine == nil), "\(context)")
    }
    // Both engines rebuild from the installed lists: with conflicting constraints, which
    // one breaks follows the solver's history, and the trees got here by different steps.
    a.root.layoutRoot.rootEngine?.structureDidChange()
    b.root.layoutRoot.rootEngine?.structureDidChange()
    a.root.layoutIfNeeded()
    b.root.layoutIfNeeded()
    #expect(viewsA.map(\.frame) == viewsB.map(\.frame), "\(context)")
    let fitA = a.root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    let fitB = b.root.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(fitA == fitB, "\(context)")
  }

  @Test("a rebuilt arrangement is installed as activating it installs it, seeded")
  func rebuildEqualsActivation() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    for seed: UInt64 in 1...60 {
      let (a, b) = twins(seed: seed)
      var change = SplitMix64(seed: seed &* 13)
      for round in 0..<3 {
        a.root.layoutIfNeeded()
        b.root.layoutIfNeeded()
        // Tree B's arrangement goes through activation instead.
        LayoutConstraint.deactivate(b.stack.stackConstraints)
        LayoutConstraint.activate(b.stack.stackConstraints)
        expectAlike(a, b, "seed \(seed), round \(round)")
        let spacing = Double(Int.random(in: 0...12, using: &change))
        a.stack.spacing = spacing
        b.stack.spacing = spacing
        if !a.stack.arrangedSubviews.isEmpty {
          let index = Int.random(in: 0..<a.stack.arrangedSubviews.count, using: &change)
          a.stack.arrangedSubviews[index].isHidden.toggle()
          b.stack.arrangedSubviews[index].isHidden.toggle()
        }
      }
    }
  }

  @Test("a rebuild after part of the arrangement was deactivated equals activating it, seeded")
  func partialRebuildEqualsActivation() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    for seed: UInt64 in 1...60 {
      let (a, b) = laidOutTwins(seed: seed)
      // Leaves a random part of the arrangement installed, the same in both trees.
      var pick = SplitMix64(seed: seed &* 31)
      let removed = a.stack.stackConstraints.indices.filter { _ in
        Int.random(in: 0..<4, using: &pick) != 0
      }
      LayoutConstraint.deactivate(removed.map { a.stack.stackConstraints[$0] })
      LayoutConstraint.deactivate(removed.map { b.stack.stackConstraints[$0] })
      a.stack.setNeedsArrangement()
      a.stack.updateConstraintsIfNeeded()
      b.stack.setNeedsArrangement()
      b.stack.updateConstraintsIfNeeded()
      // Tree B's new arrangement goes through activation instead.
      LayoutConstraint.deactivate(b.stack.stackConstraints)
      LayoutConstraint.activate(b.stack.stackConstraints)
      expectAlike(a, b, "seed \(seed)")
    }
  }

  @Test("an arranged view with an engine of its own falls back to activation, seeded")
  func ownEngineFallsBack() {
    Label.defaultTextMeasurer = FixedTextMetrics()
    var checked = 0
    for seed: UInt64 in 1...40 {
      let (a, b) = laidOutTwins(seed: seed)
      guard !a.stack.arrangedSubviews.isEmpty else { continue }
      checked += 1
      var pick = SplitMix64(seed: seed &* 17)
      let chosen = Int.random(in: 0..<a.stack.arrangedSubviews.count, using: &pick)
      LayoutConstraint.deactivate(b.stack.stackConstraints)
      // An engine of its own, as an independent layout root has: activation merges it.
      let ownA = a.stack.arrangedSubviews[chosen]
      let ownB = b.stack.arrangedSubviews[chosen]
      ownA.rootEngine = LayoutEngine(root: ownA)
      ownB.rootEngine = LayoutEngine(root: ownB)
      #expect(!a.stack.arrangementInstallsInPlace, "seed \(seed)")
      a.stack.setNeedsArrangement()
      a.stack.updateConstraintsIfNeeded()
      LayoutConstraint.activate(b.stack.stackConstraints)
      #expect(ownA.rootEngine == nil, "seed \(seed)")
      #expect(ownB.rootEngine == nil, "seed \(seed)")
      expectAlike(a, b, "seed \(seed)")
    }
    #expect(checked == 32)
  }

  @Test("a new arrangement installs on the stack view, constant lengths on their own view")
  func hosts() {
    let first = View()
    let hidden = View()
    hidden.isHidden = true
    let stack = StackView(arrangedSubviews: [first, hidden])
    stack.axis = .vertical
    stack.alignment = .center
    stack.updateConstraintsIfNeeded()
    let hosted = stack.stackConstraints.map { constraint in
      "\(constraint.identifier ?? "") on "
        + (constraint.installedOn === stack
          ? "stack" : constraint.installedOn === first ? "first" : "hidden")
    }
    #expect(
      hosted == [
        "UISV-hiding on hidden", "UISV-hiding on stack", "UISV-hiding on stack",
        "UISV-canvas-connection on stack", "UISV-canvas-connection on stack",
        "UISV-alignment on stack", "UISV-spanning-boundary on stack",
        "UISV-ambiguity-suppression on first", "UISV-spanning-fit on stack",
      ])
    #expect(stack.stackConstraints.filter(\.isActive).count == 9)
  }
}
