import SectionalViews

/// An animation clock that follows a host's frame times, leaving out the idle gaps between
/// animations.
///
/// Hosts send frames only while something changes, so the last frame's host time can be long
/// past when a tap starts an animation. The clock therefore moves only across frames that an
/// animation ran through: an animation started between frames shows its first frame at
/// progress 0 and then follows the host's time (Documentation/Apps.md § Animations).
@MainActor
public final class HostAnimationClock: AnimationClock {
  /// The animation time in seconds; 0 at creation, never going backwards.
  public private(set) var now: Double = 0
  /// The host time of the last frame, or `nil` before the first.
  private var lastHostTime: Double?

  /// Creates a clock at time 0.
  public init() {}

  /// Moves to the host time `time`.
  ///
  /// The clock moves by the time since the last frame when `running` (an animation ran
  /// through that frame), else not at all. Host times that go backwards move nothing.
  public func advance(toHostTime time: Double, running: Bool) {
    if running, let lastHostTime { now += max(0, time - lastHostTime) }
    lastHostTime = max(time, lastHostTime ?? time)
  }
}
