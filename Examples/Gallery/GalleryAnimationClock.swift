import Sectional

/// The gallery's animation clock: the host's time with the idle gaps between animations
/// left out.
///
/// Hosts only send frames while something changes, so the host time at the last frame can be
/// long past when a tap starts an animation. The clock therefore only moves while an
/// animation ran through the previous frame: an animation started between frames shows its
/// first frame at progress 0 and then follows the host's time.
@MainActor
final class GalleryAnimationClock: AnimationClock {
  /// The animation time in seconds; 0 at creation.
  private(set) var now: Double = 0
  /// The host time of the last frame, or `nil` before the first.
  private var lastHostTime: Double?

  /// Moves to the host time `time`.
  ///
  /// The clock moves by the time since the last frame when `running` (an animation ran
  /// through that frame), else not at all. Times that go backwards move nothing.
  func advance(toHostTime time: Double, running: Bool) {
    if running, let lastHostTime { now += max(0, time - lastHostTime) }
    lastHostTime = max(time, lastHostTime ?? time)
  }
}
