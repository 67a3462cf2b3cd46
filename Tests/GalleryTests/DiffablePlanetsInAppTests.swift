import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The diffable planets scene inside the gallery app, pushed the way the app pushes its
/// scenes (a `GallerySceneController` over the list) but without an entry in
/// `GalleryScene.all`: the app's key routing brings `s` to the scene's table, and the change
/// animates on the app's animator as the hosts step it (`advanceAnimations(to:)`, which the
/// window host calls on each frame and the terminal host on each tick).
@MainActor
@Suite struct DiffablePlanetsInAppTests {
  /// The app with the planets scene on top, its table on the app's animator.
  private func makeApp() throws -> (RecordedGalleryApp, DiffablePlanetsScene) {
    let recorded = try RecordedGalleryApp()
    let app = recorded.app
    let scene = DiffablePlanetsScene(
      size: CGSize(width: 390, height: 772), textMeasurer: FixedTextMetrics())
    scene.tableView.animator = app.animator
    let entry = GalleryScene(
      name: "diffable-planets", caption: "", title: "Planets",
      make: { DiffablePlanetsScene(size: $0, textMeasurer: $1) }, positions: { _ in [] })
    app.navigationController.pushViewController(
      GallerySceneController(entry: entry, scene: scene), animated: false)
    app.noteTopController(reporting: false)
    app.window.layoutIfNeeded()
    return (recorded, scene)
  }

  @Test("s in the app inserts Dwarf planets, the gas giants sliding down in host time")
  func keyAnimatesInApp() throws {
    let (recorded, scene) = try makeApp()
    let app = recorded.app
    #expect(app.window.keyView === scene.tableView)
    #expect(!app.advanceAnimations(to: 50))
    #expect(recorded.press(.character("s")))
    #expect(scene.appliedChanges == 1)
    let gas = try #require(scene.tableView.headerView(forSection: 2))
    #expect(gas.textLabel?.text == "Gas giants")
    #expect(gas.frame.minY == 248)
    // The first frame after the key starts the animation, however long the host idled.
    #expect(app.advanceAnimations(to: 100))
    #expect(gas.frame.minY == 248)
    #expect(app.advanceAnimations(to: 100.15))
    #expect(abs(gas.frame.minY - 317) < 1e-9)
    #expect(!app.advanceAnimations(to: 100.31))
    #expect(gas.frame.minY == 386)
    withExtendedLifetime(scene) {}
  }

  @Test("a tap on a header in the app applies the next change")
  func tapInApp() throws {
    let (recorded, scene) = try makeApp()
    // Rocky's header is at 22...50 in the table, below the 44 pt bar: 66...94 in the app.
    recorded.tap(100, 80)
    #expect(scene.appliedChanges == 1)
    #expect(
      scene.dataSource.snapshot().sectionIdentifiers == [.rocky, .dwarf, .gasGiant, .iceGiant])
    withExtendedLifetime(scene) {}
  }
}
