import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// Keys in the app reach the scene's table first: scrolling keys scroll it, Tab moves header
/// focus and Enter taps the focused header, with the same event lines a pointer gives.
@MainActor
@Suite struct GalleryAppKeyboardTests {
  @Test("Down and End scroll the current table and are reported as scrolls")
  func scrollKeys() throws {
    let recorded = try RecordedGalleryApp(scene: "news-ads")
    #expect(recorded.press(.downArrow))
    #expect(recorded.app.currentScene!.tableView.contentOffset.y == 40)
    // 40 pt in, the first ad (natural y 22) pins.
    #expect(recorded.takeEvents() == ["pin news-ads 0", "scroll news-ads 40"])
    recorded.press(.home)
    #expect(recorded.takeEvents() == ["scroll news-ads 0"])
  }

  @Test("Down scrolls a table that sits under a navigation bar, not at the scene's root")
  func keysReachNestedTable() throws {
    let recorded = try RecordedGalleryApp(scene: "starcraft")
    #expect(recorded.press(.downArrow))
    #expect(recorded.app.currentScene!.tableView.contentOffset.y == 40)
  }

  @Test("Enter on the news ad at the top opens its link, as a tap on it does")
  func enterOpensAd() throws {
    let recorded = try RecordedGalleryApp(scene: "news-ads")
    #expect(recorded.press(.enter))
    #expect(
      recorded.takeEvents() == ["tap header news-ads 0", "open https://example.com/ads/world"])
    #expect(recorded.app.statusText == "Opened https://example.com/ads/world")
  }

  @Test("Tab to contacts section B and Enter collapse it")
  func tabEnterCollapses() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    let table = recorded.app.currentScene!.tableView
    #expect(recorded.press(.tab))
    #expect(table.focusedHeaderSection == 1)
    #expect(recorded.app.needsDisplay)
    #expect(recorded.press(.space))
    #expect(table.isSectionCollapsed(1))
    #expect(recorded.takeEvents() == ["tap header contacts 1", "collapse contacts 1"])
    #expect(recorded.app.statusText == "Collapsed section B")
  }
}
