import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The interactive app both hosts show: event routing into the pushed scene below the
/// navigation bar, the status line and the event lines, with FixedTextMetrics text at
/// 390 × 844 (the navigation itself: GalleryAppNavigationTests).
@MainActor
@Suite struct GalleryAppTests {
  @Test("a scroll over the scene scrolls its table and is reported; over the bar not")
  func scrollReachesTable() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 20), location: CGPoint(x: 10, y: 22))), pointer: 0)
    #expect(app.currentScene!.tableView.contentOffset.y == 0)
    let handled = app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 10.5), location: CGPoint(x: 200, y: 400))), pointer: 0)
    #expect(handled)
    #expect(app.currentScene!.tableView.contentOffset.y == 10.5)
    #expect(recorded.takeEvents() == ["scroll contacts 10.5"])
  }

  @Test("a pinned header is reported with its name in the status line")
  func pinReported() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    // Section B's header rests at 204; 30 pt past it, it pins.
    app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 234), location: CGPoint(x: 200, y: 400))), pointer: 0)
    #expect(recorded.takeEvents() == ["pin contacts 1", "scroll contacts 234"])
    #expect(app.statusText == "Pinned: B")
  }

  @Test("tapping a contacts header collapses its section, then tapping it again expands it")
  func contactsCollapse() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let table = app.currentScene!.tableView
    // Section C's header is at 430...458 in the table, 474...502 in the app.
    recorded.tap(100, 488)
    #expect(table.isSectionCollapsed(2))
    #expect(table.rect(forSection: 2) == CGRect(x: 0, y: 408, width: 390, height: 50))
    #expect(table.rectForHeader(inSection: 3) == CGRect(x: 0, y: 480, width: 390, height: 28))
    #expect(recorded.takeEvents() == ["tap header contacts 2", "collapse contacts 2"])
    #expect(app.statusText == "Collapsed section C")
    recorded.tap(100, 488)
    #expect(!table.isSectionCollapsed(2))
    #expect(table.rectForHeader(inSection: 3) == CGRect(x: 0, y: 568, width: 390, height: 28))
    #expect(recorded.takeEvents() == ["tap header contacts 2", "expand contacts 2"])
    #expect(app.statusText == "Expanded section C")
  }

  @Test("the collapse slides the next header up over 0.3 s of host time after the tap")
  func collapseAnimates() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let table = app.currentScene!.tableView
    #expect(!app.advanceAnimations(to: 50))
    recorded.tap(100, 488)
    let header = try #require(table.displayedHeaderView(forSection: 3))
    #expect(header.frame.minY == 568)
    // The first frame after the tap starts the animation, however long the host idled.
    #expect(app.advanceAnimations(to: 100))
    #expect(header.frame.minY == 568)
    #expect(app.advanceAnimations(to: 100.15))
    // Half way in time is half way on the ease-in-out curve: 568 - 88 / 2.
    #expect(abs(header.frame.minY - 524) < 1e-9)
    #expect(app.advanceAnimations(to: 100.29))
    #expect(!app.advanceAnimations(to: 100.31))
    #expect(header.frame.minY == 480)
  }

  @Test("a mouse drag in the scene pans the table, and its coast is reported frame by frame")
  func dragCoasts() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let table = app.currentScene!.tableView
    #expect(!app.advanceAnimations(to: 50))
    for (phase, y, time) in [
      (TouchPhase.began, 700.0, 0.0), (.moved, 680, 0.03125), (.moved, 500, 0.0625),
      (.ended, 500, 0.0625),
    ] {
      app.send(Event(.pointer(phase, location: CGPoint(x: 100, y: y)), timestamp: time), pointer: 0)
    }
    #expect(table.contentOffset.y == 180)
    #expect(recorded.takeEvents().filter { $0.hasPrefix("scroll") } == ["scroll contacts 180"])
    #expect(table.isDecelerating)
    var time = 100.0
    while app.advanceAnimations(to: time), time < 110 { time += 1.0 / 60 }
    #expect(!table.isDecelerating)
    let scrolls = recorded.takeEvents().filter { $0.hasPrefix("scroll contacts ") }
    #expect(scrolls.count > 10)
    #expect(scrolls.last == "scroll contacts \(GalleryApp.format(table.contentOffset.y))")
  }

  @Test("tapping a news ad opens its link and shows it in the status line")
  func newsAdOpens() throws {
    let recorded = try RecordedGalleryApp(scene: "news-ads")
    let app = recorded.app
    // Section 1's ad rests at 565...646 in the table; scroll it to the top (pinned at 0).
    app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 565), location: CGPoint(x: 200, y: 400))), pointer: 0)
    _ = recorded.takeEvents()
    recorded.tap(195, 44 + 40)
    #expect(
      recorded.takeEvents() == [
        "tap header news-ads 1", "open https://example.com/ads/science",
      ])
    #expect(app.statusText == "Opened https://example.com/ads/science")
    #expect((app.currentScene as? NewsAdsScene)?.openedAds == [1])
  }

  @Test("a pointer that goes down in the scene stays with it when it moves over the bar")
  func pointerStaysWithScene() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    app.send(Event(.pointer(.began, location: CGPoint(x: 100, y: 488))), pointer: 0)
    app.send(Event(.pointer(.moved, location: CGPoint(x: 100, y: 20))), pointer: 0)
    app.send(Event(.pointer(.ended, location: CGPoint(x: 100, y: 20))), pointer: 0)
    #expect(app.currentScreenName == "contacts")
    #expect(!app.currentScene!.tableView.isSectionCollapsed(2))
    #expect(recorded.takeEvents() == [])
  }

  @Test("render draws the navigation window clipped above the status line, then the chrome")
  func renderPlacesScene() throws {
    let recorded = try RecordedGalleryApp(scene: "news-ads")
    let app = recorded.app
    let commands = app.render().commands
    #expect(commands.first == .pushClip(CGRect(x: 0, y: 0, width: 390, height: 816)))
    // The first ad header, 22 pt into the news table, under the 44 pt bar.
    #expect(
      commands.contains(
        .fillRect(
          CGRect(x: 0, y: 66, width: 390, height: 81),
          color: Color(red: 1, green: 1, blue: 1, alpha: 0.7))))
    #expect(
      commands.contains(
        .fillRect(
          CGRect(x: 0, y: 816, width: 390, height: 28), color: Color(hex: 0xF2F2F7))))
    #expect(!app.needsDisplay)
  }

  @Test("resizing relayouts the bar, the scene and the status line at the new size")
  func resize() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    _ = app.render()
    app.resize(to: CGSize(width: 600, height: 400))
    #expect(app.needsDisplay)
    #expect(app.contentRect == CGRect(x: 0, y: 0, width: 600, height: 372))
    _ = app.render()
    #expect(
      app.navigationController.navigationBar.frame == CGRect(x: 0, y: 0, width: 600, height: 44))
    #expect(app.currentScene!.tableView.frame == CGRect(x: 0, y: 0, width: 600, height: 328))
    #expect(app.chromeView.statusBar.frame == CGRect(x: 0, y: 372, width: 600, height: 28))
    recorded.press(.escape)
    recorded.press(.character("1"))
    _ = app.render()
    #expect(app.currentScene!.tableView.frame == CGRect(x: 0, y: 0, width: 600, height: 328))
  }

  @Test("needsDisplay clears on render and comes back with a scroll, a pop or an animation")
  func needsDisplayCycle() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    _ = app.render()
    #expect(!app.needsDisplay)
    #expect(!app.send(Event(.key(KeyPress(.character("x")))), pointer: 0))
    #expect(!app.needsDisplay)
    app.send(Event(.scroll(delta: CGPoint(x: 0, y: 5), location: CGPoint(x: 9, y: 99))), pointer: 0)
    #expect(app.needsDisplay)
    _ = app.render()
    recorded.tap(100, 483)
    #expect(app.advanceAnimations(to: 1))
    _ = app.render()
    #expect(app.needsDisplay)
    #expect(!app.advanceAnimations(to: 2))
    _ = app.render()
    #expect(!app.needsDisplay)
    recorded.press(.escape)
    #expect(app.needsDisplay)
  }

  @Test("a new text measurer reaches the chrome and the navigation window")
  func textMeasurerPropagates() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let wide = FixedTextMetrics(advanceFactor: 1)
    app.textMeasurer = wide
    #expect(app.chromeWindow.textMeasurer as? FixedTextMetrics == wide)
    #expect(app.window.textMeasurer as? FixedTextMetrics == wide)
    #expect(app.currentScene!.tableView.window === app.window)
  }
}

/// Hovers reach the scene below the navigation bar, in its coordinates.
@MainActor
@Suite struct GalleryAppHoverTests {
  @Test("a hover over the scene hovers the table's element there; over the bar, none")
  func hoverRoutesToScene() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let table = app.currentScene!.tableView
    let header = table.rectForHeader(inSection: 0)
    app.send(Event(.hover(location: CGPoint(x: 40, y: 44 + header.midY))), pointer: 0)
    #expect(table.hoveredElement == .header(section: 0))
    app.send(Event(.hover(location: CGPoint(x: 40, y: 5))), pointer: 0)
    #expect(table.hoveredElement == nil)
  }
}
