import Sectional
import SectionalRecipes
import Testing

/// The diffable planets scene: a `TableViewDiffableDataSource` whose snapshot changes on the
/// `s` key or a header tap.
///
/// Changes animate on the injected clock (Documentation/Recipes.md § The diffable planets
/// scene). At 320 × 480 in plain style a section is 22 pt of top padding, a
/// 28 pt title header and 44 pt rows.
@MainActor
@Suite struct DiffablePlanetsSceneTests {
  /// The scene at 320 × 480 with its table on a manual clock at 0.
  private func makeScene() -> (DiffablePlanetsScene, ManualClock) {
    let scene = RecipeScenes.make(DiffablePlanetsScene.self)
    let clock = ManualClock()
    scene.tableView.animator = Animator(clock: clock)
    return (scene, clock)
  }

  private func advance(_ scene: DiffablePlanetsScene, _ clock: ManualClock, by seconds: Double) {
    clock.advance(by: seconds)
    scene.tableView.animator?.step()
  }

  private func press(
    _ scene: DiffablePlanetsScene, _ key: KeyPress.Key, _ modifiers: KeyPress.Modifiers = []
  )
    -> Bool
  {
    scene.window.send(Event(.key(KeyPress(key, modifiers: modifiers))))
  }

  /// The frames of the views shown for `planets`' rows, by the text of their cells.
  private func rowFrames(_ scene: DiffablePlanetsScene, _ planets: [String]) -> [CGRect?] {
    let cells = scene.tableView.visibleCells
    return planets.map { planet in cells.first { $0.textLabel?.text == planet }?.frame }
  }

  private func row(_ y: Double, x: Double = 0) -> CGRect {
    CGRect(x: x, y: y, width: 320, height: 44)
  }

  private func header(_ y: Double, x: Double = 0) -> CGRect {
    CGRect(x: x, y: y, width: 320, height: 28)
  }

