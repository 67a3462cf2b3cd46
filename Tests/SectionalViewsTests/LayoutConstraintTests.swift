import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct LayoutConstraintTests {
  private func container() -> View {
    View(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
  }

  @Test("anchors pin a view to exact frames")
  func pinned() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
      child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
      child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
      child.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 0.5, constant: 4),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 16, y: 10, width: 288, height: 104))
    #expect(!child.hasAmbiguousLayout)
  }

  @Test("centre anchors and inequalities")
  func centres() {
    let root = container()
    let child = SizedView(40, 20)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.centerXAnchor.constraint(equalTo: root.centerXAnchor),
      child.centerYAnchor.constraint(equalTo: root.centerYAnchor, constant: 5),
      child.widthAnchor.constraint(greaterThanOrEqualToConstant: 60),
      child.heightAnchor.constraint(lessThanOrEqualToConstant: 12),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 130, y: 99, width: 60, height: 12))
  }

  @Test("a constant change moves the view in place without a rebuild")
  func constantInPlace() {
    let root = container()
    let child = SizedView(10, 10)
    root.addSubview(child)
    let left = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
    LayoutConstraint.activate([left, child.topAnchor.constraint(equalTo: root.topAnchor)])
    root.layoutIfNeeded()
    let before = root.layoutStatistics
    left.constant = 50
    root.layoutIfNeeded()
    let after = root.layoutStatistics
    #expect(child.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
    #expect(after.rebuilds == before.rebuilds)
    #expect(after.constantUpdates == before.constantUpdates + 1)
    #expect(after.solves == before.solves + 1)
  }

  @Test("laying out an unchanged tree again does no solver work")
  func noChurn() {
    let root = container()
    let child = SizedView(10, 10)
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    let settled = root.layoutStatistics
    #expect(settled.solverCalls > 0)
    root.layoutIfNeeded()
    root.setNeedsLayout()
    child.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(root.layoutStatistics == settled)
  }

  @Test("a frame change of an autoresizing root updates its constraints in place")
  func autoresizingRoot() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    LayoutConstraint.activate([
      child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.rightAnchor.constraint(equalTo: root.rightAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
      child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    root.layoutIfNeeded()
    let rebuilds = root.layoutStatistics.rebuilds
    root.frame = CGRect(x: 0, y: 0, width: 414, height: 66)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 0, y: 0, width: 414, height: 66))
    #expect(root.layoutStatistics.rebuilds == rebuilds)
  }

  @Test("constraints can relate to a sibling whose frame is set by hand")
  func autoresizingSibling() {
    let root = container()
    let manual = View(frame: CGRect(x: 10, y: 20, width: 30, height: 40))
    let follower = SizedView(5, 5)
    root.addSubview(manual)
    root.addSubview(follower)
    LayoutConstraint.activate([
      follower.leadingAnchor.constraint(equalTo: manual.trailingAnchor, constant: 8),
      follower.bottomAnchor.constraint(equalTo: manual.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 48, y: 55, width: 5, height: 5))
    manual.frame.origin.x = 100
    root.layoutIfNeeded()
    #expect(follower.frame == CGRect(x: 138, y: 55, width: 5, height: 5))
  }

  @Test("the margins guide insets by layoutMargins and follows changes in place")
  func marginsGuide() {
    let root = container()
    let child = View()
    child.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(child)
    let guide = root.layoutMarginsGuide
    LayoutConstraint.activate([
      child.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      child.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      child.topAnchor.constraint(equalTo: guide.topAnchor),
      child.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 8, y: 8, width: 304, height: 184))
    let rebuilds = root.layoutStatistics.rebuilds
    root.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 4, right: 0)
    root.layoutIfNeeded()
    #expect(child.frame == CGRect(x: 20, y: 0, width: 300, height: 196))
    #expect(guide.layoutFrame == CGRect(x: 20, y: 0, width: 300, height: 196))
    #expect(root.layoutStatistics.rebuilds == rebuilds)
  }

  @Test("deactivating and activating between laid-out views needs no rebuild")
  func toggle() {
    let root = container()
    let child = SizedView(10, 10)
    root.addSubview(child)
    let near = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 1)
    let far = child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100)
    LayoutConstraint.activate([near, child.topAnchor.constraint(equalTo: root.topAnchor)])
    root.layoutIfNeeded()
    let rebuilds = root.layoutStatistics.rebuilds
    near.isActive = false
    far.isActive = true
    root.layoutIfNeeded()
    #expect(child.frame.origin == CGPoint(x: 100, y: 0))
    #expect(root.layoutStatistics.rebuilds == rebuilds)
    #expect(!near.isActive)
    #expect(root.constraints.contains { $0 === far })
  }

  @Test("an optional priority can change, required to optional is refused while active")
  func priorities() {
    let capture = LogCapture()
    let root = container()
    let child = SizedView(10, 10)
    root.addSubview(child)
    let weak = child.widthAnchor.constraint(equalToConstant: 30)
    weak.priority = .defaultLow
    let strong = child.widthAnchor.constraint(equalToConstant: 60)
    strong.priority = LayoutPriority(200)
    LayoutConstraint.activate([
      weak, strong, child.leftAnchor.constraint(equalTo: root.leftAnchor),
      child.topAnchor.constraint(equalTo: root.topAnchor),
    ])
    root.layoutIfNeeded()
    #expect(child.frame.width == 30)
    strong.priority = LayoutPriority(300)
    root.layoutIfNeeded()
    #expect(child.frame.width == 60)
    strong.priority = .required
    #expect(strong.priority == LayoutPriority(300))
    #expect(capture.messages.count == 1)
  }

  @Test("items without a common ancestor cannot be constrained")
  func noCommonAncestor() throws {
    let capture = LogCapture()
    let a = View()
    let b = View()
    let constraint = a.leftAnchor.constraint(equalTo: b.leftAnchor)
    constraint.isActive = true
    #expect(!constraint.isActive)
    try #require(capture.messages.count == 1)
    #expect(capture.messages[0].contains("no common ancestor"))
  }

  @Test("removing a view deactivates constraints that cross out of its subtree")
  func removal() {
    let root = container()
    let a = SizedView(10, 10)
    let b = SizedView(10, 10)
    let inner = SizedView(2, 2)
    root.addSubview(a)
    root.addSubview(b)
    a.addSubview(inner)
    let cross = b.leftAnchor.constraint(equalTo: a.rightAnchor)
    let inside = inner.leftAnchor.constraint(equalTo: a.leftAnchor)
    LayoutConstraint.activate([cross, inside])
    a.removeFromSuperview()
    #expect(!cross.isActive)
    #expect(inside.isActive)
  }

  @Test("descriptions follow Auto Layout's log format")
  func descriptions() {
    let root = container()
    let child = View()
    root.addSubview(child)
    let constraint = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5)
    constraint.constant = -4
    constraint.priority = LayoutPriority(999.5)
    constraint.identifier = "UISV-spanning-boundary"
    let text = constraint.description
    #expect(text.hasPrefix("<LayoutConstraint:0x"))
    #expect(
      text.hasSuffix(
        "'UISV-spanning-boundary' \(child.layoutItemName).width == "
          + "0.5*\(root.layoutItemName).width - 4 @999.5   (inactive)>"))
  }

  @Test("random rows of views land at the summed offsets")
  func randomRows() {
    for seed in UInt64(1)...25 {
      var rng = SplitMix64(seed: seed)
      let root = View(frame: CGRect(x: 0, y: 0, width: 10_000, height: 100))
      var previous: View = root
      var expectedX = 0.0
      var expected: [(View, Double, Double)] = []
      let count = Int(rng.next() % 12) + 1
      for index in 0..<count {
        let width = Double(rng.next() % 50 + 1)
        let gap = Double(rng.next() % 20)
        let view = SizedView(width, 10)
        root.addSubview(view)
        let anchor = index == 0 ? previous.leadingAnchor : previous.trailingAnchor
        LayoutConstraint.activate([
          view.leadingAnchor.constraint(equalTo: anchor, constant: gap),
          view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        expectedX += gap
        expected.append((view, expectedX, width))
        expectedX += width
        previous = view
      }
      root.layoutIfNeeded()
      for (view, x, width) in expected {
        #expect(view.frame == CGRect(x: x, y: 0, width: width, height: 10), "seed \(seed)")
      }
      #expect(root.ambiguouslyLaidOutViews().isEmpty, "seed \(seed)")
    }
  }
}
