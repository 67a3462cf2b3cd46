import Sectional
import Testing

@testable import sectional_gallery

/// Where each scene is rendered: every position is reachable, and plain scenes show a pinned
/// and a pushed header.
@MainActor
@Suite struct GalleryScenePositionsTests {
  @Test(
    "the scenes are listed in the recipes' order, then contacts, the stretchy banner and the diffable planets"
  )
  func names() {
    #expect(
      GalleryScene.all.map(\.name) == [
        "custom-header", "grouped-colors", "header-fits", "starcraft", "news-ads", "contacts",
        "stretchy-header", "diffable-planets",
      ])
  }

  @Test("every position lies within what its table can scroll, so nothing is clamped")
  func reachable() throws {
    for entry in GalleryScene.all {
      let (_, scene) = try GalleryTestSupport.scene(entry.name)
      for position in entry.positions(scene) {
        #expect(position.y >= 0, "\(entry.name) \(position.name)")
        #expect(position.y <= scene.maximumOffset, "\(entry.name) \(position.name)")
      }
    }
  }

  @Test("at the pushed position the pinned header is partly above the top edge")
  func pushed() throws {
    for (name, section) in [("custom-header", 1), ("starcraft", 0), ("contacts", 12)] {
      let (entry, scene) = try GalleryTestSupport.scene(name)
      let pushed = try #require(entry.positions(scene).first { $0.name == "pushed" })
      scene.scroll(to: pushed.y)
      let header = try #require(scene.tableView.displayedHeaderView(forSection: section))
      let top = scene.tableView.contentOffset.y
      #expect(header.frame.minY < top, "\(name)")
      #expect(header.frame.maxY > top, "\(name)")
    }
  }

  @Test("news-ads: pinned 30 pt into section 1's header, pushed with half of it left")
  func newsAdsPositions() throws {
    let (entry, scene) = try GalleryTestSupport.scene("news-ads")
    // Header 1 at 22 + 81 + 440 + 22 = 565; section 1 ends at 2 × 543 = 1086.
    #expect(entry.positions(scene).map(\.y) == [0, 595, 1_045.5])
  }
}
