import SectionalGraphics
import Testing

@testable import SectionalViews

/// `ViewController`'s loading, appearance and layout calls, in UIKit's order
/// (Documentation/ViewControllers.md § Call order).
@MainActor
@Suite struct ViewControllerLifecycleTests {
  private func window() -> Window {
    Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
  }

  @Test("the view loads on first access: loadView, then viewDidLoad, once")
  func lazyLoading() {
    let log = CallLog()
    let controller = LoggingViewController("A", log: log)
    #expect(!controller.isViewLoaded)
    #expect(controller.viewIfLoaded == nil)
    #expect(log.calls.isEmpty)
    let view = controller.view
    #expect(controller.isViewLoaded)
    #expect(controller.viewIfLoaded === view)
    _ = controller.view
    controller.loadViewIfNeeded()
    #expect(log.calls == ["A loadView", "A viewDidLoad"])
  }

  @Test("a view set directly counts as loaded and skips viewDidLoad, as in UIKit")
  func setView() {
    let log = CallLog()
    let controller = LoggingViewController("A", log: log)
    let custom = View()
    controller.view = custom
    #expect(controller.isViewLoaded)
    #expect(controller.view === custom)
    #expect(log.calls.isEmpty)
    #expect(custom.next === controller)
  }

  @Test("a root controller's first appearance: load, will appear, layout, did appear")
  func firstAppearance() {
    let log = CallLog()
    let controller = LoggingViewController("A", log: log)
    let window = window()
    window.rootViewController = controller
    #expect(log.calls == ["A loadView", "A viewDidLoad"])
    window.makeKeyAndVisible()
    #expect(
      log.calls == [
        "A loadView", "A viewDidLoad", "A viewWillAppear", "A viewWillLayoutSubviews",
        "A viewDidLayoutSubviews", "A viewDidAppear",
      ])
    #expect(window.rootView === controller.view)
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(window.isKeyWindow)
  }

  @Test("a second makeKeyAndVisible does not make the root controller appear again")
  func makeVisibleTwice() {
    let log = CallLog()
    let window = window()
    window.rootViewController = LoggingViewController("A", log: log)
    window.makeKeyAndVisible()
    log.reset()
    window.makeKeyAndVisible()
    #expect(log.calls.isEmpty)
  }

  @Test("replacing the root controller of a visible window: old disappears, new appears")
  func replaceRoot() {
    let log = CallLog()
    let window = window()
    let first = LoggingViewController("A", log: log)
    window.rootViewController = first
    window.makeKeyAndVisible()
    log.reset()
    let second = LoggingViewController("B", log: log)
    window.rootViewController = second
    #expect(
      log.calls == [
        "B loadView", "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear",
        "B viewWillLayoutSubviews", "B viewDidLayoutSubviews", "A viewDidDisappear",
        "B viewDidAppear",
      ])
    #expect(first.view.superview == nil)
    #expect(window.subviews.first === second.view)
  }

  @Test("setting rootView to another view lets the root controller go")
  func rootViewReplacesController() {
    let log = CallLog()
    let window = window()
    let controller = LoggingViewController("A", log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    log.reset()
    let plain = View()
    window.rootView = plain
    #expect(window.rootViewController == nil)
    #expect(window.rootView === plain)
    #expect(controller.viewIfLoaded?.superview == nil)
    #expect(log.calls == ["A viewWillDisappear", "A viewDidDisappear"])
  }

  @Test("layout calls wrap the view's own layoutSubviews on every pass that lays it out")
  func layoutCalls() {
    let log = CallLog()
    let window = window()
    let controller = LoggingViewController("A", log: log)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    log.reset()
    window.layoutIfNeeded()
    #expect(log.calls.isEmpty)
    window.resize(to: CGSize(width: 320, height: 480))
    window.layoutIfNeeded()
    #expect(log.calls == ["A viewWillLayoutSubviews", "A viewDidLayoutSubviews"])
  }

  @Test("setting title sets the navigation item's title")
  func title() {
    let controller = ViewController()
    #expect(controller.navigationItem.title == nil)
    controller.title = "Inbox"
    #expect(controller.navigationItem.title == "Inbox")
    let titled = ViewController()
    titled.title = "Sent"
    #expect(titled.navigationItem.title == "Sent")
  }

  @Test("a controller's view is on the responder chain: view, controller, superview")
  func responderChain() {
    let window = window()
    let controller = ViewController()
    window.rootViewController = controller
    let button = View()
    controller.view.addSubview(button)
    #expect(button.next === controller.view)
    #expect(controller.view.next === controller)
    #expect(controller.next === window)
  }

  @Test("hiding a visible window makes its root controller disappear; showing it, appear")
  func hideWindow() {
    let log = CallLog()
    let window = window()
    window.rootViewController = LoggingViewController("A", log: log)
    window.isHidden = true
    window.isHidden = false
    #expect(log.calls == ["A loadView", "A viewDidLoad"])
    window.makeKeyAndVisible()
    log.reset()
    window.isHidden = true
    window.isHidden = false
    #expect(
      log.calls == [
        "A viewWillDisappear", "A viewDidDisappear", "A viewWillAppear", "A viewDidAppear",
      ])
  }
}
