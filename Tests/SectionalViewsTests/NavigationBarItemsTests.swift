import SectionalGraphics
import Testing

@testable import SectionalViews

/// The bar of a navigation controller: the top controller's title, the back button titled
/// after the controller below, bar button items, and taps on them
/// (Documentation/ViewControllers.md § Navigation bar).
@MainActor
@Suite struct NavigationBarItemsTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Receives bar button item actions.
  final class Receiver: ViewController {
    var calls: [String] = []
    func compose() { calls.append("compose") }
    func edit(_ sender: BarButtonItem) { calls.append("edit \(sender.title ?? "")") }
  }

  /// A visible navigation controller with "Inbox" under "Message", laid out.
  private func shown() -> (Window, NavigationController, ViewController, ViewController) {
    let inbox = ViewController()
    inbox.title = "Inbox"
    let message = ViewController()
    message.title = "Message"
    let navigation = NavigationController(rootViewController: inbox)
    navigation.pushViewController(message, animated: false)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    return (window, navigation, inbox, message)
  }

  private func tap(_ view: View, in window: Window) {
    let center = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: nil)
    window.send(Event(.pointer(.began, location: center)))
    window.send(Event(.pointer(.ended, location: center)))
  }

  // With FixedTextMetrics a 17 pt title advances 8.5 pt a character (9.35 semibold), rounded
  // up to whole points: "Inbox" is 43 pt, so the back button is 13 + 6 + 43 = 62 pt wide at
  // x = 8, and the title keeps 8 + 62 + 8 = 78 pt clear of each edge.
  @Test("the bar shows the top title and a back button titled after the controller below")
  func titles() {
    let (window, navigation, _, _) = shown()
    let bar = navigation.navigationBar
    #expect(bar.items?.map(\.title) == ["Inbox", "Message"])
    #expect(bar.topItem?.title == "Message")
    #expect(bar.displayedTitle == "Message")
    #expect(bar.backButton?.currentTitle == "Inbox")
    #expect(bar.backButton?.frame == CGRect(x: 8, y: 0, width: 62, height: 44))
    #expect(bar.titleInset == 78)
    withExtendedLifetime(window) {}
  }

  @Test("the back title: backBarButtonItem, then backButtonTitle, then title, then Back")
  func backTitlePrecedence() {
    let (window, navigation, inbox, _) = shown()
    let bar = navigation.navigationBar
    inbox.navigationItem.backButtonTitle = "Mail"
    #expect(bar.backButton?.currentTitle == "Mail")
    inbox.navigationItem.backBarButtonItem = BarButtonItem(
      title: "All", style: .plain, target: nil, action: nil)
    #expect(bar.backButton?.currentTitle == "All")
    inbox.navigationItem.backBarButtonItem = nil
    inbox.navigationItem.backButtonTitle = nil
    inbox.title = ""
    #expect(bar.backButton?.currentTitle == "Back")
    withExtendedLifetime(window) {}
  }

  @Test("a tap on the back button pops the top controller")
  func backTapPops() throws {
    let (window, navigation, inbox, _) = shown()
    window.layoutIfNeeded()
    let back = try #require(navigation.navigationBar.backButton)
    tap(back, in: window)
    #expect(navigation.viewControllers.count == 1)
    #expect(navigation.topViewController === inbox)
    #expect(navigation.navigationBar.backButton == nil)
    #expect(navigation.navigationBar.displayedTitle == "Inbox")
  }

  @Test("hidesBackButton and left items replace the back button; supplementing keeps it")
  func leftItems() {
    let (window, navigation, _, message) = shown()
    let bar = navigation.navigationBar
    message.navigationItem.hidesBackButton = true
    #expect(bar.backButton == nil)
    message.navigationItem.hidesBackButton = false
    let cancel = BarButtonItem(title: "Cancel", style: .plain, target: nil, action: nil)
    message.navigationItem.leftBarButtonItem = cancel
    #expect(bar.backButton == nil)
    #expect(bar.leftItemButtons.map(\.item.title) == ["Cancel"])
    message.navigationItem.leftItemsSupplementBackButton = true
    #expect(bar.backButton != nil)
    window.layoutIfNeeded()
    #expect(bar.leftItemButtons.first?.frame == CGRect(x: 78, y: 0, width: 51, height: 44))
  }

  @Test("right items sit from the trailing margin inwards; a tap calls the target's method")
  func rightItems() throws {
    let (window, navigation, _, _) = shown()
    let receiver = Receiver()
    let compose = BarButtonItem(
      title: "New", style: .plain, target: receiver, action: Receiver.compose)
    let edit = BarButtonItem(title: "Edit", style: .done, target: receiver, action: Receiver.edit)
    navigation.topViewController?.navigationItem.rightBarButtonItems = [compose, edit]
    window.layoutIfNeeded()
    let buttons = navigation.navigationBar.rightItemButtons
    #expect(buttons.map(\.item.title) == ["New", "Edit"])
    #expect(buttons[0].frame == CGRect(x: 348, y: 0, width: 26, height: 44))
    #expect(buttons[1].frame == CGRect(x: 302, y: 0, width: 38, height: 44))
    tap(buttons[0], in: window)
    tap(buttons[1], in: window)
    #expect(receiver.calls == ["compose", "edit Edit"])
    edit.isEnabled = false
    tap(try #require(navigation.navigationBar.rightItemButtons.last), in: window)
    #expect(receiver.calls == ["compose", "edit Edit"])
  }

  @Test("a primary action runs on a tap")
  func primaryAction() throws {
    let (window, navigation, _, _) = shown()
    var runs = 0
    navigation.topViewController?.navigationItem.rightBarButtonItem = BarButtonItem(
      title: "Go", primaryAction: Action { _ in runs += 1 })
    window.layoutIfNeeded()
    tap(try #require(navigation.navigationBar.rightItemButtons.first), in: window)
    #expect(runs == 1)
  }

  @Test("a bar on its own pops its own item when the back button is tapped")
  func standaloneBar() throws {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    window.addSubview(bar)
    bar.setItems([NavigationItem(title: "One"), NavigationItem(title: "Two")], animated: false)
    window.layoutIfNeeded()
    tap(try #require(bar.backButton), in: window)
    #expect(bar.items?.map(\.title) == ["One"])
    #expect(bar.backItem == nil)
  }
}
