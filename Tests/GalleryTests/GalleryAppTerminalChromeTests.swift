import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The terminal's chrome: a one-cell title line with a back button stands in for the 44 pt
/// navigation bar, and list rows are two cells tall, at 80 × 24 cells of 8 × 16 pt.
@MainActor
@Suite struct GalleryAppTerminalChromeTests {
  /// The app at 640 × 384 pt with the cell chrome and FixedTextMetrics text.
  private func terminalApp(scene: String?) throws -> RecordedGalleryApp {
    try RecordedGalleryApp(
      scene: scene, size: CGSize(width: 640, height: 384), chrome: .cells)
  }

  @Test("a scene sits right under the title line, which shows its title and a back button")
  func sceneUnderTitleLine() throws {
    let recorded = try terminalApp(scene: "contacts")
    let app = recorded.app
    #expect(app.navigationController.isNavigationBarHidden)
    #expect(app.contentRect == CGRect(x: 0, y: 16, width: 640, height: 352))
    let table = try #require(app.currentScene?.tableView)
    #expect(
      table.convert(table.bounds, to: app.window) == CGRect(x: 0, y: 0, width: 640, height: 352))
    #expect(app.chromeView.titleBar.frame == CGRect(x: 0, y: 0, width: 640, height: 16))
    #expect(app.chromeView.titleLabel.text == "Contacts")
    #expect(!app.chromeView.backButton.isHidden)
    #expect(app.chromeView.backButton.frame.minX == 8)
    #expect(app.chromeView.statusBar.frame == CGRect(x: 0, y: 368, width: 640, height: 16))
  }

  @Test("a tap on the title line's back button pops to the list, which hides the button")
  func backButtonPops() throws {
    let recorded = try terminalApp(scene: "news-ads")
    let app = recorded.app
    recorded.tap(20, 8)
    #expect(app.currentScreenName == "list")
    #expect(recorded.takeEvents() == ["list"])
    #expect(app.chromeView.titleLabel.text == "Sectional Gallery")
    #expect(app.chromeView.backButton.isHidden)
    let table = app.listController.tableView!
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 32, width: 640, height: 32))
  }
}
