import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalGTK

@Suite struct GTKScrollMappingTests {
  @Test("a wheel detent scrolls the page size to the power 2/3, as GTK's scrolled window")
  func wheelStep() {
    #expect(abs(GTKScrollMapping.wheelStep(pageSize: 1_000) - 100) < 1e-9)
    #expect(abs(GTKScrollMapping.wheelStep(pageSize: 8) - 4) < 1e-12)
    #expect(abs(GTKScrollMapping.wheelStep(pageSize: 844) - 89.309) < 0.001)
  }

  @Test("an empty or invalid page scrolls nothing per detent")
  func degeneratePages() {
    #expect(GTKScrollMapping.wheelStep(pageSize: 0) == 0)
    #expect(GTKScrollMapping.wheelStep(pageSize: -5) == 0)
    #expect(GTKScrollMapping.wheelStep(pageSize: .infinity) == 0)
    #expect(GTKScrollMapping.wheelStep(pageSize: .nan) == 0)
  }

  @Test("wheel detents scale per axis by that axis's page size, keeping the sign")
  func wheelDeltas() {
    let page = CGSize(width: 8, height: 1_000)
    let down = GTKScrollMapping.points(dx: 0, dy: 1, unit: .wheel, pageSize: page)
    #expect(down.x == 0)
    #expect(abs(down.y - 100) < 1e-9)
    let left = GTKScrollMapping.points(dx: -2, dy: -0.5, unit: .wheel, pageSize: page)
    #expect(abs(left.x + 8) < 1e-9)
    #expect(abs(left.y + 50) < 1e-9)
  }

  @Test("surface-pixel deltas pass through as points")
  func surfaceDeltas() {
    let page = CGSize(width: 390, height: 844)
    let delta = GTKScrollMapping.points(dx: 1.5, dy: -12.25, unit: .surface, pageSize: page)
    #expect(delta == CGPoint(x: 1.5, y: -12.25))
  }

  @Test("deltas that are not finite count as no scroll on that axis")
  func nonFiniteDeltas() {
    let page = CGSize(width: 390, height: 844)
    let delta = GTKScrollMapping.points(dx: .nan, dy: .infinity, unit: .surface, pageSize: page)
    #expect(delta == CGPoint(x: 0, y: 0))
  }

  @Test("random wheel deltas are linear: twice the detents scroll twice as far")
  func wheelLinearity() {
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      let page = CGSize(
        width: Double.random(in: 1...2_000, using: &random),
        height: Double.random(in: 1...2_000, using: &random))
      let dy = Double.random(in: -10...10, using: &random)
      let once = GTKScrollMapping.points(dx: 0, dy: dy, unit: .wheel, pageSize: page)
      let twice = GTKScrollMapping.points(dx: 0, dy: 2 * dy, unit: .wheel, pageSize: page)
      #expect(abs(twice.y - 2 * once.y) <= 1e-9 * abs(twice.y) + 1e-12, "seed \(seed)")
      #expect((once.y > 0) == (dy > 0) || dy == 0, "seed \(seed)")
    }
  }
}
