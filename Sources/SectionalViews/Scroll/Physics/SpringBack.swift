import Foundation

/// The return of one axis to its edge after the content was pulled or coasted past it: a
/// critically damped spring.
///
/// With `ω = 2π / response` and the displacement `x₀` from the edge and velocity `v₀` at the
/// start, the displacement `t` seconds later is `(x₀ + (v₀ + ω x₀) t) · e^(−ω t)` and the
/// velocity `(v₀ − ω (v₀ + ω x₀) t) · e^(−ω t)`: it never oscillates, and at most overshoots
/// once when it starts moving outwards (Documentation/ScrollView.md § Spring-back).
public struct SpringBack: Hashable, Sendable {
  /// The spring's response: 0.35 s, the critically damped spring UIKit uses for its own
  /// interactive transitions.
  public static let defaultResponse: Double = 0.35
  /// The displacement, in points, below which the spring counts as settled: 0.5 pt.
  public static let settledDistance: Double = 0.5
  /// The speed, in points per second, below which the spring counts as settled: 10 pt/s.
  public static let settledSpeed: Double = 10

  /// The offset the spring pulls towards (the edge).
  public let restOffset: Double
  /// The displacement from ``restOffset`` at the start.
  public let startDisplacement: Double
  /// The velocity at the start, in points per second.
  public let startVelocity: Double
  /// The angular frequency `2π / response`, per second.
  public let omega: Double

  /// A spring from `offset` moving at `velocity` points per second back to `restOffset`.
  public init(
    offset: Double, velocity: Double, restOffset: Double, response: Double = defaultResponse
  ) {
    self.restOffset = restOffset
    startDisplacement = offset - restOffset
    startVelocity = velocity
    omega = 2 * Double.pi / max(response, 1e-3)
  }

  /// The offset `time` seconds after the start.
  public func offset(at time: Double) -> Double {
    let t = max(0, time)
    let b = startVelocity + omega * startDisplacement
    return restOffset + (startDisplacement + b * t) * Foundation.exp(-omega * t)
  }

  /// The velocity `time` seconds after the start, in points per second.
  public func velocity(at time: Double) -> Double {
    let t = max(0, time)
    let b = startVelocity + omega * startDisplacement
    return (startVelocity - omega * b * t) * Foundation.exp(-omega * t)
  }

  /// Whether, `time` seconds after the start, the offset is within ``settledDistance`` of the
  /// rest and the speed below ``settledSpeed``.
  public func isSettled(at time: Double) -> Bool {
    abs(offset(at: time) - restOffset) <= SpringBack.settledDistance
      && abs(velocity(at: time)) <= SpringBack.settledSpeed
  }

  /// The first whole millisecond at which the spring is settled (``isSettled(at:)``), at most
  /// 10 s.
  ///
  /// - Complexity: O(settle time in ms): a scan run once per spring, not per frame.
  public var settleTime: Double {
    var milliseconds = 0
    while milliseconds < 10_000, !isSettled(at: Double(milliseconds) / 1_000) {
      milliseconds += 1
    }
    return Double(milliseconds) / 1_000
  }
}
