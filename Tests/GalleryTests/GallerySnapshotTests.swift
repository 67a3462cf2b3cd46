import Sectional
import SectionalSnapshotTesting
import Testing

@testable import sectional_gallery

/// PNG goldens of every scene at the top and at its second position (pushed for plain
/// scenes, scrolled for grouped ones), rendered at 1x on white as the gallery draws them.
@MainActor
@Suite struct GallerySnapshotTests {
  @Test(
    "each scene renders as recorded at its top and pushed or scrolled offsets",
    arguments: [
      ("custom-header", "pushed"), ("grouped-colors", "scrolled"), ("header-fits", "scrolled"),
      ("starcraft", "pushed"), ("news-ads", "pushed"), ("contacts", "pushed"),
    ])
  func scene(name: String, second: String) throws {
    let (entry, scene) = try GalleryTestSupport.scene(name)
    let positions = entry.positions(scene)
    for wanted in ["top", second] {
      let position = try #require(positions.first { $0.name == wanted }, "\(name)")
      scene.scroll(to: position.y)
      assertSnapshot(
        of: scene.window.render(),
        as: .png(size: GalleryTestSupport.size, scale: 1, background: .white),
        named: "\(name)-\(wanted)")
    }
  }
}
