import SectionalGraphics
import SectionalViews

/// Merges GTK's click and drag gestures into one pointer's began/moved/ended/cancelled.
///
/// Both gestures see every press: `GtkGestureClick` reports press and release, and
/// `GtkGestureDrag` reports the press again (`drag-begin`), every move as an offset from the
/// start (`drag-update`) and the release (`drag-end`). Each press must reach the content as
/// exactly one `began`, any number of `moved` and one `ended` or `cancelled`, whichever
/// gesture speaks first; the tracker drops the duplicates. A move to the same location as the
/// last one is dropped too. Pointer motion with no button down never reaches it: the host
/// delivers that as a hover.
struct PointerTracker {
  /// Where the press started, while a button is down.
  private(set) var start: CGPoint?
  /// The last location delivered, while a button is down.
  private(set) var last: CGPoint?

  /// Whether a button is down.
  var isDown: Bool { start != nil }

  /// A press at `location`: `began`, or `nil` when this press was already reported.
  mutating func press(at location: CGPoint) -> Event.Kind? {
    guard start == nil else { return nil }
    start = location
    last = location
    return .pointer(.began, location: location)
  }

  /// A drag update `offset` from the start: `moved`, or `nil` when no press is down or the
  /// pointer did not move since the last event.
  mutating func drag(offset: CGPoint) -> Event.Kind? {
    guard let start else { return nil }
    let location = CGPoint(x: start.x + offset.x, y: start.y + offset.y)
    guard location != last else { return nil }
    last = location
    return .pointer(.moved, location: location)
  }

  /// A release at `location`: `ended` (after a `moved` there when the release is elsewhere
  /// than the last location), or nothing when no press is down.
  mutating func release(at location: CGPoint) -> [Event.Kind] {
    guard start != nil else { return [] }
    var kinds: [Event.Kind] = []
    if location != last { kinds.append(.pointer(.moved, location: location)) }
    kinds.append(.pointer(.ended, location: location))
    start = nil
    last = nil
    return kinds
  }

  /// A release reported as an offset from the start (GtkGestureDrag's `drag-end`).
  mutating func release(offset: CGPoint) -> [Event.Kind] {
    guard let start else { return [] }
    return release(at: CGPoint(x: start.x + offset.x, y: start.y + offset.y))
  }

  /// The gesture was cancelled (a grab broke): `cancelled` at the last location, or `nil`
  /// when no press is down.
  mutating func cancel() -> Event.Kind? {
    guard let last else { return nil }
    start = nil
    self.last = nil
    return .pointer(.cancelled, location: last)
  }
}
