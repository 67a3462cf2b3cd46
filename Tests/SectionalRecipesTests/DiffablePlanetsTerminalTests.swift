import Sectional
import SectionalRecipes
import SectionalTerminal
import Testing

/// The diffable planets scene drawn in terminal cells, as the gallery's terminal mode draws it
/// (its table adapted with `adaptToTerminal()`: one-cell headers and rows, no section padding;
/// text in `CellTextMetrics`): a change animates there as in the window, on the animator the
/// host steps, each frame snapped to whole cells.
@MainActor
@Suite struct DiffablePlanetsTerminalTests {
  /// The screen's lines, the empty ones at the bottom left out.
  private func lines(_ scene: DiffablePlanetsScene) -> [String] {
    var lines = CellRasterizer().rasterize(scene.window.render(), columns: 24, rows: 14).dump()
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  // 24 columns are 192 pt. The ease-in-out curve t² (3 − 2t) is 1/2 half-way, so the new
  // section is 96 pt (12 columns) to the left and the gas giants 1.5 rows lower (drawn one
  // row lower); at 3/4 of the time it is 27/32, so 30 pt (4 columns, rounded) are left to go
  // and the gas giants have gone 2.53 rows (drawn three rows lower, their place).
  @Test("s slides the dwarf planets in from the left in cells, frame by frame")
  func insertAnimatesInCells() {
    let size = CellScale.standard.size(columns: 24, rows: 14)
    let scene = DiffablePlanetsScene(size: size, textMeasurer: CellTextMetrics())
    scene.tableView.adaptToTerminal()
    let clock = ManualClock()
    scene.tableView.animator = Animator(clock: clock)
    scene.window.layoutIfNeeded()
    let rocky = ["  Rocky", "  Mercury", "  Venus", "  Earth", "  Mars"]
    let giants = ["  Gas giants", "  Jupiter", "  Saturn", "  Ice giants", "  Uranus", "  Neptune"]
    #expect(lines(scene) == rocky + giants)
    scene.window.send(Event(.key(KeyPress(.character("s")))))
    #expect(lines(scene) == rocky + giants)
    clock.advance(by: 0.15)
    scene.tableView.animator?.step()
    #expect(lines(scene) == rocky + ["ets"] + giants)
    clock.advance(by: 0.075)
    scene.tableView.animator?.step()
    #expect(lines(scene) == rocky + ["arf planets", "res", "uto"] + giants)
    clock.advance(by: 0.075)
    scene.tableView.animator?.step()
    #expect(scene.tableView.animator?.isAnimating == false)
    #expect(lines(scene) == rocky + ["  Dwarf planets", "  Ceres", "  Pluto"] + giants)
    withExtendedLifetime(scene) {}
  }
}
