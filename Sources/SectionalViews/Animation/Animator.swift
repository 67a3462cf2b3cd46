/// A source of the current time for an ``Animator``, in seconds.
///
/// Hosts pass a clock that reads the real time; tests pass a ``ManualClock`` and move it
/// themselves, so animations are deterministic.
@MainActor
public protocol AnimationClock: AnyObject {
  /// The current time in seconds; it never goes backwards.
  var now: Double { get }
}

/// A clock that only moves when told to, for tests and for stepping animations by hand.
@MainActor
public final class ManualClock: AnimationClock {
  /// The current time in seconds; 0 at creation.
  public private(set) var now: Double = 0

  /// Creates a clock at time 0.
  public init() {}

  /// Moves the clock forward by `seconds` (negative values are ignored).
  public func advance(by seconds: Double) {
    now += max(0, seconds)
  }
}

/// Runs animations against an injected ``AnimationClock``: each ``step()`` applies every
/// running animation's progress for the clock's current time.
///
/// Progress follows UIKit's default ease-in-out curve, `t² (3 − 2t)` (smoothstep). Finished
/// animations get their final value (progress 1) and their completion, once. Motions that
/// follow their own curve (a scroll view's deceleration and spring-back) run as frame
/// callbacks (``run(frames:)``) that read the clock themselves.
@MainActor
public final class Animator {
  /// UIKit's table edit/update animation duration: 0.3 s (`UITableConstants_IOS`).
  public static let tableUpdateDuration: Double = 0.3

  /// One running animation.
  private struct Running {
    let start: Double
    let duration: Double
    let update: (Double) -> Void
    let completion: () -> Void
  }

  /// The clock the animations are timed against.
  public let clock: any AnimationClock
  /// The running animations, in the order they started.
  private var running: [Running] = []
  /// The running frame callbacks (``run(frames:)``), in the order they started.
  private var frameCallbacks: [(Double) -> Bool] = []

  /// Creates an animator timed by `clock`.
  public init(clock: any AnimationClock) {
    self.clock = clock
  }

  /// Whether any animation is running.
  public var isAnimating: Bool { !running.isEmpty || !frameCallbacks.isEmpty }

  /// Calls `frame` with the clock's time at every ``step()`` until it returns `false`.
  ///
  /// For motions with their own curve: the callback computes its state from the time and
  /// says whether it continues. ``finishAll()`` leaves these running, since they have no
  /// final state to jump to; their owner stops them by returning `false`.
  public func run(frames frame: @escaping (Double) -> Bool) {
    frameCallbacks.append(frame)
  }

  /// Starts an animation of `duration` seconds: `update` receives the eased progress from 0
  /// to 1 at each ``step()`` (0 immediately), `completion` runs after the final update.
  ///
  /// A duration of 0 or less applies progress 1 and completes at once.
  public func animate(
    duration: Double, update: @escaping (Double) -> Void, completion: @escaping () -> Void = {}
  ) {
    guard duration > 0 else {
      update(1)
      completion()
      return
    }
    update(0)
    running.append(
      Running(start: clock.now, duration: duration, update: update, completion: completion))
  }

  /// Applies every running animation's progress at the clock's current time and completes
  /// the finished ones, then calls the frame callbacks.
  ///
  /// - Complexity: O(k) for k running animations and frame callbacks.
  public func step() {
    let now = clock.now
    let current = running
    running = []
    for animation in current {
      let linear = min(1, max(0, (now - animation.start) / animation.duration))
      animation.update(Self.easeInOut(linear))
      if linear < 1 {
        running.append(animation)
      } else {
        animation.completion()
      }
    }
    guard !frameCallbacks.isEmpty else { return }
    let callbacks = frameCallbacks
    frameCallbacks = []
    for frame in callbacks where frame(now) { frameCallbacks.append(frame) }
  }

  /// Ends every running eased animation now: each gets progress 1 and its completion.
  ///
  /// Frame callbacks (``run(frames:)``) keep running.
  ///
  /// - Complexity: O(k) for k running animations.
  public func finishAll() {
    let current = running
    running = []
    for animation in current {
      animation.update(1)
      animation.completion()
    }
  }

  /// The ease-in-out curve `t² (3 − 2t)`.
  nonisolated static func easeInOut(_ t: Double) -> Double { t * t * (3 - 2 * t) }
}
