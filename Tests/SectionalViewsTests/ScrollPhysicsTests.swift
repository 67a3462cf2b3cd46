import SectionalGraphics
import SectionalViews
import Testing

/// The scroll view's curves as pure values, against the formulas of Documentation/ScrollView.md
/// at literal times.
@Suite struct ScrollPhysicsTests {
  /// Whether `value` is within `tolerance` of `expected`.
  private func close(_ value: Double, _ expected: Double, _ tolerance: Double = 1e-9) -> Bool {
    abs(value - expected) <= tolerance
  }

  @Test("a 1000 pt/s fling at the normal rate coasts 499.5 pt and stops after 3.45 s")
  func normalDeceleration() {
    let curve = DecelerationCurve(offset: 0, velocity: 1_000, rate: 0.998)
    #expect(close(curve.decay, -2.0020026706730794))
    #expect(close(curve.restingOffset, 499.4998331664548))
    #expect(close(curve.offset(at: 0.5), 315.92802267850965))
    #expect(close(curve.velocity(at: 0.5), 367.5112548571585))
    #expect(close(curve.stopTime, 3.449922692823049))
    #expect(curve.offset(at: 0) == 0)
  }

  @Test("the fast rate coasts a tenth as far: 99.5 pt in 0.53 s for 1000 pt/s")
  func fastDeceleration() {
    let curve = DecelerationCurve(offset: 0, velocity: 1_000, rate: 0.99)
    #expect(close(curve.restingOffset, 99.49916247342207))
    #expect(close(curve.stopTime, 0.5266785592535582))
    let upwards = DecelerationCurve(offset: 100, velocity: -2_000, rate: 0.99)
    #expect(close(upwards.offset(at: 0.1), -26.158502157099946))
    #expect(close(upwards.velocity(at: 0.1), -732.0646825464582))
  }

  @Test("stop times grow with the logarithm of the velocity: 2.30 s at 100 pt/s, 4.25 s at 5000")
  func stopTimes() {
    #expect(
      close(DecelerationCurve(offset: 0, velocity: 100, rate: 0.998).stopTime, 2.2997818230209575))
    #expect(
      close(DecelerationCurve(offset: 0, velocity: -5_000, rate: 0.998).stopTime, 4.253836661575649)
    )
    #expect(DecelerationCurve(offset: 0, velocity: 0.5, rate: 0.998).stopTime == 0)
  }

  @Test("a curve made to rest at a target rests exactly there")
  func restingAtTarget() {
    let curve = DecelerationCurve(offset: 200, restingAt: 880, rate: 0.998)
    #expect(close(curve.restingOffset, 880, 1e-9))
    #expect(close(curve.startVelocity, 680 * 2.0020026706730794, 1e-9))
  }

  @Test(
    "the time to reach an edge solves the offset formula; an edge beyond the rest is never reached")
  func timeToReach() throws {
    let curve = DecelerationCurve(offset: 0, velocity: 1_000, rate: 0.998)
    let time = try #require(curve.time(toReach: 315.92802267850965))
    #expect(close(time, 0.5, 1e-12))
    #expect(curve.time(toReach: 600) == nil)
    #expect(curve.time(toReach: -10) == nil)
  }

  @Test("the rubber band follows UIKit's table of values for an 844 pt view")
  func rubberBand() {
    let values = [10.0, 50, 100, 200, 400, 844, 2_000].map {
      (RubberBand.offset(forOverscroll: $0, dimension: 844) * 10_000).rounded() / 10_000
    }
    #expect(values == [5.4644, 26.6322, 51.6352, 97.3166, 174.5113, 299.4839, 477.572])
    #expect(close(RubberBand.offset(forOverscroll: -100, dimension: 480), -49.34579439252332))
    #expect(RubberBand.offset(forOverscroll: 100, dimension: 0) == 0)
  }

  @Test("the inverse rubber band gives back the finger's overscroll")
  func rubberBandInverse() {
    let moved = RubberBand.offset(forOverscroll: -140, dimension: 480)
    #expect(close(RubberBand.overscroll(forOffset: moved, dimension: 480), -140, 1e-9))
  }

  @Test("a spring 50 pt past the top returns critically damped and settles after 0.37 s")
  func springBack() {
    let spring = SpringBack(offset: -50, velocity: 0, restOffset: 0)
    #expect(close(spring.omega, 17.951958020513104))
    #expect(close(spring.offset(at: 0.1), -23.2133921954459))
    #expect(close(spring.velocity(at: 0.1), 267.6393839694976))
    #expect(spring.settleTime == 0.37)
    #expect(!spring.isSettled(at: 0.369))
    #expect(spring.isSettled(at: 0.37))
  }

  @Test("a spring that starts at the edge moving outwards overshoots, then comes back")
  func springOvershoot() {
    let spring = SpringBack(offset: 600, velocity: -1_000, restOffset: 600)
    #expect(close(spring.offset(at: 0.05), 600 - 20.377372710632415))
    #expect(close(spring.velocity(at: 0.05), -41.7337147430259))
    #expect(spring.offset(at: 0.2) > spring.offset(at: 0.05))
  }

  @Test("the release velocity is the movement of the last 0.1 s; a pause before lifting gives none")
  func velocityTracker() {
    var tracker = VelocityTracker()
    tracker.add(CGPoint(x: 0, y: 400), at: 1)
    tracker.add(CGPoint(x: 0, y: 375), at: 1.03125)
    tracker.add(CGPoint(x: 0, y: 350), at: 1.0625)
    #expect(tracker.velocity(at: 1.0625) == CGPoint(x: 0, y: -800))
    tracker.add(CGPoint(x: 0, y: 350), at: 1.25)
    #expect(tracker.velocity(at: 1.25) == CGPoint(x: 0, y: 0))
  }

  @Test("the indicator stays for 0.4 s after the last scroll, then fades out over 0.2 s")
  func indicatorOpacity() {
    let opacities = [0, 0.4, 0.45, 0.5, 0.6, 1].map {
      ScrollIndicatorMetrics.opacity(sinceLastScroll: $0)
    }
    #expect(opacities.map { ($0 * 1_000).rounded() / 1_000 } == [1, 1, 0.75, 0.5, 0, 0])
  }

  @Test("the knob is the visible fraction of the track, at least 36 pt, and shrinks past an edge")
  func knob() {
    let middle = ScrollIndicatorMetrics.knob(
      trackStart: 3, trackLength: 480, visibleLength: 480, contentLength: 3_840, offset: 1_680,
      minOffset: 0, maxOffset: 3_360)
    #expect(middle.start == 213)
    #expect(middle.length == 60)
    let long = ScrollIndicatorMetrics.knob(
      trackStart: 3, trackLength: 480, visibleLength: 480, contentLength: 48_000, offset: 0,
      minOffset: 0, maxOffset: 47_520)
    #expect(long.start == 3)
    #expect(long.length == 36)
    let pulled = ScrollIndicatorMetrics.knob(
      trackStart: 3, trackLength: 480, visibleLength: 480, contentLength: 3_840, offset: -20,
      minOffset: 0, maxOffset: 3_360)
    #expect(pulled.start == 3)
    #expect(pulled.length == 40)
  }
}
