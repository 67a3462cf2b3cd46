import SectionalGraphics
import Testing

@testable import SectionalViews

/// `preservesSuperviewLayoutMargins`: a view's margins guide stays inside its superview's
/// margins where they reach into it (Documentation/LayoutGuides.md § Preserving the
/// superview's margins).
@MainActor
@Suite struct PreservedMarginsTests {
  /// Counts `layoutMarginsDidChange()` calls.
  final class CountingView: View {
    var marginChanges = 0
    override func layoutMarginsDidChange() { marginChanges += 1 }
  }

  /// A view pinned to the four edges of `guide`'s owner's margins guide, added to `owner`.
  private func pinnedContent(in owner: View) -> View {
    let content = View()
    content.translatesAutoresizingMaskIntoConstraints = false
    owner.addSubview(content)
    let guide = owner.layoutMarginsGuide
    LayoutConstraint.activate([
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return content
  }

  @Test("a view flush with its superview takes the superview's larger margins on every edge")
  func flush() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.layoutMargins = EdgeInsets(top: 10, left: 16, bottom: 12, right: 20)
    let child = View(frame: root.bounds)
    root.addSubview(child)
    #expect(child.preservesSuperviewLayoutMargins == false)
    let content = pinnedContent(in: child)
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
    child.preservesSuperviewLayoutMargins = true
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 16, y: 10, width: 164, height: 78))
    #expect(child.layoutMargins == EdgeInsets(all: 8))
    child.preservesSuperviewLayoutMargins = false
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 8, y: 8, width: 184, height: 84))
  }

  @Test("a view inset from its superview keeps only what reaches past its edges, or its own")
  func insetChild() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    root.layoutMargins = EdgeInsets(all: 20)
    let child = View(frame: CGRect(x: 10, y: 4, width: 180, height: 80))
    child.preservesSuperviewLayoutMargins = true
    root.addSubview(child)
    let content = pinnedContent(in: child)
    root.layoutIfNeeded()
    // Reach: top 20 - 4 = 16, left 20 - 10 = 10, bottom 84 - 80 = 4 (own 8 wins),
    // right 190 - 180 = 10.
    #expect(content.frame == CGRect(x: 10, y: 16, width: 160, height: 56))
    child.frame.origin.x = 0
    root.layoutIfNeeded()
    // Now flush on the left (reach 20) and 20 pt clear of the right margin (own 8).
    #expect(content.frame == CGRect(x: 20, y: 16, width: 152, height: 56))
  }

  @Test("the superview's margin change and a frame move reach the preserving view's callback")
  func callbacks() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = CountingView(frame: root.bounds)
    root.addSubview(child)
    child.preservesSuperviewLayoutMargins = true
    #expect(child.marginChanges == 0)  // 8 everywhere either way
    root.layoutMargins = EdgeInsets(top: 8, left: 24, bottom: 8, right: 8)
    #expect(child.marginChanges == 1)
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 8, left: 24, bottom: 8, right: 8))
    child.frame = CGRect(x: 10, y: 0, width: 180, height: 100)
    #expect(child.marginChanges == 2)
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 8, left: 14, bottom: 8, right: 8))
    child.frame = CGRect(x: 30, y: 0, width: 160, height: 100)
    #expect(child.marginChanges == 3)
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 8))
    child.frame = CGRect(x: 40, y: 0, width: 150, height: 100)
    #expect(child.marginChanges == 3)
  }

  @Test("margins cascade through a chain of preserving views, each measured from its parent")
  func cascade() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
    root.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
    let middle = View(frame: CGRect(x: 5, y: 0, width: 290, height: 100))
    middle.layoutMargins = .zero
    middle.preservesSuperviewLayoutMargins = true
    root.addSubview(middle)
    let inner = View(frame: CGRect(x: 10, y: 0, width: 270, height: 100))
    inner.layoutMargins = .zero
    inner.preservesSuperviewLayoutMargins = true
    middle.addSubview(inner)
    #expect(middle.effectiveLayoutMargins == EdgeInsets(top: 0, left: 25, bottom: 0, right: 25))
    #expect(inner.effectiveLayoutMargins == EdgeInsets(top: 0, left: 15, bottom: 0, right: 15))
    root.layoutMargins = EdgeInsets(top: 0, left: 40, bottom: 0, right: 30)
    #expect(inner.effectiveLayoutMargins == EdgeInsets(top: 0, left: 25, bottom: 0, right: 15))
  }

  @Test("a preserving subview of a scrolled view measures against the moved bounds")
  func scrolledSuperview() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    let child = View(frame: root.bounds)
    child.preservesSuperviewLayoutMargins = true
    root.addSubview(child)
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 8))
    root.bounds.origin.y = 50
    // The superview's guide now spans y 58...142 in its bounds; the child spans 0...100.
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 58, left: 8, bottom: 8, right: 8))
  }

  @Test("a view moved under a superview with wider margins takes them at once")
  func movedIn() {
    let wide = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    wide.layoutMargins = EdgeInsets(all: 32)
    let child = View(frame: wide.bounds)
    child.preservesSuperviewLayoutMargins = true
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 8))
    wide.addSubview(child)
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 32))
    child.removeFromSuperview()
    #expect(child.effectiveLayoutMargins == EdgeInsets(all: 8))
  }

  @Test("with a safe area, the superview's margins measured from it are what the child keeps")
  func safeArea() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    let root = View(frame: window.bounds)
    window.rootView = root
    let child = View(frame: root.bounds)
    child.insetsLayoutMarginsFromSafeArea = false
    child.preservesSuperviewLayoutMargins = true
    root.addSubview(child)
    // root's guide top is 20 + 8; the child, not measuring from its own safe area, keeps it.
    #expect(child.effectiveLayoutMargins == EdgeInsets(top: 28, left: 8, bottom: 8, right: 8))
  }
}
