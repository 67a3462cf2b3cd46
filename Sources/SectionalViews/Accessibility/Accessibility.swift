/// The accessibility namespace, as UIKit's `UIAccessibility`: notifications posted to
/// assistive technology, and the change count hosts watch to keep their mirrors current.
@MainActor
public enum Accessibility {
  /// A notification to assistive technology, as `UIAccessibility.Notification`.
  public struct Notification: Hashable, Sendable {
    /// The notification's name.
    public let rawValue: String

    /// Creates a notification named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A new screen appeared; the argument is the element to move to, or `nil`.
    public static let screenChanged = Notification(rawValue: "screenChanged")
    /// Part of the screen changed; the argument is the element to move to, or `nil`.
    public static let layoutChanged = Notification(rawValue: "layoutChanged")
    /// Something to be read out; the argument is the text.
    public static let announcement = Notification(rawValue: "announcement")
    /// The content scrolled by a page; the argument is text describing the position.
    public static let pageScrolled = Notification(rawValue: "pageScrolled")
  }

  /// Something that wants to hear posted notifications (a host's accessibility bridge).
  public typealias Observer = @MainActor (Notification, Any?) -> Void

  private static var observers: [Int: Observer] = [:]
  private static var nextObserverID = 0

  /// How many accessibility values were set since the process started; hosts compare it
  /// with the count they last mirrored.
  public private(set) static var changeCount = 0

  /// Which assistive technology a focus query is about, as
  /// `UIAccessibility.AssistiveTechnologyIdentifier`.
  public struct AssistiveTechnologyIdentifier: Hashable, Sendable {
    /// The identifier's name.
    public let rawValue: String

    /// Creates an identifier named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// VoiceOver's, the screen reader's.
    public static let notificationVoiceOver = AssistiveTechnologyIdentifier(
      rawValue: "UIAccessibilityNotificationVoiceOverIdentifier")
  }

  /// The element the screen reader's focus is on, not retained.
  private static weak var focused: Responder?

  /// The element the screen reader's focus is on, or `nil` (UIKit's
  /// `UIAccessibility.focusedElement(using:)`).
  ///
  /// Sectional keeps one focus for every assistive technology: the element last named by a
  /// posted `.screenChanged` or `.layoutChanged`, as UIKit's screen reader moves to it. The
  /// terminal host keeps the cursor on it (Documentation/Accessibility.md § Terminal).
  public static func focusedElement(using identifier: AssistiveTechnologyIdentifier?) -> Any? {
    focused
  }

  /// Posts `notification` with `argument` to every observer, as
  /// `UIAccessibility.post(notification:argument:)`; layout and screen changes also count as
  /// changes, and one whose argument is a view or an ``AccessibilityElement`` moves the focus
  /// to it (``focusedElement(using:)``).
  public static func post(notification: Notification, argument: Any?) {
    if notification == .layoutChanged || notification == .screenChanged {
      noteChange()
      if let element = argument as? Responder { focused = element }
    }
    for observer in observers.values { observer(notification, argument) }
  }

  /// Adds an observer of posted notifications; returns the token that removes it.
  @discardableResult
  public static func addObserver(_ observer: @escaping Observer) -> Int {
    nextObserverID += 1
    observers[nextObserverID] = observer
    return nextObserverID
  }

  /// Removes the observer `token` named.
  public static func removeObserver(_ token: Int) {
    observers[token] = nil
  }

  /// Whether a screen reader is running; Sectional cannot ask the desktop, so `false`.
  public static var isVoiceOverRunning: Bool { false }

  /// Counts a change of an accessibility value.
  static func noteChange() {
    changeCount &+= 1
  }
}
