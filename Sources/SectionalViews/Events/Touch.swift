import SectionalGraphics

/// One pointer's contact from down to up, delivered to the view it first hit.
///
/// Like `UITouch`, the same object follows the pointer through its phases and always reports
/// to the view hit when it began, even after leaving it.
@MainActor
public final class Touch {
  /// The current phase.
  public internal(set) var phase: TouchPhase
  /// The view hit when the touch began, or `nil` when nothing was hit.
  public let view: View?
  /// The window the touch happened in.
  public unowned let window: Window
  /// The location in window coordinates.
  public internal(set) var locationInWindow: CGPoint
  /// The previous location in window coordinates.
  public internal(set) var previousLocationInWindow: CGPoint
  /// When the latest phase happened, in the host's seconds.
  public internal(set) var timestamp: Double

  /// Creates a touch that began at `location` in `window`, on `view`.
  init(view: View?, window: Window, location: CGPoint, timestamp: Double) {
    self.phase = .began
    self.view = view
    self.window = window
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.timestamp = timestamp
  }

  /// The touch's location in `view`'s bounds coordinates (window coordinates for `nil`).
  ///
  /// - Complexity: O(depth).
  public func location(in view: View?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The previous location in `view`'s bounds coordinates (window coordinates for `nil`).
  ///
  /// - Complexity: O(depth).
  public func previousLocation(in view: View?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Moves the touch to a new phase and location.
  func update(phase: TouchPhase, location: CGPoint, timestamp: Double) {
    self.phase = phase
    previousLocationInWindow = locationInWindow
    locationInWindow = location
    self.timestamp = timestamp
  }
}

extension Touch: Hashable {
  /// Touches are equal only to themselves.
  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }

  /// Hashes the touch's identity.
  nonisolated public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}
