import SectionalGraphics

/// What a host (a GTK window, a terminal) shows and drives: content that lays itself out at
/// the host's size, draws into a display list, takes input events and may animate.
///
/// `Window` conforms directly, so a host can show any view tree. An app that shows more than
/// one window's content (the gallery's scene tabs, for example) conforms by composing them.
/// Hosts call these on the main actor, in this order per frame:
///
/// 1. `resize(to:)` when the surface changes size, and once before the first frame;
/// 2. `send(_:pointer:)` for each input event since the last frame;
/// 3. `advanceAnimations(to:)` with the host's monotonic clock in seconds; while it returns
///    `true` the host keeps frames coming (GTK's frame clock, a terminal timer);
/// 4. `render()` only when `needsDisplay` is `true`: hosts redraw nothing otherwise.
@MainActor
public protocol HostContent: AnyObject {
  /// Whether something changed since the last `render()`.
  var needsDisplay: Bool { get }

  /// The text measurer the host's renderer draws with; hosts set it before the first layout
  /// so text is measured exactly as it is drawn (Pango for GTK, cells for a terminal).
  var textMeasurer: (any TextMeasuring)? { get set }

  /// The traits the host's platform gives the content (dark or light, text size, scale);
  /// hosts set it before the first layout and whenever the desktop's settings change
  /// (Documentation/Traits.md § Hosts).
  var hostTraitCollection: TraitCollection { get set }

  /// Lays the content out at `size` in points, the host surface's size.
  func resize(to size: CGSize)

  /// Delivers an input event in content coordinates; `pointer` tells simultaneous pointers
  /// apart (0 for a mouse). Returns whether anything took the event.
  @discardableResult
  func send(_ event: Event, pointer: Int) -> Bool

  /// Moves running animations to `time`, the host's monotonic clock in seconds, and returns
  /// whether any animation is still running.
  func advanceAnimations(to time: Double) -> Bool

  /// Lays out what is pending and draws the content into a display list in content
  /// coordinates, clearing `needsDisplay`.
  func render() -> DisplayList

  /// The elements assistive technology reaches, in reading order, with frames in content
  /// coordinates; hosts mirror them to the desktop's accessibility API (AT-SPI for GTK).
  /// A window gives its view tree's (`View.accessibilityItems()`).
  func accessibilityItems() -> [AccessibilityItem]
}

extension Window: HostContent {
  /// Sets the window's frame to `size` at the origin; a change of size marks it for layout
  /// and display.
  public func resize(to size: CGSize) {
    guard frame.size != size else { return }
    frame = CGRect(origin: .zero, size: size)
    setNeedsLayout()
    needsDisplay = true
  }

  /// A plain window runs no animations of its own: returns `false`.
  ///
  /// Content that animates (a table with an `Animator`) conforms through a type that owns
  /// the animator and steps it here.
  public func advanceAnimations(to time: Double) -> Bool { false }
}
