import SectionalGraphics
import Testing

@testable import SectionalViews

/// The push and pop slide on the injected clock: UIKit's parallax frames at literal times,
/// and the appearance calls split around the animation (Documentation/ViewControllers.md §
/// The slide).
@MainActor
@Suite struct NavigationTransitionTests {
  /// A visible 390 pt wide navigation controller whose root is "A", animating on a manual
  /// clock, with the log cleared.
  @MainActor
  private struct Fixture {
    let log = CallLog()
    let clock = ManualClock()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    let root: LoggingViewController
    let navigation: NavigationController
    let animator: Animator

    init() {
      root = LoggingViewController("A", log: log, title: "Inbox")
      navigation = NavigationController(rootViewController: root)
      animator = Animator(clock: clock)
      navigation.animator = animator
      window.rootViewController = navigation
      window.makeKeyAndVisible()
      log.reset()
    }

    /// Moves the clock on by `seconds` and steps the animations.
    func advance(_ seconds: Double) {
      clock.advance(by: seconds)
      animator.step()
    }
  }

  @Test("an animated push: will-calls and layout first, did-calls after 0.35 s")
  func pushCallsAroundTheSlide() {
    let fixture = Fixture()
    let detail = LoggingViewController("B", log: fixture.log)
    fixture.navigation.pushViewController(detail, animated: true)
    #expect(
      fixture.log.calls == [
        "B willMove(toParent:)", "B loadView", "B viewDidLoad", "A viewWillDisappear animated",
        "B viewWillAppear animated", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
      ])
    #expect(fixture.animator.isAnimating)
    fixture.log.reset()
    fixture.advance(0.3)
    #expect(fixture.log.calls.isEmpty)
    fixture.advance(0.05)
    #expect(
      fixture.log.calls == [
        "A viewDidDisappear animated", "B viewDidAppear animated", "B didMove(toParent:)",
      ])
    #expect(!fixture.animator.isAnimating)
  }

  @Test("push frames: the new view enters from 390, the old one leaves towards -117")
  func pushFrames() {
    let fixture = Fixture()
    let detail = LoggingViewController("B", log: fixture.log)
    fixture.navigation.pushViewController(detail, animated: true)
    let oldView: View = fixture.root.view
    let newView: View = detail.view
    #expect(newView.frame == CGRect(x: 390, y: 0, width: 390, height: 800))
    #expect(oldView.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
    fixture.advance(0.0875)
    #expect(newView.frame.origin.x == 329.0625)
    #expect(oldView.frame.origin.x == -18.28125)
    fixture.advance(0.0875)
    #expect(newView.frame == CGRect(x: 195, y: 0, width: 390, height: 800))
    #expect(oldView.frame == CGRect(x: -58.5, y: 0, width: 390, height: 800))
    fixture.advance(0.175)
    #expect(newView.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
    #expect(oldView.superview == nil)
  }

  @Test("pop frames: the top view leaves towards 390, the one below returns from -117")
  func popFrames() {
    let fixture = Fixture()
    let detail = LoggingViewController("B", log: fixture.log)
    fixture.navigation.pushViewController(detail, animated: false)
    fixture.log.reset()
    fixture.navigation.popViewController(animated: true)
    let topView: View = detail.view
    let underView: View = fixture.root.view
    #expect(topView.frame.origin.x == 0)
    #expect(underView.frame.origin.x == -117)
    #expect(
      fixture.navigation.contentView.subviews.map(ObjectIdentifier.init) == [
        ObjectIdentifier(underView), ObjectIdentifier(topView),
      ])
    fixture.advance(0.175)
    #expect(topView.frame.origin.x == 195)
    #expect(underView.frame.origin.x == -58.5)
    fixture.advance(0.175)
    #expect(underView.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
    #expect(topView.superview == nil)
    #expect(
      fixture.log.calls == [
        "B willMove(toParent: nil)", "B viewWillDisappear animated",
        "A viewWillAppear animated", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
        "B viewDidDisappear animated", "A viewDidAppear animated", "B didMove(toParent: nil)",
      ])
  }

  @Test("a push during a slide finishes the running slide first")
  func pushDuringSlide() {
    let fixture = Fixture()
    let second = LoggingViewController("B", log: fixture.log)
    let third = LoggingViewController("C", log: fixture.log)
    fixture.navigation.pushViewController(second, animated: true)
    fixture.advance(0.1)
    fixture.log.reset()
    fixture.navigation.pushViewController(third, animated: true)
    #expect(
      Array(fixture.log.calls.prefix(3)) == [
        "A viewDidDisappear animated", "B viewDidAppear animated", "B didMove(toParent:)",
      ])
    #expect(second.view.frame.origin.x == 0)
    fixture.advance(0.4)
    #expect(fixture.navigation.viewControllers.count == 3)
    #expect(third.view.frame.origin.x == 0)
    #expect(second.viewIfLoaded?.superview == nil)
  }

  @Test("without an animator an animated push completes at once")
  func noAnimator() {
    let fixture = Fixture()
    fixture.navigation.animator = nil
    let detail = LoggingViewController("B", log: fixture.log)
    fixture.navigation.pushViewController(detail, animated: true)
    #expect(fixture.log.calls.last == "B didMove(toParent:)")
    #expect(detail.view.frame.origin.x == 0)
  }

  @Test("hiding the bar animated slides it up over 0.2 s while the content follows")
  func barSlide() {
    let fixture = Fixture()
    fixture.navigation.setNavigationBarHidden(true, animated: true)
    #expect(fixture.navigation.isNavigationBarHidden)
    fixture.advance(0.1)
    #expect(fixture.navigation.navigationBar.frame == CGRect(x: 0, y: -22, width: 390, height: 44))
    #expect(fixture.root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 822))
    fixture.advance(0.1)
    #expect(fixture.navigation.navigationBar.isHidden)
    #expect(fixture.root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
  }
}