  @Test("the first snapshot shows rocky planets, gas giants and ice giants under their titles")
  func firstFrame() {
    let (scene, _) = makeScene()
    #expect(
      scene.tableView.layoutDump() == """
        plain 320x480 offset 0 content 502
        header 0 (0, 22, 320, 28) TableViewHeaderFooterView "Rocky"
        row [0, 0] (0, 50, 320, 44) TableViewCell "Mercury"
        row [0, 1] (0, 94, 320, 44) TableViewCell "Venus"
        row [0, 2] (0, 138, 320, 44) TableViewCell "Earth"
        row [0, 3] (0, 182, 320, 44) TableViewCell "Mars"
        header 1 (0, 248, 320, 28) TableViewHeaderFooterView "Gas giants"
        row [1, 0] (0, 276, 320, 44) TableViewCell "Jupiter"
        row [1, 1] (0, 320, 320, 44) TableViewCell "Saturn"
        header 2 (0, 386, 320, 28) TableViewHeaderFooterView "Ice giants"
        row [2, 0] (0, 414, 320, 44) TableViewCell "Uranus"
        row [2, 1] (0, 458, 320, 44) TableViewCell "Neptune"

        """)
    #expect(
      scene.providedPlanets == [
        "Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune",
      ])
    #expect(scene.name(ofSection: 1) == "Gas giants")
    withExtendedLifetime(scene) {}
  }

  @Test("s inserts Dwarf planets: it slides in from the left as the gas giants slide down")
  func insertSectionAnimates() throws {
    let (scene, clock) = makeScene()
    #expect(press(scene, .character("s")))
    #expect(scene.appliedChanges == 1)
    #expect(
      scene.dataSource.snapshot().sectionIdentifiers == [.rocky, .dwarf, .gasGiant, .iceGiant])
    // Only the inserted section's rows were asked for.
    #expect(scene.providedPlanets.suffix(2) == ["Ceres", "Pluto"])
    #expect(scene.providedPlanets.count == 10)
    let dwarf = try #require(scene.tableView.headerView(forSection: 1))
    let gas = try #require(scene.tableView.headerView(forSection: 2))
    // The first frame: the new section one width to the left, the rest where it was.
    #expect(dwarf.frame == header(248, x: -320))
    #expect(gas.frame == header(248))
    #expect(
      rowFrames(scene, ["Ceres", "Pluto", "Jupiter"]) == [
        row(276, x: -320), row(320, x: -320), row(276),
      ])
    // Half-way (0.15 s of UIKit's 0.3 s, where the ease-in-out curve is 1/2): half a width
    // in, half of 138 pt down.
    advance(scene, clock, by: 0.15)
    #expect(dwarf.frame == header(248, x: -160))
    #expect(gas.frame == header(317))
    #expect(
      rowFrames(scene, ["Ceres", "Pluto", "Jupiter"]) == [
        row(276, x: -160), row(320, x: -160), row(345),
      ])
    // The end: the section in place, the gas giants 22 + 28 + 2 × 44 = 138 pt lower.
    advance(scene, clock, by: 0.15)
    #expect(scene.tableView.animator?.isAnimating == false)
    #expect(dwarf.frame == header(248))
    #expect(gas.frame == header(386))
    #expect(
      rowFrames(scene, ["Ceres", "Pluto", "Jupiter", "Saturn"]) == [
        row(276), row(320), row(414), row(458),
      ])
    #expect(scene.providedPlanets.count == 10)
    withExtendedLifetime(scene) {}
  }

  @Test("a moved item slides from its old row to its new one; nothing is asked for again")
  func moveAnimates() {
    let (scene, clock) = makeScene()
    scene.applyNextChange()
    scene.applyNextChange()
    advance(scene, clock, by: 0.5)
    let asked = scene.providedPlanets.count
    #expect(scene.applyNextChange() == "Move Earth before Mercury")
    #expect(rowFrames(scene, ["Earth", "Mercury", "Venus"]) == [row(138), row(50), row(94)])
    advance(scene, clock, by: 0.15)
    #expect(rowFrames(scene, ["Earth", "Mercury", "Venus"]) == [row(94), row(72), row(116)])
    advance(scene, clock, by: 0.35)
    #expect(rowFrames(scene, ["Earth", "Mercury", "Venus"]) == [row(50), row(94), row(138)])
    #expect(scene.providedPlanets.count == asked)
    withExtendedLifetime(scene) {}
  }

  // Deleting Venus and Makemake lifts what follows by 44 pt each, so Jupiter comes on screen;
  // deleting the dwarf section lifts the rest by 22 + 28 + 4 × 44 = 226 pt, so Saturn, Uranus
  // and Neptune do. Going back asks only for Venus.
  @Test("each change asks the cell provider only for rows it inserts or brings on screen")
  func onlyChangesAreAskedFor() {
    let (scene, clock) = makeScene()
    let first = scene.tableView.layoutDump()
    var asked: [[String]] = []
    for _ in DiffablePlanetsScene.changes {
      let before = scene.providedPlanets.count
      scene.applyNextChange()
      advance(scene, clock, by: 0.5)
      #expect(scene.tableView.animator?.isAnimating == false)
      asked.append(Array(scene.providedPlanets.dropFirst(before)))
    }
    #expect(
      asked == [
        ["Ceres", "Pluto"], ["Haumea", "Makemake", "Eris"], [], ["Jupiter"],
        ["Saturn", "Uranus", "Neptune"], ["Venus"],
      ])
    #expect(scene.tableView.layoutDump() == first)
    #expect(scene.appliedChanges == 6)
    withExtendedLifetime(scene) {}
  }

  @Test("deleted items leave and the rows below close the gap over the animation")
  func deleteAnimates() {
    let (scene, clock) = makeScene()
    for _ in 0..<3 { scene.applyNextChange() }
    advance(scene, clock, by: 0.5)
    #expect(scene.applyNextChange() == "Delete Venus and Makemake")
    #expect(rowFrames(scene, ["Venus", "Mars", "Eris"]) == [nil, row(182), row(452)])
    advance(scene, clock, by: 0.15)
    #expect(rowFrames(scene, ["Mars", "Eris"]) == [row(160), row(408)])
    advance(scene, clock, by: 0.35)
    #expect(
      scene.tableView.layoutDump().split(separator: "\n").prefix(6).joined(separator: "\n") == """
        plain 320x480 offset 0 content 684
        header 0 (0, 22, 320, 28) TableViewHeaderFooterView "Rocky"
        row [0, 0] (0, 50, 320, 44) TableViewCell "Earth"
        row [0, 1] (0, 94, 320, 44) TableViewCell "Mercury"
        row [0, 2] (0, 138, 320, 44) TableViewCell "Mars"
        header 1 (0, 204, 320, 28) TableViewHeaderFooterView "Dwarf planets"
        """)
    withExtendedLifetime(scene) {}
  }

  @Test("a tap on a header reports the tap and applies the next change")
  func headerTap() {
    let (scene, clock) = makeScene()
    var heard: [SceneActivity] = []
    scene.onActivity = { heard.append($0) }
    let point = CGPoint(x: 160, y: 400)
    scene.window.send(Event(.pointer(.began, location: point)))
    scene.window.send(Event(.pointer(.ended, location: point)))
    #expect(heard == [.headerTapped(section: 2)])
    #expect(scene.appliedChanges == 1)
    advance(scene, clock, by: 0.3)
    #expect(scene.tableView.headerView(forSection: 1)?.textLabel?.text == "Dwarf planets")
    withExtendedLifetime(scene) {}
  }

  @Test("s with Control is not taken, and other keys keep the table's meaning")
  func otherKeys() {
    let (scene, _) = makeScene()
    #expect(!press(scene, .character("s"), [.control]))
    #expect(press(scene, .downArrow))
    #expect(scene.tableView.contentOffset.y == 22)
    #expect(scene.appliedChanges == 0)
    withExtendedLifetime(scene) {}
  }

  @Test("without an animator a change shows at once")
  func withoutAnimator() {
    let scene = RecipeScenes.make(DiffablePlanetsScene.self)
    scene.applyNextChange()
    #expect(rowFrames(scene, ["Ceres", "Jupiter"]) == [row(276), row(414)])
    withExtendedLifetime(scene) {}
  }
}
