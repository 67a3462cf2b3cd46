import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct IndependentLayoutRootTests {
  /// A 320 × 480 root whose engine lays out a 44 pt bar pinned to its top.
  private func rootWithBar() -> (root: View, bar: View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let bar = View()
    bar.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(bar)
    LayoutConstraint.activate([
      bar.topAnchor.constraint(equalTo: root.topAnchor),
      bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      bar.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      bar.heightAnchor.constraint(equalToConstant: 44),
    ])
    return (root, bar)
  }

  /// A frame-positioned 200 × 100 card whose badge is placed by constraints inside it.
  private func card() -> (card: View, badge: View) {
    let card = View(frame: CGRect(x: 10, y: 60, width: 200, height: 100))
    let badge = View()
    badge.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(badge)
    LayoutConstraint.activate([
      badge.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
      badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
      badge.widthAnchor.constraint(equalToConstant: 40),
      badge.heightAnchor.constraint(equalTo: card.heightAnchor, multiplier: 0.5),
    ])
    return (card, badge)
  }

  @Test("adding and removing a frame-positioned subtree never rebuilds the root's engine")
  func joinAndLeave() {
    let (root, bar) = rootWithBar()
    root.layoutIfNeeded()
    #expect(root.layoutStatistics.rebuilds == 1)
    let (card, badge) = card()
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(card.frame == CGRect(x: 10, y: 60, width: 200, height: 100))
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 40, height: 50))
    #expect(bar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    card.frame = CGRect(x: 10, y: 60, width: 200, height: 80)
    root.layoutIfNeeded()
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 40, height: 40))
    card.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(!card.isIndependentLayoutRoot)
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(root.layoutStatistics.rebuilds == 1)
    #expect(card.layoutStatistics.rebuilds == 1)
  }

  @Test("a subtree without constraints joins and leaves without touching the root's engine")
  func plainSubtree() {
    let (root, _) = rootWithBar()
    root.layoutIfNeeded()
    let plain = View(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
    plain.addSubview(View(frame: CGRect(x: 1, y: 2, width: 3, height: 4)))
    root.addSubview(plain)
    root.layoutIfNeeded()
    plain.removeFromSuperview()
    root.layoutIfNeeded()
    #expect(root.layoutStatistics.rebuilds == 1)
    #expect(plain.subviews[0].frame == CGRect(x: 1, y: 2, width: 3, height: 4))
  }

  @Test("a constraint crossing into an independent root merges it with one rebuild")
  func crossingMerges() {
    let (root, bar) = rootWithBar()
    let (card, badge) = card()
    root.addSubview(card)
    let tag = View()
    tag.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(tag)
    LayoutConstraint.activate([
      tag.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
      tag.widthAnchor.constraint(equalToConstant: 30),
      tag.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(root.layoutStatistics.rebuilds == 1)
    let crossing = tag.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 20)
    crossing.isActive = true
    #expect(!card.isIndependentLayoutRoot)
    #expect(crossing.installedOn === root)
    root.layoutIfNeeded()
    #expect(root.layoutStatistics.rebuilds == 2)
    #expect(tag.frame == CGRect(x: 4, y: 4, width: 30, height: 10))
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 40, height: 50))
    #expect(card.layoutStatistics == root.layoutStatistics)
  }

  @Test("a constraint between two views inside an independent root stays in its engine")
  func internalStays() {
    let (root, _) = rootWithBar()
    let (card, badge) = card()
    root.addSubview(card)
    root.layoutIfNeeded()
    let dot = View()
    dot.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(dot)
    LayoutConstraint.activate([
      dot.leadingAnchor.constraint(equalTo: badge.trailingAnchor, constant: 6),
      dot.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
      dot.widthAnchor.constraint(equalToConstant: 10),
      dot.heightAnchor.constraint(equalToConstant: 10),
    ])
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(dot.frame == CGRect(x: 58, y: 28, width: 10, height: 10))
    #expect(root.layoutStatistics.rebuilds == 1)
  }

  @Test("turning off autoresizing translation after joining merges the root")
  func translationOffMerges() {
    let (root, bar) = rootWithBar()
    let (card, badge) = card()
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    card.translatesAutoresizingMaskIntoConstraints = false
    #expect(!card.isIndependentLayoutRoot)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: bar.bottomAnchor, constant: 10),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
      card.widthAnchor.constraint(equalToConstant: 200),
      card.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutStatistics.rebuilds == 2)
    #expect(card.frame == CGRect(x: 10, y: 54, width: 200, height: 100))
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 40, height: 50))
  }

  @Test("a subtree that joins without autoresizing translation merges at once")
  func constrainedJoinMerges() {
    let (root, _) = rootWithBar()
    root.layoutIfNeeded()
    let (card, badge) = card()
    card.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(card)
    #expect(!card.isIndependentLayoutRoot)
    LayoutConstraint.activate([
      card.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
      card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      card.widthAnchor.constraint(equalToConstant: 120),
      card.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    #expect(root.layoutStatistics.rebuilds == 2)
    #expect(card.frame == CGRect(x: 0, y: 100, width: 120, height: 60))
    #expect(badge.frame == CGRect(x: 12, y: 8, width: 40, height: 30))
  }

  @Test("a label in an independent root takes the window's measurer when the root joins it")
  func measurerFollowsWindow() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.textMeasurer = FixedTextMetrics(advanceFactor: 1, lineHeightFactor: 2)
    let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
    let label = Label()
    label.font = .systemFont(ofSize: 10)
    label.text = "abc"
    label.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(label)
    LayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 5),
      label.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
    ])
    card.layoutIfNeeded()
    #expect(label.frame == CGRect(x: 5, y: 5, width: 15, height: 13))
    window.addSubview(card)
    window.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(label.frame == CGRect(x: 5, y: 5, width: 30, height: 20))
    #expect(card.layoutStatistics.rebuilds == 1)
    let plain = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    plain.addSubview(card)
    plain.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(label.frame == CGRect(x: 5, y: 5, width: 15, height: 13))
  }

  @Test("ambiguity is found below an independent root")
  func ambiguityBelowRoot() {
    let (root, bar) = rootWithBar()
    let card = View(frame: CGRect(x: 0, y: 100, width: 200, height: 60))
    let loose = View()
    loose.translatesAutoresizingMaskIntoConstraints = false
    card.addSubview(loose)
    LayoutConstraint.activate([loose.leftAnchor.constraint(equalTo: card.leftAnchor)])
    root.addSubview(card)
    root.layoutIfNeeded()
    #expect(card.isIndependentLayoutRoot)
    #expect(loose.hasAmbiguousLayout)
    #expect(root.ambiguouslyLaidOutViews().map(\.serial) == [loose.serial])
    #expect(!bar.hasAmbiguousLayout)
  }
}
