import Sectional
import SectionalRecipes

/// One scene (Documentation/Recipes.md) as the gallery shows it: its name, a caption, how to build
/// it, and the scroll positions it is rendered at.
///
/// Plain scenes are shown at the top, with one section's header pinned over its rows (`pinned`: 30
/// pt into that section's header), and with that header being pushed off by the next section
/// (`pushed`: the section's end half the pinned header's height below the top). Grouped scenes,
/// whose headers scroll with the content, and the stretchy banner's single section are shown
/// at the top and scrolled (`scrolled`).
@MainActor
struct GalleryScene {
  /// A named content offset.
  struct Position: Equatable {
    /// The file-name suffix: `top`, `pinned`, `pushed`, `scrolled` or `offset-<Y>`.
    var name: String
    /// The table's content offset, before clamping to what the table can scroll.
    var y: Double
  }

  /// The scene's name, as `--scene` takes it.
  var name: String
  /// What the scene shows, in one line.
  var caption: String
  /// The scene's title: its row in the app's list and its navigation bar once pushed.
  var title: String
  /// Builds the scene at a window size with a text measurer.
  var make: @MainActor (CGSize, (any TextMeasuring)?) -> any TableScene
  /// The positions it is rendered at, computed from the laid-out scene.
  var positions: @MainActor (any TableScene) -> [Position]

  /// Every scene, in the order the app lists them.
  ///
  /// The five recipes of Documentation/Recipes.md, contacts, then the stretchy banner. A new
  /// scene is one more entry here.
  static let all: [GalleryScene] = [
    GalleryScene(
      name: "custom-header",
      caption: "Seed 000: a 22 pt header built in code, then 68 pt template headers",
      title: "Custom Header",
      make: { CustomHeaderScene(size: $0, textMeasurer: $1) },
      positions: { plainPositions($0, section: 1) }),
    GalleryScene(
      name: "grouped-colors",
      caption: "Seed 001: grouped, clear over pastel, 40 pt headers only where titled",
      title: "Grouped Colors",
      make: { GroupedColorsScene(size: $0, textMeasurer: $1) },
      positions: { groupedPositions($0, section: 2) }),
    GalleryScene(
      name: "header-fits",
      caption: "Seed 002: a four-label table header sized to fit its Auto Layout content",
      title: "Header Fits",
      make: { HeaderFitsScene(size: $0, textMeasurer: $1) },
      positions: { groupedPositions($0, section: 1) }),
    GalleryScene(
      name: "starcraft",
      caption: "Seed 003: a theme via appearance proxies, 66 pt race headers, guide cells",
      title: "StarCraft Races",
      make: { StarcraftScene(size: $0, textMeasurer: $1) },
      positions: { plainPositions($0, section: 0) }),
    GalleryScene(
      name: "news-ads",
      caption: "Seed 004: cached ad headers at alpha 0.7 floating over the news rows",
      title: "News and Ads",
      make: { NewsAdsScene(size: $0, textMeasurer: $1) },
      positions: { plainPositions($0, section: 1) }),
    GalleryScene(
      name: "contacts",
      caption: "A-Z contacts: sticky letter headers and a section index",
      title: "Contacts",
      make: { ContactsScene(size: $0, textMeasurer: $1) },
      positions: { plainPositions($0, section: 12) }),
    GalleryScene(
      name: "stretchy-header",
      caption: "scrollViewDidScroll stretches a 200 pt banner over a pull past the top",
      title: "Stretchy Banner",
      make: { StretchyHeaderScene(size: $0, textMeasurer: $1) },
      positions: { groupedPositions($0, section: 0) }),
    GalleryScene(
      name: "diffable-planets",
      caption: "A diffable data source: s or a header tap applies the next snapshot",
      title: "Diffable Planets",
      make: { DiffablePlanetsScene(size: $0, textMeasurer: $1) },
      positions: { _ in [Position(name: "top", y: 0)] }),
  ]

  /// Top; `section`'s header pinned 30 pt into its section; and pushed half off by the next.
  static func plainPositions(_ scene: any TableScene, section: Int) -> [Position] {
    let table = scene.tableView
    let header = table.rectForHeader(inSection: section)
    let end = table.rect(forSection: section).maxY
    return [
      Position(name: "top", y: 0), Position(name: "pinned", y: header.minY + 30),
      Position(name: "pushed", y: end - header.height / 2),
    ]
  }

  /// Top, and scrolled so `section`'s header sits 100 pt below the top.
  static func groupedPositions(_ scene: any TableScene, section: Int) -> [Position] {
    let header = scene.tableView.rectForHeader(inSection: section)
    return [Position(name: "top", y: 0), Position(name: "scrolled", y: header.minY - 100)]
  }
}
