import Foundation
import SectionalGraphics

/// The coasting that follows a touchpad fling, as UIScrollView decelerates.
///
/// GTK's scroll controller with `GTK_EVENT_CONTROLLER_SCROLL_KINETIC` only reports the
/// velocity when the fingers lift (`decelerate`); the scrolling after it is the host's job.
/// The velocity decays by `rate` per millisecond, 0.998 by default:
/// `UIScrollView.DecelerationRate.normal`. Velocity at time t after the start is
/// `v0 · rate^(1000 t)`; the distance between two times is the integral,
/// `v0 · (rate^(1000 t1) − rate^(1000 t0)) / (1000 ln rate)`. Coasting stops once the speed
/// drops below `stopSpeed` (10 pt/s by default).
struct KineticScroll: Hashable, Sendable {
  /// The velocity when coasting started, in points per second.
  let velocity: CGPoint
  /// When coasting started, in seconds on the host's clock.
  let startTime: Double
  /// The fraction of the velocity kept per millisecond.
  let rate: Double
  /// The speed in points per second below which coasting stops.
  let stopSpeed: Double
  /// The time of the last step.
  private(set) var lastTime: Double

  /// Starts coasting at `velocity` points per second at `time`.
  init(velocity: CGPoint, time: Double, rate: Double = 0.998, stopSpeed: Double = 10) {
    self.velocity = velocity
    self.startTime = time
    self.rate = rate
    self.stopSpeed = stopSpeed
    self.lastTime = time
  }

  /// The fraction of the starting velocity left at `time`.
  private func decay(at time: Double) -> Double {
    pow(rate, Swift.max(0, time - startTime) * 1_000)
  }

  /// Whether the speed at `time` is still at least `stopSpeed`.
  func isRunning(at time: Double) -> Bool {
    let factor = decay(at: time)
    let speed = (velocity.x * velocity.x + velocity.y * velocity.y).squareRoot() * factor
    return speed >= stopSpeed
  }

  /// The distance travelled since the last step, up to `time`, and records the step.
  ///
  /// A time before the last step travels nothing.
  mutating func step(to time: Double) -> CGPoint {
    guard time > lastTime else { return CGPoint(x: 0, y: 0) }
    let scale = (decay(at: time) - decay(at: lastTime)) / (1_000 * log(rate))
    lastTime = time
    return CGPoint(x: velocity.x * scale, y: velocity.y * scale)
  }
}
