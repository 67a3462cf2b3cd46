import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The gallery as a navigation app: the list of scenes at the root, a scene pushed on
/// selection or Return, popped by the back button or Escape, each slide on the injected
/// clock, with FixedTextMetrics text at 390 × 844.
@MainActor
@Suite struct GalleryAppNavigationTests {
  @Test("the app opens on the list: a bar titled Sectional Gallery over one row per scene")
  func opensOnList() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    #expect(app.currentScreenName == "list")
    #expect(app.currentScene == nil)
    #expect(app.navigationController.viewControllers.count == 1)
    #expect(app.contentRect == CGRect(x: 0, y: 0, width: 390, height: 816))
    #expect(app.window.frame == CGRect(x: 0, y: 0, width: 390, height: 816))
    #expect(
      app.navigationController.navigationBar.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(app.navigationController.navigationBar.topItem?.title == "Sectional Gallery")
    let table = app.listController.tableView!
    #expect(
      table.convert(table.bounds, to: app.window) == CGRect(x: 0, y: 44, width: 390, height: 772))
    #expect(table.contentOffset.y == 0)
    #expect(table.numberOfRows(inSection: 0) == 8)
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 0))
        == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(
      table.rectForRow(at: IndexPath(row: 7, section: 0))
        == CGRect(x: 0, y: 308, width: 390, height: 44))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 4, section: 0)))
    #expect(cell.textLabel?.text == "News and Ads")
    #expect(cell.detailTextLabel?.text == GalleryScene.all[4].caption)
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(app.statusText == GalleryApp.listHint)
    #expect(app.window.keyView === table)
    #expect(app.needsDisplay)
  }

  @Test("--scene lands on that scene with the list beneath it, the scene's title in the bar")
  func initialScene() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    #expect(app.currentScreenName == "contacts")
    #expect(
      app.navigationController.viewControllers.map { $0.title } == [
        "Sectional Gallery", "Contacts",
      ])
    #expect(app.navigationController.navigationBar.topItem?.title == "Contacts")
    #expect(app.navigationController.navigationBar.backItem?.title == "Sectional Gallery")
    #expect(app.navigationController.navigationBar.backItem?.effectiveBackButtonTitle == "Scenes")
    let table = try #require(app.currentScene?.tableView)
    #expect(
      table.convert(table.bounds, to: app.window) == CGRect(x: 0, y: 44, width: 390, height: 772))
    #expect(app.window.keyView === table)
    #expect(app.statusText == GalleryScene.all[5].caption)
    #expect(recorded.takeEvents() == [])
  }

  @Test("an unknown initial scene name opens the list alone")
  func unknownInitialScene() throws {
    let recorded = try RecordedGalleryApp(scene: "no-such-scene")
    #expect(recorded.app.currentScreenName == "list")
    #expect(recorded.app.navigationController.viewControllers.count == 1)
  }

  @Test("tapping a row pushes its scene, sliding it in over 0.35 s of the injected clock")
  func tapPushes() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let listView = try #require(app.listController.viewIfLoaded)
    #expect(!app.advanceAnimations(to: 50))
    // Row 4 (News and Ads) spans 176...220 in the list, 220...264 in the app.
    recorded.tap(100, 242)
    #expect(recorded.takeEvents() == ["scene news-ads"])
    #expect(app.currentScreenName == "news-ads")
    #expect(app.navigationController.navigationBar.topItem?.title == "News and Ads")
    let sceneView = try #require(app.navigationController.topViewController?.viewIfLoaded)
    #expect(sceneView.frame == CGRect(x: 390, y: 0, width: 390, height: 772))
    #expect(app.advanceAnimations(to: 100))
    #expect(app.advanceAnimations(to: 100.175))
    // Half way in time is half way on the ease-in-out curve: the scene at 390 / 2, the list
    // at half of its parallax, 390 - round(0.7 × 390) = 117.
    #expect(abs(sceneView.frame.minX - 195) < 1e-9)
    #expect(abs(listView.frame.minX + 58.5) < 1e-9)
    #expect(!app.advanceAnimations(to: 100.4))
    #expect(sceneView.frame == CGRect(x: 0, y: 0, width: 390, height: 772))
    #expect(listView.superview == nil)
    #expect(app.statusText == GalleryScene.all[4].caption)
  }

  @Test("Down and Up select rows, Return pushes the selected one, digits open their scene")
  func keysPush() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let table = app.listController.tableView!
    #expect(!recorded.press(.enter))
    #expect(recorded.press(.downArrow))
    #expect(recorded.press(.downArrow))
    #expect(recorded.press(.downArrow))
    #expect(recorded.press(.upArrow))
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(recorded.press(.enter))
    #expect(app.currentScreenName == "grouped-colors")
    #expect(recorded.press(.escape))
    #expect(recorded.press(.character("7")))
    #expect(app.currentScreenName == "stretchy-header")
    #expect(recorded.takeEvents() == ["scene grouped-colors", "list", "scene stretchy-header"])
  }

  @Test("Escape pops back to the list, which clears its selection; on the list it passes")
  func escapePops() throws {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let table = app.listController.tableView!
    recorded.tap(100, 66)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
    #expect(recorded.takeEvents() == ["scene custom-header"])
    #expect(app.advanceAnimations(to: 1))
    #expect(!app.advanceAnimations(to: 1.35))
    #expect(recorded.press(.escape))
    #expect(recorded.takeEvents() == ["list"])
    #expect(app.currentScreenName == "list")
    #expect(app.statusText == GalleryApp.listHint)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(app.window.keyView === table)
    #expect(app.advanceAnimations(to: 3))
    #expect(!app.advanceAnimations(to: 3.35))
    #expect(table.frame == CGRect(x: 0, y: 0, width: 390, height: 772))
    #expect(!recorded.press(.escape))
    #expect(recorded.takeEvents() == [])
  }

  @Test("the bar's back button pops to the list and the pop is reported")
  func backButtonPops() throws {
    let recorded = try RecordedGalleryApp(scene: "news-ads")
    let app = recorded.app
    recorded.tap(30, 22)
    #expect(app.currentScreenName == "list")
    #expect(app.navigationController.viewControllers.count == 1)
    #expect(recorded.takeEvents() == ["list"])
  }

  @Test("keys neither the screen nor the app uses pass through to the host")
  func keysPassThrough() throws {
    let recorded = try RecordedGalleryApp()
    #expect(!recorded.press(.character("q")))
    #expect(!recorded.press(.character("9")))
    #expect(!recorded.press(.character("0")))
    #expect(!recorded.press(.character("2"), .control))
    #expect(recorded.app.currentScreenName == "list")
    let scene = try RecordedGalleryApp(scene: "contacts")
    #expect(!scene.press(.character("2")))
    #expect(scene.app.currentScreenName == "contacts")
    #expect(recorded.takeEvents() == [])
    #expect(scene.takeEvents() == [])
  }

  @Test("a pushed scene keeps its state when popped and pushed again")
  func sceneKept() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let app = recorded.app
    let table = try #require(app.currentScene?.tableView)
    app.send(
      Event(.scroll(delta: CGPoint(x: 0, y: 100), location: CGPoint(x: 200, y: 400))), pointer: 0)
    recorded.press(.escape)
    recorded.press(.character("6"))
    #expect(app.currentScene?.tableView === table)
    #expect(table.contentOffset.y == 100)
    #expect(
      recorded.takeEvents() == ["pin contacts 0", "scroll contacts 100", "list", "scene contacts"])
  }
}
