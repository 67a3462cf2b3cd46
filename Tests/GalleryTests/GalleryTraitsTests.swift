import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The gallery's dark mode and text size: `d` and `t` at runtime, `--dark` and
/// `--content-size` on the command line.
@MainActor
@Suite struct GalleryTraitsTests {
  @Test("d flips every window to dark and back, and says so")
  func darkKey() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    #expect(recorded.press(.character("d")))
    #expect(recorded.takeEvents() == ["appearance dark"])
    #expect(recorded.app.statusText == "Appearance: dark")
    #expect(recorded.app.currentScene!.tableView.traitCollection.userInterfaceStyle == .dark)
    #expect(recorded.app.chromeWindow.traitCollection.userInterfaceStyle == .dark)
    recorded.press(.character("d"))
    #expect(recorded.app.currentScene!.tableView.traitCollection.userInterfaceStyle == .light)
  }

  @Test("t moves every window to the next text size, and scenes pushed later get it too")
  func contentSizeKey() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    #expect(recorded.press(.character("t")))
    #expect(recorded.takeEvents() == ["content-size XL"])
    #expect(recorded.app.statusText == "Text size: XL")
    recorded.press(.escape)
    recorded.press(.character("1"))
    #expect(
      recorded.app.currentScene!.tableView.traitCollection.preferredContentSizeCategory
        == .extraLarge)
  }

  @Test("chosen traits win over the host's, which fill in the rest")
  func chosenOverHost() throws {
    let recorded = try RecordedGalleryApp(scene: "contacts")
    recorded.app.chosenTraits = TraitCollection(userInterfaceStyle: .dark)
    recorded.app.hostTraitCollection = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .light), TraitCollection(displayScale: 2),
    ])
    #expect(
      recorded.app.currentScene!.tableView.traitCollection.description == "dark L @2x ltr regular")
  }

  @Test("--dark and --content-size set the traits and the PNG suffix")
  func flags() throws {
    let options = try GalleryOptions.parse(["--dark", "--content-size", "ax2"])
    #expect(options.traits.description == "dark AX2 - - -")
    #expect(options.pngSuffix == "-dark-AX2")
    #expect(try GalleryOptions.parse([]).pngSuffix == "")
    #expect(throws: GalleryOptions.UsageError.self) {
      try GalleryOptions.parse(["--content-size", "huge"])
    }
  }
}
