import SectionalGraphics

/// An input event from a host (GTK window, terminal) delivered to a `Window`.
///
/// One type covers pointers (the mouse or a finger), scrolling and keys, like the single
/// `UIEvent` type with its `type` property. Locations are in the window's coordinates.
public struct Event: Hashable, Sendable {
  /// What happened.
  public var kind: Kind
  /// When it happened, in seconds on the host's clock; 0 when the host does not say.
  public var timestamp: Double

  /// Creates an event.
  ///
  /// The timestamp defaults to 0.
  public init(_ kind: Kind, timestamp: Double = 0) {
    self.kind = kind
    self.timestamp = timestamp
  }

  /// The kinds of input.
  public enum Kind: Hashable, Sendable {
    /// A pointer went down, moved, came up or was cancelled at a location.
    case pointer(TouchPhase, location: CGPoint)
    /// A scroll of `delta` points (positive y scrolls content up) at a location.
    case scroll(delta: CGPoint, location: CGPoint)
    /// Touchpad fingers lifted after scrolling at `velocity` points per second (the sign of a
    /// scroll's delta) at a location: the content may coast on (GTK's kinetic scrolling).
    case scrollFling(velocity: CGPoint, location: CGPoint)
    /// A key was pressed.
    case key(KeyPress)
    /// The pointer moved with no button down (a mouse hovering) to a location, or left the
    /// host's surface (`nil`). Hosts without hover (a terminal) never send it.
    case hover(location: CGPoint?)
  }

  /// The pointer location, for pointer, scroll, fling and hover events (`nil` for a hover that left
  /// the surface).
  public var location: CGPoint? {
    switch kind {
    case .pointer(_, let location): location
    case .scroll(_, let location): location
    case .scrollFling(_, let location): location
    case .key: nil
    case .hover(let location): location
    }
  }
}

/// The phase of a touch, as `UITouch.Phase`.
public enum TouchPhase: String, Hashable, Sendable, CaseIterable {
  /// The pointer went down.
  case began
  /// The pointer moved while down.
  case moved
  /// The pointer came up.
  case ended
  /// The system cancelled the touch (for example the window lost the pointer grab).
  case cancelled
}

/// A key press: a named key or the characters it typed, with modifiers.
public struct KeyPress: Hashable, Sendable {
  /// The key.
  public var key: Key
  /// Modifier keys held down.
  public var modifiers: Modifiers

  /// Creates a key press.
  ///
  /// No modifiers by default.
  public init(_ key: Key, modifiers: Modifiers = []) {
    self.key = key
    self.modifiers = modifiers
  }

  /// The keys hosts report.
  public enum Key: Hashable, Sendable {
    /// Text typed by the key (a letter, digit or symbol).
    case character(String)
    /// Arrow up.
    case upArrow
    /// Arrow down.
    case downArrow
    /// Arrow left.
    case leftArrow
    /// Arrow right.
    case rightArrow
    /// Page up.
    case pageUp
    /// Page down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Return or enter.
    case enter
    /// Escape.
    case escape
    /// Tab.
    case tab
    /// Space bar.
    case space
  }

  /// Modifier keys.
  public struct Modifiers: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// Creates modifiers from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = Modifiers(rawValue: 1)
    /// Control.
    public static let control = Modifiers(rawValue: 2)
    /// Alt or Option.
    public static let alternate = Modifiers(rawValue: 4)
    /// Super, Command or Windows.
    public static let command = Modifiers(rawValue: 8)
  }
}
