import Sectional
import SectionalRecipes
import Testing

/// The stretchy banner: the app's `scrollViewDidScroll` grows the table header's banner over
/// the gap a pull past the top opens, on the injected clock through the drag, the rubber band
/// and the spring back (Documentation/ScrollView.md § Rubber band).
@MainActor
@Suite struct StretchyHeaderSceneTests {
  /// The scene at 390 × 844 with its table on a manual clock.
  private func makeScene() -> (StretchyHeaderScene, ManualClock) {
    let scene = RecipeScenes.make(StretchyHeaderScene.self, size: CGSize(width: 390, height: 844))
    let clock = ManualClock()
    scene.tableView.animator = Animator(clock: clock)
    return (scene, clock)
  }

  private func drag(_ scene: StretchyHeaderScene, _ phase: TouchPhase, y: Double, at time: Double) {
    scene.window.send(Event(.pointer(phase, location: CGPoint(x: 195, y: y)), timestamp: time))
  }

  @Test("at rest the banner fills the 200 pt table header and the rows start below it")
  func atRest() {
    let (scene, _) = makeScene()
    #expect(scene.headerView.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(scene.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(scene.banner.titleLabel.frame == CGRect(x: 16, y: 150, width: 358, height: 34))
    // The plain style's 22 pt header top padding sits between the banner and "Stages".
    #expect(scene.tableView.rectForHeader(inSection: 0).minY == 222)
    withExtendedLifetime(scene) {}
  }

  // A pull of 100 pt past the slop on an 844 pt tall table rubber-bands to
  // (1 − 1 / (100 · 0.55 / 844 + 1)) · 844 = 51.635… pt above the top.
  @Test("pulled down past the top, the banner's top follows the offset and it grows by the pull")
  func pulled() {
    let (scene, _) = makeScene()
    drag(scene, .began, y: 300, at: 0)
    drag(scene, .moved, y: 320, at: 1.0 / 64)
    drag(scene, .moved, y: 420, at: 2.0 / 64)
    let offset = scene.tableView.contentOffset.y
    #expect(abs(offset + 51.63515016685207) < 1e-9)
    #expect(scene.banner.frame.minY == offset)
    #expect(scene.banner.frame.height == 200 - offset)
    #expect(scene.banner.frame.width == 390)
    scene.window.layoutIfNeeded()
    #expect(scene.banner.titleLabel.frame.maxY == scene.banner.frame.height - 16)
    withExtendedLifetime(scene) {}
  }

  @Test("released after a pause, the banner shrinks with the spring back and ends at rest")
  func springsBack() {
    let (scene, clock) = makeScene()
    drag(scene, .began, y: 300, at: 0)
    drag(scene, .moved, y: 320, at: 1.0 / 64)
    drag(scene, .moved, y: 420, at: 2.0 / 64)
    drag(scene, .moved, y: 420, at: 20.0 / 64)
    drag(scene, .ended, y: 420, at: 20.0 / 64)
    #expect(scene.tableView.isDecelerating)
    var heights = [scene.banner.frame.height]
    for _ in 0..<640 where scene.tableView.animator?.isAnimating == true {
      clock.advance(by: 1.0 / 64)
      scene.tableView.animator?.step()
      let pull = max(0, -scene.tableView.contentOffset.y)
      #expect(scene.banner.frame == CGRect(x: 0, y: -pull, width: 390, height: 200 + pull))
      heights.append(scene.banner.frame.height)
    }
    #expect(abs(heights[0] - 251.63515016685207) < 1e-9)
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $1 <= $0 })
    #expect(scene.tableView.contentOffset.y == 0)
    #expect(scene.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    withExtendedLifetime(scene) {}
  }

  @Test("scrolled down, the banner keeps its 200 pt and scrolls away with the rows")
  func scrolledDown() {
    let (scene, _) = makeScene()
    scene.scroll(to: 120)
    #expect(scene.tableView.contentOffset.y == 120)
    #expect(scene.banner.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    #expect(scene.headerView.frame == CGRect(x: 0, y: 0, width: 390, height: 200))
    withExtendedLifetime(scene) {}
  }
}
