import Sectional
import SectionalRecipes
import Testing

/// Seed 004: a plain news list whose section headers are cached ads floating at alpha 0.7
/// over the rows; the ad button opens the ad on touch-up inside, a slide-out opens nothing.
@MainActor
@Suite struct NewsAdsSceneTests {
  private func makeScene() -> NewsAdsScene { RecipeScenes.make(NewsAdsScene.self) }

  private func send(_ scene: NewsAdsScene, _ phase: TouchPhase, _ x: Double, _ y: Double) {
    scene.window.send(Event(.pointer(phase, location: CGPoint(x: x, y: y))))
  }

  @Test("scrolled into section 1, its ad header pins to the top above the rows")
  func pinned() throws {
    let scene = makeScene()
    let table = scene.tableView
    // Section 1 starts at 22 + 81 + 440 = 543; its header at 565.
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 565, width: 320, height: 81))
    table.contentOffset = CGPoint(x: 0, y: 700)
    let header = try #require(table.displayedHeaderView(forSection: 1))
    #expect(header.frame == CGRect(x: 0, y: 700, width: 320, height: 81))
    #expect(table.subviews.last === header)
    let row = try #require(table.cellForRow(at: IndexPath(row: 3, section: 1)))
    #expect(row.frame.intersects(header.frame))
    withExtendedLifetime(scene) {}
  }

  @Test("each ad header is made once and comes back from the cache")
  func cached() throws {
    let scene = makeScene()
    let table = scene.tableView
    scene.scroll(to: 700)
    let header = try #require(table.displayedHeaderView(forSection: 1))
    scene.scroll(to: 0)
    scene.scroll(to: 700)
    // Section 0's header shows at the top, 1's and 2's at 700: three made, none twice.
    #expect(scene.headerCache.count == 3)
    #expect(table.displayedHeaderView(forSection: 1) === header)
    withExtendedLifetime(scene) {}
  }

  @Test("the pinned header draws translucently after the rows it covers")
  func translucency() throws {
    let scene = makeScene()
    scene.tableView.contentOffset = CGPoint(x: 0, y: 700)
    let commands = scene.window.render().commands
    let rowText = commands.lastIndex {
      if case .text(let run) = $0 { return run.text == "Science news 4" }
      return false
    }
    let headerFill = commands.firstIndex {
      $0
        == .fillRect(CGRect(x: 0, y: 0, width: 320, height: 81), color: Color(white: 1, alpha: 0.7))
    }
    let row = try #require(rowText)
    let fill = try #require(headerFill)
    #expect(row < fill)
    #expect(commands[fill...].contains(.pushOpacity(0.7)))
    withExtendedLifetime(scene) {}
  }

  @Test("a tap on the floating header opens that section's ad exactly once")
  func tap() {
    let scene = makeScene()
    var activity: [SceneActivity] = []
    var links: [String] = []
    scene.tableView.contentOffset = CGPoint(x: 0, y: 700)
    scene.onActivity = { activity.append($0) }
    scene.onOpenLink = { links.append($0) }
    send(scene, .began, 160, 40)
    send(scene, .ended, 165, 42)
    #expect(scene.openedAds == [1])
    let url = "https://example.com/ads/science"
    #expect(activity == [.headerTapped(section: 1), .linkOpened(url)])
    #expect(links == [url])
    withExtendedLifetime(scene) {}
  }

  @Test("sliding the finger out of the header does not open the ad")
  func slideOut() {
    let scene = makeScene()
    var activity: [SceneActivity] = []
    scene.tableView.contentOffset = CGPoint(x: 0, y: 700)
    scene.onActivity = { activity.append($0) }
    send(scene, .began, 160, 40)
    send(scene, .moved, 160, 300)
    send(scene, .ended, 160, 300)
    #expect(scene.openedAds.isEmpty)
    #expect(activity.isEmpty)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump while section 1's header is pushed off")
  func dump() {
    let scene = makeScene()
    let table = scene.tableView
    table.contentOffset = CGPoint(x: 0, y: 1_050)
    #expect(
      table.layoutDump() == """
        plain 320x480 offset 1050 content 2715
        row [1, 9] (0, 1042, 320, 44) TableViewCell "Science news 10"
        header 2 (0, 1108, 320, 81) View
        row [2, 0] (0, 1189, 320, 44) TableViewCell "Technology news 1"
        row [2, 1] (0, 1233, 320, 44) TableViewCell "Technology news 2"
        row [2, 2] (0, 1277, 320, 44) TableViewCell "Technology news 3"
        row [2, 3] (0, 1321, 320, 44) TableViewCell "Technology news 4"
        row [2, 4] (0, 1365, 320, 44) TableViewCell "Technology news 5"
        row [2, 5] (0, 1409, 320, 44) TableViewCell "Technology news 6"
        row [2, 6] (0, 1453, 320, 44) TableViewCell "Technology news 7"
        row [2, 7] (0, 1497, 320, 44) TableViewCell "Technology news 8"
        header 1 (0, 1005, 320, 81) pinned 0.56 View

        """)
    withExtendedLifetime(scene) {}
  }
}
