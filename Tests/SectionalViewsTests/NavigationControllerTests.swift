import SectionalGraphics
import Testing

@testable import SectionalViews

/// `NavigationController`'s stack and call order for push, pop and pop-to-root, without
/// animation (the slide is `NavigationTransitionTests`).
@MainActor
@Suite struct NavigationControllerTests {
  /// A visible window showing a navigation controller whose root is "A", with the log cleared.
  private func shown(log: CallLog) -> (Window, NavigationController, LoggingViewController) {
    let root = LoggingViewController("A", log: log, title: "Inbox")
    let navigation = NavigationController(rootViewController: root)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    log.reset()
    return (window, navigation, root)
  }

  @Test("the root controller loads and appears with the navigation controller")
  func rootAppears() {
    let log = CallLog()
    let root = LoggingViewController("A", log: log, title: "Inbox")
    let navigation = NavigationController(rootViewController: root)
    #expect(log.calls == ["A willMove(toParent:)", "A didMove(toParent:)"])
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    #expect(
      log.calls == [
        "A willMove(toParent:)", "A didMove(toParent:)", "A loadView", "A viewDidLoad",
        "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
        "A viewDidAppear",
      ])
    #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
    #expect(root.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 44))
    #expect(root.navigationController === navigation)
    #expect(navigation.children.map(\.title) == ["Inbox"])
  }

  @Test("push: UIKit's order for both controllers, and the stack grows")
  func push() {
    let log = CallLog()
    let (window, navigation, root) = shown(log: log)
    defer { withExtendedLifetime(window) {} }
    let detail = LoggingViewController("B", log: log, title: "Message")
    navigation.pushViewController(detail, animated: false)
    #expect(
      log.calls == [
        "B willMove(toParent:)", "B loadView", "B viewDidLoad", "A viewWillDisappear",
        "B viewWillAppear", "B viewWillLayoutSubviews", "B viewDidLayoutSubviews",
        "A viewDidDisappear", "B viewDidAppear", "B didMove(toParent:)",
      ])
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.viewControllers.first === root)
    #expect(navigation.topViewController === detail)
    #expect(navigation.visibleViewController === detail)
    #expect(root.viewIfLoaded?.superview == nil)
    #expect(detail.view.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
  }

  @Test("pop: UIKit's order, and it returns the popped controller")
  func pop() {
    let log = CallLog()
    let (window, navigation, root) = shown(log: log)
    defer { withExtendedLifetime(window) {} }
    let detail = LoggingViewController("B", log: log, title: "Message")
    navigation.pushViewController(detail, animated: false)
    log.reset()
    let popped = navigation.popViewController(animated: false)
    #expect(popped === detail)
    #expect(
      log.calls == [
        "B willMove(toParent: nil)", "B viewWillDisappear", "A viewWillAppear",
        "A viewWillLayoutSubviews", "A viewDidLayoutSubviews", "B viewDidDisappear",
        "A viewDidAppear", "B didMove(toParent: nil)",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === root)
    #expect(detail.parent == nil)
    #expect(navigation.popViewController(animated: false) == nil)
  }

  @Test("pop to root: only the top and the root hear appearance calls")
  func popToRoot() {
    let log = CallLog()
    let (window, navigation, root) = shown(log: log)
    defer { withExtendedLifetime(window) {} }
    let second = LoggingViewController("B", log: log)
    let third = LoggingViewController("C", log: log)
    navigation.pushViewController(second, animated: false)
    navigation.pushViewController(third, animated: false)
    log.reset()
    let popped = navigation.popToRootViewController(animated: false)
    #expect(popped?.count == 2)
    #expect(popped?.first === second)
    #expect(popped?.last === third)
    #expect(
      log.calls == [
        "C willMove(toParent: nil)", "B willMove(toParent: nil)", "C viewWillDisappear",
        "A viewWillAppear", "A viewWillLayoutSubviews", "A viewDidLayoutSubviews",
        "C viewDidDisappear", "A viewDidAppear", "C didMove(toParent: nil)",
        "B didMove(toParent: nil)",
      ])
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.viewControllers.first === root)
    #expect(navigation.popToRootViewController(animated: false)?.isEmpty == true)
  }

  @Test("popToViewController pops what is above it; setViewControllers replaces the stack")
  func stackEdits() {
    let log = CallLog()
    let (window, navigation, root) = shown(log: log)
    defer { withExtendedLifetime(window) {} }
    let second = LoggingViewController("B", log: log)
    let third = LoggingViewController("C", log: log)
    navigation.setViewControllers([root, second, third], animated: false)
    #expect(
      navigation.viewControllers.map(ObjectIdentifier.init)
        == [root, second, third].map(ObjectIdentifier.init))
    let popped = navigation.popToViewController(second, animated: false)
    #expect(popped?.count == 1)
    #expect(popped?.first === third)
    #expect(navigation.topViewController === second)
    navigation.viewControllers = [third]
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.children.count == 1)
    #expect(root.parent == nil)
    #expect(second.parent == nil)
    #expect(third.parent === navigation)
    #expect(third.appearState == .appeared)
    #expect(root.appearState == .disappeared)
  }

  @Test("a push before the navigation controller shows makes no appearance calls")
  func pushOffScreen() {
    let log = CallLog()
    let root = LoggingViewController("A", log: log)
    let navigation = NavigationController(rootViewController: root)
    let detail = LoggingViewController("B", log: log)
    navigation.pushViewController(detail, animated: true)
    #expect(
      log.calls == [
        "A willMove(toParent:)", "A didMove(toParent:)", "B willMove(toParent:)",
        "B didMove(toParent:)",
      ])
    #expect(!root.isViewLoaded)
    #expect(!detail.isViewLoaded)
  }

  @Test("isMovingToParent holds during a push, isMovingFromParent during a pop")
  func movingFlags() {
    final class Probe: ViewController {
      var seen: [String] = []
      override func viewWillAppear(_ animated: Bool) {
        seen.append("willAppear moving-to \(isMovingToParent)")
      }
      override func viewDidDisappear(_ animated: Bool) {
        seen.append("didDisappear moving-from \(isMovingFromParent)")
      }
    }
    let log = CallLog()
    let (window, navigation, _) = shown(log: log)
    defer { withExtendedLifetime(window) {} }
    let probe = Probe()
    navigation.pushViewController(probe, animated: false)
    navigation.popViewController(animated: false)
    #expect(probe.seen == ["willAppear moving-to true", "didDisappear moving-from true"])
    #expect(!probe.isMovingToParent)
    #expect(!probe.isMovingFromParent)
  }

  @Test("hiding the bar gives its space to the content")
  func hiddenBar() {
    let log = CallLog()
    let (window, navigation, root) = shown(log: log)
    navigation.setNavigationBarHidden(true, animated: false)
    window.layoutIfNeeded()
    #expect(navigation.isNavigationBarHidden)
    #expect(navigation.navigationBar.isHidden)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    navigation.isNavigationBarHidden = false
    window.layoutIfNeeded()
    #expect(!navigation.navigationBar.isHidden)
    #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 800))
  }
}
