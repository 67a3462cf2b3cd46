import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ConstraintActivationTests {
  /// A tree: `root` holds `left` and `right`; `left` holds `leaf`.
  private func tree() -> (root: View, left: View, right: View, leaf: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let left = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let right = View(frame: CGRect(x: 150, y: 0, width: 100, height: 100))
    let leaf = View()
    leaf.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(left)
    root.addSubview(right)
    left.addSubview(leaf)
    return (root, left, right, leaf)
  }

  @Test("each shape of item pair installs on the nearest common ancestor")
  func installationShapes() {
    let (root, left, right, leaf) = tree()
    let same = leaf.widthAnchor.constraint(equalTo: leaf.heightAnchor)
    let toParent = leaf.topAnchor.constraint(equalTo: left.topAnchor)
    let fromParent = left.leadingAnchor.constraint(equalTo: leaf.leadingAnchor)
    let siblings = right.topAnchor.constraint(equalTo: left.topAnchor)
    let uncle = leaf.heightAnchor.constraint(equalTo: right.heightAnchor)
    let toRoot = root.bottomAnchor.constraint(equalTo: leaf.bottomAnchor)
    let constant = leaf.widthAnchor.constraint(equalToConstant: 20)
    let guide = LayoutGuide()
    right.addLayoutGuide(guide)
    let throughGuide = guide.topAnchor.constraint(equalTo: leaf.topAnchor)
    let all = [same, toParent, fromParent, siblings, uncle, toRoot, constant, throughGuide]
    LayoutConstraint.activate(all)
    #expect(all.allSatisfy { $0.isActive })
    #expect(same.installedOn === leaf)
    #expect(toParent.installedOn === left)
    #expect(fromParent.installedOn === left)
    #expect(siblings.installedOn === root)
    #expect(uncle.installedOn === root)
    #expect(toRoot.installedOn === root)
    #expect(constant.installedOn === leaf)
    #expect(throughGuide.installedOn === root)
    #expect(leaf.constraints.count == 2)
    #expect(left.constraints.count == 2)
    #expect(root.constraints.count == 4)
    #expect(right.constraints.isEmpty)
  }

  @Test("random pairs of views install on the ancestor a brute-force search finds")
  func randomAncestors() {
    for seed: UInt64 in 1...40 {
      var random = SplitMix64(seed: seed)
      let count = Int.random(in: 2...14, using: &random)
      var views = [View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))]
      let stranger = View()
      stranger.addSubview(View())
      for _ in 1..<count {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        views[Int.random(in: 0..<views.count, using: &random)].addSubview(view)
        views.append(view)
      }
      var made: [LayoutConstraint] = []
      var expected: [View?] = []
      for _ in 0..<12 {
        let a = views[Int.random(in: 0..<views.count, using: &random)]
        let outside = Int.random(in: 0..<8, using: &random) == 0
        let b =
          outside ? stranger.subviews[0] : views[Int.random(in: 0..<views.count, using: &random)]
        made.append(a.widthAnchor.constraint(equalTo: b.widthAnchor, constant: 1))
        expected.append(bruteForceAncestor(a, b))
      }
      let capture = LogCapture()
      LayoutConstraint.activate(made)
      for (index, constraint) in made.enumerated() {
        #expect(constraint.installedOn === expected[index], "seed \(seed), constraint \(index)")
      }
      let refused = expected.filter { $0 == nil }.count
      #expect(capture.messages.count == refused, "seed \(seed)")
      for view in views {
        let installed = made.filter { $0.installedOn === view }
        #expect(view.constraints.count == installed.count, "seed \(seed)")
      }
    }
  }

  /// The first of `a` and its ancestors that is `b` or one of `b`'s ancestors.
  private func bruteForceAncestor(_ a: View, _ b: View) -> View? {
    var above: [View] = []
    var current: View? = b
    while let view = current {
      above.append(view)
      current = view.superview
    }
    current = a
    while let view = current {
      if above.contains(where: { $0 === view }) { return view }
      current = view.superview
    }
    return nil
  }

  @Test("every ancestor's generation moves once per constraint activated or deactivated")
  func generationsPerConstraint() {
    let (root, left, right, leaf) = tree()
    let before = (
      root.fitting.generation, left.fitting.generation, right.fitting.generation,
      leaf.fitting.generation
    )
    let constraints = [
      leaf.topAnchor.constraint(equalTo: left.topAnchor),
      leaf.leadingAnchor.constraint(equalTo: left.leadingAnchor),
      leaf.widthAnchor.constraint(equalToConstant: 30),
    ]
    LayoutConstraint.activate(constraints)
    #expect(root.fitting.generation == before.0 + 3)
    #expect(left.fitting.generation == before.1 + 3)
    #expect(right.fitting.generation == before.2)
    #expect(leaf.fitting.generation == before.3 + 1)
    LayoutConstraint.deactivate(constraints)
    #expect(root.fitting.generation == before.0 + 6)
    #expect(left.fitting.generation == before.1 + 6)
    #expect(leaf.fitting.generation == before.3 + 2)
    #expect(left.constraints.isEmpty)
    #expect(leaf.constraints.isEmpty)
  }

  @Test("one call that merges an independent root hands later constraints to the merged engine")
  func mergeWithinOneCall() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.widthAnchor.constraint(equalToConstant: 320),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    let card = View(frame: CGRect(x: 10, y: 60, width: 200, height: 100))
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    let inside = badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12)
    let crossing = badge.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 20)
    let insideAgain = badge.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5)
    LayoutConstraint.activate([inside, crossing, insideAgain])
    #expect(!card.isIndependentLayoutRoot)
    #expect(inside.installedOn === card)
    #expect(crossing.installedOn === root)
    #expect(insideAgain.installedOn === card)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 12, y: 4, width: 40, height: 50))
    #expect(card.layoutStatistics == root.layoutStatistics)
  }

  @Test("deactivating part of a view's constraints keeps the others in order")
  func partialDeactivation() {
    let (_, left, _, leaf) = tree()
    let constraints = (0..<5).map { index in
      leaf.widthAnchor.constraint(equalTo: left.widthAnchor, constant: Double(index))
    }
    LayoutConstraint.activate(constraints)
    LayoutConstraint.deactivate([constraints[3], constraints[0]])
    #expect(left.constraints.map(\.constant) == [1, 2, 4])
    #expect(!constraints[0].isActive)
    #expect(constraints[1].isActive)
    LayoutConstraint.activate(constraints)
    #expect(left.constraints.map(\.constant) == [1, 2, 4, 0, 3])
  }

  @Test("a constraint whose installing view is freed reads as inactive")
  func installingViewFreed() {
    let child = View()
    let constraint: LayoutConstraint
    do {
      let parent = View()
      parent.addSubview(child)
      constraint = child.widthAnchor.constraint(equalTo: parent.widthAnchor)
      constraint.isActive = true
      #expect(constraint.isActive)
      #expect(constraint.installedOn === parent)
    }
    #expect(!constraint.isActive)
    #expect(constraint.installedOn == nil)
    #expect(child.superview == nil)
  }

  /// A random tree for `seed`: a root with an engine, plain views and frame-positioned cards
  /// whose own constraints make them independent layout roots, plus random optional
  /// constraints among all of its views (not yet active).
  private func randomScene(seed: UInt64) -> (views: [View], constraints: [LayoutConstraint]) {
    var random = SplitMix64(seed: seed)
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    var views = [root]
    for index in 1...Int.random(in: 2...12, using: &random) {
      let isCard = Int.random(in: 0..<3, using: &random) == 0
      let size = Double(10 * index)
      let view = View(frame: CGRect(x: size, y: size, width: size + 20, height: size + 10))
      if isCard {
        let badge = View()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        LayoutConstraint.activate([
          badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 2),
          badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 3),
          badge.widthAnchor.constraint(equalToConstant: 5),
          badge.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.5),
        ])
        views[Int.random(in: 0..<views.count, using: &random)].addSubview(view)
        views.append(view)
        views.append(badge)
      } else {
        view.translatesAutoresizingMaskIntoConstraints = Bool.random(using: &random)
        views[Int.random(in: 0..<views.count, using: &random)].addSubview(view)
        views.append(view)
      }
    }
    root.widthAnchor.constraint(equalToConstant: 400).isActive = true
    var constraints: [LayoutConstraint] = []
    for _ in 0..<Int.random(in: 1...16, using: &random) {
      let a = views[Int.random(in: 1..<views.count, using: &random)]
      let constant = Double(Int.random(in: 0...50, using: &random))
      let constraint =
        Bool.random(using: &random)
        ? a.widthAnchor.constraint(equalToConstant: constant)
        : a.heightAnchor.constraint(
          equalTo: views[Int.random(in: 0..<views.count, using: &random)].heightAnchor,
          constant: constant)
      constraint.priority = LayoutPriority(500)
      constraints.append(constraint)
    }
    return (views, constraints)
  }

  @Test("activating a random batch at once matches activating it one constraint at a time")
  func batchMatchesSingles() {
    for seed: UInt64 in 1...50 {
      let batch = randomScene(seed: seed)
      let singles = randomScene(seed: seed)
      batch.views[0].layoutIfNeeded()
      singles.views[0].layoutIfNeeded()
      LayoutConstraint.activate(batch.constraints)
      for constraint in singles.constraints { constraint.isActive = true }
      let index = { (views: [View], view: View?) in views.firstIndex { $0 === view } }
      for (left, right) in zip(batch.constraints, singles.constraints) {
        #expect(
          index(batch.views, left.installedOn) == index(singles.views, right.installedOn),
          "seed \(seed)")
      }
      for (left, right) in zip(batch.views, singles.views) {
        #expect(left.fitting.generation == right.fitting.generation, "seed \(seed)")
        #expect(left.isIndependentLayoutRoot == right.isIndependentLayoutRoot, "seed \(seed)")
      }
      batch.views[0].layoutIfNeeded()
      singles.views[0].layoutIfNeeded()
      for (left, right) in zip(batch.views, singles.views) {
        #expect(left.frame == right.frame, "seed \(seed)")
        #expect(left.layoutStatistics == right.layoutStatistics, "seed \(seed)")
      }
      LayoutConstraint.deactivate(batch.constraints)
      for constraint in singles.constraints { constraint.isActive = false }
      for (left, right) in zip(batch.views, singles.views) {
        #expect(left.fitting.generation == right.fitting.generation, "seed \(seed)")
        #expect(left.constraints.count == right.constraints.count, "seed \(seed)")
      }
    }
  }

  @Test("a constant constraint on an independent root's view stays in that root's engine")
  func childWithOwnEngine() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    let card = View(frame: CGRect(x: 10, y: 60, width: 200, height: 100))
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      badge.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.addSubview(card)
    bar.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
    root.layoutIfNeeded()
    let onRoot = bar.topAnchor.constraint(equalTo: root.topAnchor)
    let onCard = badge.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.25)
    let onBar = bar.heightAnchor.constraint(equalToConstant: 44)
    LayoutConstraint.activate([onRoot, onCard, onBar])
    #expect(card.isIndependentLayoutRoot)
    #expect(onCard.installedOn === card)
    #expect(onBar.installedOn === bar)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 50, height: 20))
    #expect(card.layoutStatistics != root.layoutStatistics)
  }
}
