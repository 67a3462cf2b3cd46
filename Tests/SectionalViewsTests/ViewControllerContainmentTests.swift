import SectionalGraphics
import Testing

@testable import SectionalViews

/// Child view controllers: `addChild`, `removeFromParent`, and the appearance calls a child
/// hears when its view joins or leaves a parent on screen (Documentation/ViewControllers.md §
/// Children).
@MainActor
@Suite struct ViewControllerContainmentTests {
  /// A window showing `parent`, made visible, with the log cleared.
  private func show(_ parent: ViewController, log: CallLog) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    log.reset()
    return window
  }

  @Test("adding a child to a parent on screen: willMove, load, appear, didMove")
  func addChildOnScreen() {
    let log = CallLog()
    let parent = LoggingViewController("P", log: log)
    let window = show(parent, log: log)
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(
      log.calls == [
        "C willMove(toParent:)", "C loadView", "C viewDidLoad", "C viewWillAppear",
        "C viewDidAppear", "C didMove(toParent:)",
      ])
    #expect(parent.children.count == 1)
    #expect(parent.children.first === child)
    #expect(child.parent === parent)
    log.reset()
    window.layoutIfNeeded()
    #expect(
      log.calls == [
        "P viewWillLayoutSubviews", "P viewDidLayoutSubviews", "C viewWillLayoutSubviews",
        "C viewDidLayoutSubviews",
      ])
  }

  @Test("removing a child on screen: willMove(nil), disappear, didMove(nil)")
  func removeChildOnScreen() {
    let log = CallLog()
    let parent = LoggingViewController("P", log: log)
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let window = show(parent, log: log)
    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()
    #expect(
      log.calls == [
        "C willMove(toParent: nil)", "C viewWillDisappear", "C viewDidDisappear",
        "C didMove(toParent: nil)",
      ])
    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    withExtendedLifetime(window) {}
  }

  @Test("a child whose view is in the parent's view appears with the parent, after it")
  func forwardedAppearance() {
    let log = CallLog()
    let parent = LoggingViewController("P", log: log)
    let child = LoggingViewController("C", log: log)
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    let other = LoggingViewController("O", log: log)
    parent.addChild(other)
    other.didMove(toParent: parent)
    log.reset()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    window.rootViewController = parent
    window.makeKeyAndVisible()
    #expect(
      log.calls == [
        "P viewWillAppear", "C viewWillAppear", "P viewWillLayoutSubviews",
        "P viewDidLayoutSubviews", "C viewWillLayoutSubviews", "C viewDidLayoutSubviews",
        "P viewDidAppear", "C viewDidAppear",
      ])
    #expect(!other.isViewLoaded)
  }

  @Test("a view added without addChild hears nothing, as in UIKit")
  func viewWithoutChild() {
    let log = CallLog()
    let parent = LoggingViewController("P", log: log)
    let window = show(parent, log: log)
    let loose = LoggingViewController("L", log: log)
    loose.loadViewIfNeeded()
    log.reset()
    parent.view.addSubview(loose.view)
    #expect(log.calls.isEmpty)
    #expect(loose.view.window === window)
  }

  @Test("adding a child of another parent moves it: removed from the first, added to the second")
  func reparent() {
    let log = CallLog()
    let first = LoggingViewController("P", log: log)
    let second = LoggingViewController("Q", log: log)
    let child = LoggingViewController("C", log: log)
    first.addChild(child)
    second.addChild(child)
    #expect(first.children.isEmpty)
    #expect(second.children.first === child)
    #expect(
      log.calls == [
        "C willMove(toParent:)", "C didMove(toParent: nil)", "C willMove(toParent:)",
      ])
  }

  @Test("navigationController is found through the parents")
  func navigationControllerThroughParents() {
    let root = ViewController()
    let navigation = NavigationController(rootViewController: root)
    let nested = ViewController()
    root.addChild(nested)
    #expect(root.navigationController === navigation)
    #expect(nested.navigationController === navigation)
    #expect(ViewController().navigationController == nil)
  }
}
