import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalViews

@MainActor
@Suite struct ViewHierarchyTests {
  @Test("adding, inserting and reordering keep back-to-front order")
  func ordering() {
    let root = View()
    let a = View()
    let b = View()
    let c = View()
    root.addSubview(a)
    root.addSubview(b)
    root.insertSubview(c, at: 0)
    #expect(root.subviews.map(\.tag) == [0, 0, 0])
    #expect(root.subviews[0] === c && root.subviews[1] === a && root.subviews[2] === b)
    root.bringSubviewToFront(c)
    #expect(root.subviews.last === c)
    root.sendSubviewToBack(b)
    #expect(root.subviews.first === b)
    root.insertSubview(a, aboveSubview: c)
    #expect(root.subviews.last === a)
    root.insertSubview(a, belowSubview: b)
    #expect(root.subviews.first === a)
    #expect(root.subviews.count == 3)
  }

  @Test("adding a view to a new superview removes it from the old one")
  func reparent() {
    let first = View()
    let second = View()
    let child = View()
    first.addSubview(child)
    second.addSubview(child)
    #expect(first.subviews.isEmpty)
    #expect(child.superview === second)
    child.removeFromSuperview()
    #expect(child.superview == nil)
    #expect(second.subviews.isEmpty)
  }

  @Test("a cycle is refused")
  func cycle() {
    let parent = View()
    let child = View()
    parent.addSubview(child)
    child.addSubview(parent)
    #expect(parent.superview == nil)
    child.addSubview(child)
    #expect(child.subviews.isEmpty)
  }

  @Test("viewWithTag searches depth first, the receiver first")
  func tags() {
    let root = View()
    root.tag = 1
    let a = View()
    a.tag = 2
    let a1 = View()
    a1.tag = 3
    let b = View()
    b.tag = 3
    root.addSubview(a)
    a.addSubview(a1)
    root.addSubview(b)
    #expect(root.viewWithTag(1) === root)
    #expect(root.viewWithTag(3) === a1)
    #expect(b.viewWithTag(3) === b)
    #expect(root.viewWithTag(9) == nil)
  }

  @Test("window membership is reported to every view in a moved subtree")
  func windowNotifications() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let parent = Recorder()
    let child = Recorder()
    parent.addSubview(child)
    #expect(child.windowMoves == 0)
    window.addSubview(parent)
    #expect(parent.windowMoves == 1)
    #expect(child.windowMoves == 1)
    #expect(child.window === window)
    parent.removeFromSuperview()
    #expect(child.windowMoves == 2)
    #expect(child.window == nil)
    #expect(parent.superviewMoves == 2)
  }

  @Test("random trees keep parent and child links consistent")
  func randomTrees() {
    for seed in UInt64(1)...20 {
      var rng = SplitMix64(seed: seed)
      var views = [View()]
      for _ in 0..<60 {
        let action = rng.next() % 3
        let a = views[Int(rng.next() % UInt64(views.count))]
        switch action {
        case 0:
          let view = View()
          a.addSubview(view)
          views.append(view)
        case 1:
          let b = views[Int(rng.next() % UInt64(views.count))]
          a.insertSubview(b, at: Int(rng.next() % 4))
        default:
          a.removeFromSuperview()
        }
      }
      for view in views {
        for subview in view.subviews {
          #expect(subview.superview === view, "seed \(seed)")
        }
        if let superview = view.superview {
          let count = superview.subviews.filter { $0 === view }.count
          #expect(count == 1, "seed \(seed)")
          #expect(!superview.isDescendant(of: view), "seed \(seed)")
        }
      }
    }
  }

  private final class Recorder: View {
    var windowMoves = 0
    var superviewMoves = 0
    override func didMoveToWindow() { windowMoves += 1 }
    override func didMoveToSuperview() { superviewMoves += 1 }
  }
}
