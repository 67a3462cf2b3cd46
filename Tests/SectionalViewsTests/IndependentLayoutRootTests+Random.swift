import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

/// One view of a random tree: frame-positioned, or placed by four constraints.
private struct RandomNode {
  var parent: Int
  var constrained: Bool
  var frame: CGRect
  var left: Double
  var top: Double
  /// The view below which this one sits (a previous sibling), else `nil` for the parent's top.
  var below: Int?
  /// A constant width, or `nil` for half the parent's width.
  var width: Double?
  var height: Double
}

/// A random tree: node 0 is the root, every other node's parent comes before it.
@MainActor
private struct RandomTree {
  var nodes: [RandomNode] = []

  init(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    let count = Int.random(in: 6...24, using: &random)
    var lastChild: [Int: Int] = [:]
    for index in 1..<count {
      let parent = Int.random(in: 0..<index, using: &random)
      let frame = CGRect(
        x: Double(Int.random(in: 0...60, using: &random)),
        y: Double(Int.random(in: 0...60, using: &random)),
        width: Double(Int.random(in: 20...200, using: &random)),
        height: Double(Int.random(in: 20...120, using: &random)))
      nodes.append(
        RandomNode(
          parent: parent, constrained: Bool.random(using: &random), frame: frame,
          left: Double(Int.random(in: 0...20, using: &random)),
          top: Double(Int.random(in: 0...20, using: &random)),
          below: Bool.random(using: &random) ? lastChild[parent] : nil,
          width: Bool.random(using: &random)
            ? Double(Int.random(in: 10...60, using: &random)) : nil,
          height: Double(Int.random(in: 5...40, using: &random))))
      lastChild[parent] = index
    }
  }

  /// The node of view `index` (the root, 0, has none).
  func node(_ index: Int) -> RandomNode { nodes[index - 1] }

  /// The constraints that place view `index`, or none for a frame-positioned view.
  func constraints(of index: Int, in views: [View]) -> [LayoutConstraint] {
    let node = node(index)
    guard node.constrained else { return [] }
    let view = views[index]
    let parent = views[node.parent]
    let top =
      node.below.map {
        view.topAnchor.constraint(equalTo: views[$0].bottomAnchor, constant: node.top)
      } ?? view.topAnchor.constraint(equalTo: parent.topAnchor, constant: node.top)
    let width =
      node.width.map { view.widthAnchor.constraint(equalToConstant: $0) }
      ?? view.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5)
    return [
      view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: node.left), top,
      width, view.heightAnchor.constraint(equalToConstant: node.height),
    ]
  }

  /// Fresh, unattached views, translation flags and frames set.
  func makeViews() -> [View] {
    var views = [View(frame: CGRect(x: 0, y: 0, width: 400, height: 800))]
    for index in 1...nodes.count {
      let node = node(index)
      let view = View(frame: node.constrained ? .zero : node.frame)
      view.translatesAutoresizingMaskIntoConstraints = !node.constrained
      views.append(view)
    }
    return views
  }

  /// Builds bottom up, each subtree's constraints active before it joins its parent, so
  /// frame-positioned subtrees with constraints join as independent layout roots.
  func buildIndependent() -> [View] {
    let views = makeViews()
    func build(_ index: Int) {
      for child in 1...nodes.count where node(child).parent == index {
        build(child)
        views[index].addSubview(views[child])
        LayoutConstraint.activate(constraints(of: child, in: views))
      }
    }
    build(0)
    return views
  }

  /// Attaches every view first, then activates every constraint: one engine for all.
  func buildMerged() -> [View] {
    let views = makeViews()
    for index in 1...nodes.count { views[node(index).parent].addSubview(views[index]) }
    for index in 1...nodes.count {
      LayoutConstraint.activate(constraints(of: index, in: views))
    }
    return views
  }
}

extension IndependentLayoutRootTests {
  @Test("random trees lay out the same with independent roots as with one merged engine")
  func randomTreesAgree() {
    var independentRoots = 0
    for seed: UInt64 in 1...60 {
      let tree = RandomTree(seed: seed)
      let independent = tree.buildIndependent()
      let merged = tree.buildMerged()
      #expect(!merged.contains { $0.isIndependentLayoutRoot }, "seed \(seed)")
      independentRoots += independent.filter(\.isIndependentLayoutRoot).count
      independent[0].layoutIfNeeded()
      merged[0].layoutIfNeeded()
      for index in independent.indices {
        #expect(
          independent[index].frame == merged[index].frame, "seed \(seed), view \(index)")
      }
      var random = SplitMix64(seed: seed ^ 0x5EED)
      for index in 1...tree.nodes.count where !tree.node(index).constrained {
        guard Bool.random(using: &random) else { continue }
        let size = Double(Int.random(in: 20...240, using: &random))
        let frame = CGRect(
          origin: tree.node(index).frame.origin, size: CGSize(width: size, height: size))
        independent[index].frame = frame
        merged[index].frame = frame
      }
      independent[0].layoutIfNeeded()
      merged[0].layoutIfNeeded()
      for index in independent.indices {
        #expect(
          independent[index].frame == merged[index].frame,
          "seed \(seed), view \(index) after resizing")
      }
    }
    #expect(independentRoots > 20, "seeds 1...60")
  }
}
