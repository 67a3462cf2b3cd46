import SectionalGraphics
import Testing

@testable import SectionalViews

/// How a scroll view's offset and `.automatic` follow the safe area
/// (Documentation/LayoutGuides.md § Scroll views).
@MainActor
@Suite struct ScrollViewInsetAdjustmentTests {
  /// Counts `adjustedContentInsetDidChange()` calls.
  final class CountingScrollView: ScrollView {
    var adjustments = 0
    override func adjustedContentInsetDidChange() {
      super.adjustedContentInsetDidChange()
      adjustments += 1
    }
  }

  /// A 320 × 480 window holding a full-size scroll view over 1000 pt of content.
  private func tallScrollView() -> (Window, CountingScrollView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let scroll = CountingScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 320, height: 1000)
    window.addSubview(scroll)
    return (window, scroll)
  }

  @Test("a scroll view resting at its top stays at the top as the top safe area grows and goes")
  func restingAtTop() {
    let (window, scroll) = tallScrollView()
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
    #expect(scroll.adjustments == 1)
    window.screenSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -47))
    window.screenSafeAreaInsets = .zero
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
    #expect(scroll.adjustments == 3)
  }

  @Test("a scrolled scroll view keeps its offset when the safe area changes")
  func scrolledKeepsOffset() {
    let (window, scroll) = tallScrollView()
    scroll.contentOffset = CGPoint(x: 0, y: 100)
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    #expect(scroll.adjustedContentInset.top == 20)
  }

  @Test("the content inset is part of the top: resting at -25 moves to -5 when .never drops 20")
  func behaviourChange() {
    let (window, scroll) = tallScrollView()
    scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))  // a content inset alone moves nothing
    scroll.contentOffset = CGPoint(x: 0, y: -5)
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -25))
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -5))
  }

  @Test("content that grows past the view under .automatic takes the safe area and its top")
  func contentGrows() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let scroll = ScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 320, height: 100)
    window.addSubview(scroll)
    #expect(scroll.adjustedContentInset == .zero)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 0))
    scroll.contentSize = CGSize(width: 320, height: 2000)
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
  }

  @Test(".automatic adds the vertical safe area to a navigation child's scroll view at any size")
  func automaticInNavigation() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let child = ViewController()
    let scroll = ScrollView()
    scroll.contentSize = CGSize(width: 390, height: 100)
    child.view = scroll
    let navigation = NavigationController(rootViewController: child)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(scroll.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    scroll.contentInsetAdjustmentBehavior = .scrollableAxes
    #expect(scroll.adjustedContentInset == .zero)
  }

  @Test(".automatic counts a navigation child's first subview, not its later ones")
  func automaticFirstSubview() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.screenSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 34, right: 0)
    let child = ViewController()
    let navigation = NavigationController(rootViewController: child)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let first = ScrollView(frame: child.view.bounds)
    let second = ScrollView(frame: child.view.bounds)
    for scroll in [first, second] {
      scroll.contentSize = CGSize(width: 390, height: 100)
      child.view.addSubview(scroll)
    }
    #expect(first.adjustedContentInset.bottom == 34)
    #expect(second.adjustedContentInset.bottom == 0)
  }

  @Test("outside a navigation controller .automatic acts as .scrollableAxes for short content")
  func automaticAlone() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.screenSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 34, right: 0)
    let scroll = ScrollView(frame: window.bounds)
    scroll.contentSize = CGSize(width: 320, height: 100)
    window.addSubview(scroll)
    #expect(scroll.contentInsetAdjustmentBehavior == .automatic)
    #expect(scroll.adjustedContentInset == .zero)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 34, right: 0))
    #expect(scroll.contentOffset == CGPoint(x: 0, y: -20))
  }
}
