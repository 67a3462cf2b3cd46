import Foundation
import SectionalGraphics
import SectionalTestSupport
import Testing

@testable import SectionalGTK

@Suite struct KineticScrollTests {
  @Test("coasting covers v0 / (1000 ln(1/0.998)) points in total, UIKit's normal rate")
  func totalDistance() {
    var coast = KineticScroll(velocity: CGPoint(x: 0, y: 1_000), time: 5)
    let travelled = coast.step(to: 1_000)
    #expect(abs(travelled.y - 499.499_666) < 0.001)
    #expect(travelled.x == 0)
  }

  @Test("the first 100 ms of a 1000 pt/s fling travel 90.63 points")
  func firstStep() {
    var coast = KineticScroll(velocity: CGPoint(x: -1_000, y: 0), time: 0)
    let travelled = coast.step(to: 0.1)
    #expect(abs(travelled.x + 90.626) < 0.001)
  }

  @Test("coasting stops once the speed falls under 10 points per second")
  func stops() {
    let coast = KineticScroll(velocity: CGPoint(x: 0, y: 1_000), time: 0)
    #expect(coast.isRunning(at: 2.0))
    #expect(!coast.isRunning(at: 2.4))
    #expect(!KineticScroll(velocity: CGPoint(x: 3, y: 4), time: 0).isRunning(at: 0))
  }

  @Test("a step back in time travels nothing")
  func backwards() {
    var coast = KineticScroll(velocity: CGPoint(x: 0, y: 500), time: 1)
    _ = coast.step(to: 1.5)
    #expect(coast.step(to: 1.2) == CGPoint(x: 0, y: 0))
  }

  @Test("random step sequences add up to the distance of one step over the same time")
  func stepsAddUp() {
    for seed in UInt64(1)...200 {
      var random = SplitMix64(seed: seed)
      let velocity = CGPoint(
        x: Double.random(in: -3_000...3_000, using: &random),
        y: Double.random(in: -3_000...3_000, using: &random))
      var stepped = KineticScroll(velocity: velocity, time: 0)
      var whole = KineticScroll(velocity: velocity, time: 0)
      var time = 0.0
      var sum = CGPoint(x: 0, y: 0)
      for _ in 0..<20 {
        time += Double.random(in: 0.001...0.05, using: &random)
        let delta = stepped.step(to: time)
        sum = CGPoint(x: sum.x + delta.x, y: sum.y + delta.y)
      }
      let once = whole.step(to: time)
      #expect(abs(sum.x - once.x) < 1e-6, "seed \(seed)")
      #expect(abs(sum.y - once.y) < 1e-6, "seed \(seed)")
    }
  }
}
