import SectionalGraphics
import Testing

@testable import SectionalViews

/// A tap on the navigation bar, outside its buttons, scrolls the screen's scroll view to the
/// top as a tap on iOS's status bar does (Documentation/ScrollView.md § Scrolling to the top).
@MainActor
@Suite struct NavigationBarScrollToTopTests {
  /// A controller whose view is a scroll view 3,840 pt tall, scrolled to y = 900.
  final class ListController: ViewController, ScrollViewDelegate {
    var scrollView: ScrollView { view as! ScrollView }
    var allowsScrollToTop = true
    var calls: [String] = []

    override func loadView() {
      let scrollView = ScrollView(frame: .zero)
      scrollView.contentSize = CGSize(width: 390, height: 3_840)
      scrollView.delegate = self
      view = scrollView
    }

    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
      calls.append("shouldScrollToTop")
      return allowsScrollToTop
    }

    func scrollViewDidScrollToTop(_ scrollView: ScrollView) { calls.append("didScrollToTop") }
  }

  /// A visible 390 × 844 window: a navigation controller with `list` at the root and, when
  /// `pushed`, a second list on top of it; the top list is scrolled to y = 900.
  private func shown(pushed: Bool = false) -> (Window, NavigationController, ListController) {
    let root = ListController()
    root.title = "Inbox"
    let navigation = NavigationController(rootViewController: root)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    var top = root
    if pushed {
      top = ListController()
      top.title = "Archive"
      navigation.pushViewController(top, animated: false)
    }
    window.layoutIfNeeded()
    top.scrollView.contentOffset = CGPoint(x: 0, y: 900)
    return (window, navigation, top)
  }

  private func tap(_ window: Window, at point: CGPoint) {
    window.send(Event(.pointer(.began, location: point)))
    window.send(Event(.pointer(.ended, location: point)))
  }

  @Test("a tap on the bar's title scrolls the list to the top and tells its delegate")
  func titleTap() {
    let (window, _, list) = shown()
    tap(window, at: CGPoint(x: 195, y: 22))
    #expect(list.scrollView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(list.calls == ["shouldScrollToTop", "didScrollToTop"])
  }

  @Test("a tap that ends outside the bar, or on its back button, does not scroll to the top")
  func otherTaps() throws {
    let (window, navigation, list) = shown(pushed: true)
    window.send(Event(.pointer(.began, location: CGPoint(x: 195, y: 22))))
    window.send(Event(.pointer(.ended, location: CGPoint(x: 195, y: 300))))
    #expect(list.scrollView.contentOffset.y == 900)
    let back = try #require(navigation.navigationBar.backButton)
    tap(window, at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
    #expect(navigation.viewControllers.count == 1)
    #expect(list.scrollView.contentOffset.y == 900)
    #expect(list.calls.isEmpty)
  }

  @Test("a delegate that declines, or scrollsToTop off, keeps the list where it is")
  func declined() {
    let (window, _, list) = shown()
    list.allowsScrollToTop = false
    tap(window, at: CGPoint(x: 195, y: 22))
    #expect(list.scrollView.contentOffset.y == 900)
    #expect(list.calls == ["shouldScrollToTop"])
    list.allowsScrollToTop = true
    list.scrollView.scrollsToTop = false
    tap(window, at: CGPoint(x: 195, y: 22))
    #expect(list.scrollView.contentOffset.y == 900)
    #expect(list.calls == ["shouldScrollToTop"])
  }

  @Test("with an animator the scroll to the top runs on its clock and ends at the top")
  func animated() {
    let (window, _, list) = shown()
    let clock = ManualClock()
    list.scrollView.animator = Animator(clock: clock)
    tap(window, at: CGPoint(x: 100, y: 10))
    #expect(list.scrollView.contentOffset.y == 900)
    clock.advance(by: 0.15)
    list.scrollView.animator?.step()
    #expect(list.scrollView.contentOffset.y == 450)
    clock.advance(by: 0.15)
    list.scrollView.animator?.step()
    #expect(list.scrollView.contentOffset.y == 0)
    #expect(list.calls == ["shouldScrollToTop", "didScrollToTop"])
  }
}
