import Foundation

/// The coasting of one axis after a fling, as UIKit's scroll view decelerates: the velocity
/// keeps the fraction `rate` of itself every millisecond.
///
/// With `k = 1000 · ln(rate)` (per second, negative), the velocity `t` seconds after the
/// release is `v₀ · e^(k t)` and the offset is `x₀ + v₀ · (e^(k t) − 1) / k`, which comes to
/// rest at `x₀ − v₀ / k` (Documentation/ScrollView.md § Deceleration). Velocities are in points
/// per second.
public struct DecelerationCurve: Hashable, Sendable {
  /// The distance from the resting offset, in points, at which coasting counts as finished:
  /// 0.5 pt, half a point, below what a screen shows as movement.
  public static let restingDistance: Double = 0.5

  /// The offset at the release.
  public let startOffset: Double
  /// The velocity at the release, in points per second.
  public let startVelocity: Double
  /// The fraction of the velocity kept per millisecond (0.998 for `.normal`, 0.99 for `.fast`).
  public let rate: Double
  /// `1000 · ln(rate)`: the velocity's exponential decay per second (negative).
  public let decay: Double

  /// The curve that starts at `offset` with `velocity` points per second and keeps `rate` of
  /// its velocity per millisecond.
  ///
  /// A rate outside `0 < rate < 1` is clamped into it (a rate of 1 would never stop).
  public init(offset: Double, velocity: Double, rate: Double) {
    let safeRate = min(max(rate, 1e-6), 1 - 1e-9)
    startOffset = offset
    startVelocity = velocity
    self.rate = safeRate
    decay = 1_000 * Foundation.log(safeRate)
  }

  /// The curve from `offset` that comes to rest exactly at `target` with the decay of `rate`:
  /// its release velocity is `(target − offset) · −k`.
  ///
  /// This is how a scroll view honours a target offset its delegate changed.
  public init(offset: Double, restingAt target: Double, rate: Double) {
    let decay = DecelerationCurve(offset: offset, velocity: 0, rate: rate).decay
    self.init(offset: offset, velocity: (target - offset) * -decay, rate: rate)
  }

  /// Where the curve comes to rest: `x₀ − v₀ / k`.
  public var restingOffset: Double { startOffset - startVelocity / decay }

  /// The velocity `time` seconds after the release, in points per second.
  public func velocity(at time: Double) -> Double {
    startVelocity * Foundation.exp(decay * max(0, time))
  }

  /// The offset `time` seconds after the release.
  public func offset(at time: Double) -> Double {
    startOffset + startVelocity * (Foundation.exp(decay * max(0, time)) - 1) / decay
  }

  /// The time, in seconds after the release, when the offset is within
  /// ``restingDistance`` of ``restingOffset``; 0 when it starts that close.
  ///
  /// The distance left at time `t` is `|v₀| e^(k t) / −k`, so the time is
  /// `ln(ε · −k / |v₀|) / k`.
  public var stopTime: Double {
    let speed = abs(startVelocity)
    let threshold = DecelerationCurve.restingDistance * -decay
    guard speed > threshold else { return 0 }
    return Foundation.log(threshold / speed) / decay
  }

  /// The first time the offset reaches `edge`, or `nil` when the curve rests before it (or
  /// moves away from it).
  ///
  /// Solves `x₀ + v₀ (e^(k t) − 1) / k = edge` for `e^(k t) = 1 + (edge − x₀) k / v₀`.
  public func time(toReach edge: Double) -> Double? {
    guard startVelocity != 0 else { return edge == startOffset ? 0 : nil }
    let factor = 1 + (edge - startOffset) * decay / startVelocity
    guard factor > 0, factor <= 1 else { return nil }
    return Foundation.log(factor) / decay
  }
}
