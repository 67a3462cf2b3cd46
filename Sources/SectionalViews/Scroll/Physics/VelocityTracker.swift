import SectionalGraphics

/// The recent positions of a dragging pointer, and the velocity they give at its release.
///
/// The velocity is the displacement between the oldest and newest positions of the last
/// ``window`` seconds, over the time between them; a pointer that stood still for that long
/// before lifting has no velocity, so the drag ends without a fling
/// (Documentation/ScrollView.md § Dragging).
public struct VelocityTracker: Hashable, Sendable {
  /// How far back positions count: 0.1 s.
  public static let window: Double = 0.1

  /// The positions of the last ``window`` seconds (and one before them), oldest first.
  private var samples: [Sample] = []

  /// One position and when it was reached.
  private struct Sample: Hashable, Sendable {
    var time: Double
    var point: CGPoint
  }

  /// An empty tracker.
  public init() {}

  /// Records that the pointer was at `point` at `time` (seconds).
  ///
  /// Positions older than ``window`` before it are dropped; a time earlier than the newest
  /// sample restarts the track.
  ///
  /// - Complexity: amortised O(1).
  public mutating func add(_ point: CGPoint, at time: Double) {
    if let last = samples.last, time < last.time { samples.removeAll() }
    samples.append(Sample(time: time, point: point))
    let cutoff = time - VelocityTracker.window
    var drop = 0
    while drop < samples.count - 1, samples[drop].time < cutoff { drop += 1 }
    if drop > 0 { samples.removeFirst(drop) }
  }

  /// The velocity in points per second at `time`: the movement of the samples no older than
  /// ``window`` before `time`, or zero with fewer than two of them.
  public func velocity(at time: Double) -> CGPoint {
    let recent = samples.filter { $0.time >= time - VelocityTracker.window && $0.time <= time }
    guard let first = recent.first, let last = recent.last, last.time > first.time else {
      return CGPoint(x: 0, y: 0)
    }
    let elapsed = last.time - first.time
    return CGPoint(
      x: (last.point.x - first.point.x) / elapsed, y: (last.point.y - first.point.y) / elapsed)
  }
}
