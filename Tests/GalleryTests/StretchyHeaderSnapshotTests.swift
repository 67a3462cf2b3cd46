import Sectional
import SectionalCairo
import SectionalRecipes
import SectionalSnapshotTesting
import Testing

/// PNG goldens of the stretchy-banner scene at rest and pulled 100 pt down past its top
/// (51.6 pt of rubber band), the banner grown over the gap, at 1x on white with Pango text.
@MainActor
@Suite struct StretchyHeaderSnapshotTests {
  @Test("the banner at rest, then stretched over the gap a pull past the top opens")
  func restingAndPulled() throws {
    try GalleryTestSupport.prepare()
    let scene = StretchyHeaderScene(
      size: GalleryTestSupport.size, textMeasurer: PangoTextMetrics.shared)
    let snapshot = Snapshotting.png(size: GalleryTestSupport.size, scale: 1, background: .white)
    assertSnapshot(of: scene.window.render(), as: snapshot, named: "stretchy-header-top")
    for (y, time) in [(300.0, 0.0), (320, 1.0 / 64), (420, 2.0 / 64)] {
      let phase: TouchPhase = time == 0 ? .began : .moved
      scene.window.send(Event(.pointer(phase, location: CGPoint(x: 195, y: y)), timestamp: time))
    }
    scene.window.layoutIfNeeded()
    #expect(scene.banner.frame.height > 251 && scene.banner.frame.height < 252)
    assertSnapshot(of: scene.window.render(), as: snapshot, named: "stretchy-header-pulled")
  }
}
