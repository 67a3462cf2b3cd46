import Sectional
import SectionalSnapshotTesting
import Testing

@testable import sectional_gallery

/// PNG goldens of every scene in dark mode at its top, and of the header-fits scene (recipe
/// 002's self-sizing table header, its fonts scaled by `UIFontMetrics`) at three content size
/// categories, rendered at 1x as the gallery draws them.
@MainActor
@Suite struct GalleryTraitSnapshotTests {
  @Test(
    "each scene renders as recorded in dark mode",
    arguments: [
      "custom-header", "grouped-colors", "header-fits", "starcraft", "news-ads", "contacts",
    ])
  func dark(name: String) throws {
    let (_, scene) = try GalleryTestSupport.scene(name)
    scene.window.hostTraitCollection = TraitCollection(userInterfaceStyle: .dark)
    scene.scroll(to: 0)
    assertSnapshot(
      of: scene.window.render(),
      as: .png(size: GalleryTestSupport.size, scale: 1, background: .black),
      named: "dark-\(name)-top")
  }

  @Test(
    "the header-fits scene renders as recorded at extra small, XXXL and AX3",
    arguments: [ContentSizeCategory.extraSmall, .extraExtraExtraLarge, .accessibilityExtraLarge])
  func contentSizes(category: ContentSizeCategory) throws {
    let (_, scene) = try GalleryTestSupport.scene("header-fits")
    scene.window.hostTraitCollection = TraitCollection(preferredContentSizeCategory: category)
    scene.window.layoutIfNeeded()
    scene.scroll(to: 0)
    assertSnapshot(
      of: scene.window.render(),
      as: .png(size: GalleryTestSupport.size, scale: 1, background: .white),
      named: "header-fits-\(category)")
  }
}
