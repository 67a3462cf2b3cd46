import Sectional
import SectionalCairo
import SectionalRecipes
import SectionalSnapshotTesting
import Testing

/// PNG goldens of the diffable planets scene in light and dark mode: its first snapshot, and
/// the end of the first change (the Dwarf planets section inserted after Rocky), at 1x with
/// Pango text.
@MainActor
@Suite struct DiffablePlanetsSnapshotTests {
  @Test(
    "the first snapshot, then the dwarf planets inserted after Rocky, light and dark",
    arguments: [UserInterfaceStyle.light, .dark])
  func firstAndInserted(style: UserInterfaceStyle) throws {
    try GalleryTestSupport.prepare()
    let scene = DiffablePlanetsScene(
      size: GalleryTestSupport.size, textMeasurer: PangoTextMetrics.shared)
    scene.window.hostTraitCollection = TraitCollection(userInterfaceStyle: style)
    scene.window.layoutIfNeeded()
    let clock = ManualClock()
    scene.tableView.animator = Animator(clock: clock)
    let snapshot = Snapshotting.png(
      size: GalleryTestSupport.size, scale: 1, background: style == .dark ? .black : .white)
    let prefix = style == .dark ? "dark-" : ""
    assertSnapshot(of: scene.window.render(), as: snapshot, named: "\(prefix)planets-first")
    scene.applyNextChange()
    clock.advance(by: 0.3)
    scene.tableView.animator?.step()
    #expect(scene.tableView.animator?.isAnimating == false)
    scene.window.layoutIfNeeded()
    assertSnapshot(of: scene.window.render(), as: snapshot, named: "\(prefix)planets-dwarf")
  }
}
