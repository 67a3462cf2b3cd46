import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

extension ItemHandleTests {
  /// Everything a churn step may touch: views, guides and constraints the test still holds
  /// (others live on only while their superview, view or engine holds them).
  private struct Held {
    var views: [View] = []
    var guides: [LayoutGuide] = []
    var constraints: [LayoutConstraint] = []
  }

  /// One random step: make, attach, detach or release a view; add or release a guide; make,
  /// toggle or release a constraint.
  private func step(_ held: inout Held, _ random: inout SplitMix64) {
    switch Int.random(in: 0..<8, using: &random) {
    case 0:
      let view = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      held.views.last?.addSubview(view)
      held.views.append(view)
    case 1:
      guard let view = held.views.randomElement(using: &random),
        let parent = held.views.randomElement(using: &random),
        parent !== view, !parent.isDescendant(of: view)
      else { return }
      parent.addSubview(view)
    case 2:
      held.views.randomElement(using: &random)?.removeFromSuperview()
    case 3:
      guard !held.views.isEmpty else { return }
      held.views.remove(at: Int.random(in: 0..<held.views.count, using: &random))
    case 4:
      guard let view = held.views.randomElement(using: &random) else { return }
      let guide = LayoutGuide(identifier: "churn")
      view.addLayoutGuide(guide)
      if Bool.random(using: &random) { held.guides.append(guide) }
    case 5:
      guard let a = held.views.randomElement(using: &random),
        let b = held.views.randomElement(using: &random)
      else { return }
      let constraint =
        Bool.random(using: &random)
        ? a.widthAnchor.constraint(equalTo: b.widthAnchor)
        : a.leadingAnchor.constraint(equalTo: b.layoutMarginsGuide.leadingAnchor, constant: 4)
      constraint.isActive = true
      held.constraints.append(constraint)
    case 6:
      guard let constraint = held.constraints.randomElement(using: &random) else { return }
      constraint.isActive.toggle()
    default:
      if !held.guides.isEmpty { held.guides.removeFirst() }
      if !held.constraints.isEmpty { held.constraints.removeFirst() }
    }
  }

  /// The failures of the tree's invariants seen from what `held` still holds.
  private func failures(_ held: Held) -> [String] {
    var found: [String] = []
    for view in held.views {
      if let superview = view.superview, !superview.subviews.contains(where: { $0 === view }) {
        found.append("view \(view.serial) names a superview that does not hold it")
      }
      for subview in view.subviews where subview.superview !== view {
        found.append("subview \(subview.serial) of \(view.serial) names another superview")
      }
    }
    for guide in held.guides {
      if let owner = guide.owningView, !owner.layoutGuides.contains(where: { $0 === guide }) {
        found.append("guide names an owner that does not hold it")
      }
    }
    for constraint in held.constraints {
      if let host = constraint.installedOn,
        !host.constraints.contains(where: { $0 === constraint })
      {
        found.append("constraint \(constraint.serial) names a host that does not hold it")
      }
      if constraint.isActive, constraint.firstItem == nil || constraint.secondItem == nil {
        found.append("constraint \(constraint.serial) is active without its items")
      }
    }
    return found
  }

  @Test("seeded churn of views, guides and constraints: every unretained link stays true")
  func churn() {
    let capture = LogCapture()
    defer { _ = capture.messages }
    for seed: UInt64 in 1...40 {
      var random = SplitMix64(seed: seed)
      var held = Held()
      for stepIndex in 0..<150 {
        step(&held, &random)
        let found = failures(held)
        #expect(found.isEmpty, "seed \(seed), step \(stepIndex): \(found)")
        if !found.isEmpty { break }
      }
    }
  }
}
