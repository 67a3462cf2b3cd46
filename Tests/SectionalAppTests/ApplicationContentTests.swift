import Sectional
import Testing

@testable import SectionalApp

/// The content an app's host shows: one animator on the host's frame times for every
/// navigation controller and table (Documentation/Apps.md § Animations).
@MainActor
@Suite struct ApplicationContentTests {
  @Test("The clock moves only across frames an animation ran through")
  func clockSkipsIdleGaps() {
    let clock = HostAnimationClock()
    clock.advance(toHostTime: 100, running: false)
    #expect(clock.now == 0)
    clock.advance(toHostTime: 250, running: false)  // idle: nothing ran since 100
    #expect(clock.now == 0)
    clock.advance(toHostTime: 250.25, running: true)
    #expect(clock.now == 0.25)
    clock.advance(toHostTime: 250, running: true)  // backwards: no move
    #expect(clock.now == 0.25)
    clock.advance(toHostTime: 250.5, running: true)
    #expect(clock.now == 0.5)
  }

  @Test("The first frame gives the navigation controller and its tables the content's animator")
  func equipsControllersAndTables() {
    let list = TableViewController(style: .plain)
    let navigation = NavigationController(rootViewController: list)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let content = ApplicationContent(window: window)
    var setUp: [ObjectIdentifier] = []
    content.tableSetup = { setUp.append(ObjectIdentifier($0)) }
    #expect(navigation.animator == nil)
    _ = content.render()
    #expect(navigation.animator === content.animator)
    #expect(list.tableView.animator === content.animator)
    #expect(setUp == [ObjectIdentifier(list.tableView)])
    _ = content.render()
    #expect(setUp.count == 1)

    let detail = TableViewController(style: .plain)
    navigation.pushViewController(detail, animated: false)
    _ = content.render()
    #expect(detail.tableView.animator === content.animator)
    #expect(setUp == [ObjectIdentifier(list.tableView), ObjectIdentifier(detail.tableView)])
  }

  @Test("A push slides for 0.35 s of host time after its first frame, then the content idles")
  func pushRunsOnHostTime() {
    let navigation = NavigationController(rootViewController: ViewController())
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let content = ApplicationContent(window: window)
    _ = content.render()
    #expect(content.advanceAnimations(to: 10) == false)
    let pushed = ViewController()
    navigation.pushViewController(pushed, animated: true)
    #expect(content.needsDisplay)
    #expect(content.advanceAnimations(to: 30) == true)  // the first frame: progress 0
    _ = content.render()
    #expect(pushed.view.frame.minX == 320)
    #expect(content.advanceAnimations(to: 30.2) == true)
    _ = content.render()
    #expect(pushed.view.frame.minX > 0)
    #expect(pushed.view.frame.minX < 320)
    #expect(content.advanceAnimations(to: 30.4) == false)
    _ = content.render()
    #expect(pushed.view.frame.minX == 0)
  }
}
