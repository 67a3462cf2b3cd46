import SectionalGraphics

/// An object that handles events or passes them on along the responder chain, as
/// `UIResponder`.
///
/// `View` is the responder everything else builds on: its `next` is its superview, so an
/// event a view does not handle climbs the tree until some view handles it or the chain
/// ends.
@MainActor
open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain; `nil` by default.
  open var next: Responder? { nil }

  /// Called when touches begin in this responder (for a view: touches that hit it).
  ///
  /// The default passes the touches to `next`, as `UIResponder` does.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesBegan(touches, with: event)
  }

  /// Called when touches that began in this responder move.
  ///
  /// The default passes the touches to `next`.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesMoved(touches, with: event)
  }

  /// Called when touches that began in this responder end.
  ///
  /// The default passes the touches to `next`.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesEnded(touches, with: event)
  }

  /// Called when touches that began in this responder are cancelled.
  ///
  /// The default passes the touches to `next`.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }

  /// Called for a scroll over this responder.
  ///
  /// `delta` is in points. The default passes it to `next`; returns whether some view handled
  /// it (the default for a root is `false`).
  @discardableResult
  open func scrollWheel(by delta: CGPoint, with event: Event?) -> Bool {
    next?.scrollWheel(by: delta, with: event) ?? false
  }

  /// Called when touchpad scrolling over this responder ends with `velocity` points per second
  /// (in the direction of a scroll's delta), so that the content can coast on.
  ///
  /// The default passes it to `next`; returns whether some view coasts (a ``ScrollView``).
  @discardableResult
  open func scrollFling(velocity: CGPoint, with event: Event?) -> Bool {
    next?.scrollFling(velocity: velocity, with: event) ?? false
  }

  /// Called when a pointer with no button down moves over this responder, and with `nil` when it
  /// moved off it (onto another view, or out of the window).
  ///
  /// `location` is in window coordinates; iPadOS's counterpart is `UIHoverGestureRecognizer`.
  /// The default passes it to `next`; returns whether some view used it.
  @discardableResult
  open func pointerHovered(at location: CGPoint?, with event: Event?) -> Bool {
    next?.pointerHovered(at: location, with: event) ?? false
  }

  /// Called for a key press when this responder is the window's key view.
  ///
  /// The default passes it to `next`; returns whether some view handled it.
  @discardableResult
  open func keyPressed(_ press: KeyPress, with event: Event?) -> Bool {
    next?.keyPressed(press, with: event) ?? false
  }

  // MARK: Accessibility (UIKit declares these on NSObject; see Documentation/Accessibility.md)

  /// The accessibility values set on this object, made when the first one is set.
  final var accessibilityStorage: AccessibilityStorage?

  /// What the object exposes when nothing was set on it: not an element, no label, no traits.
  ///
  /// Subclasses override it with their class's defaults (a label reads its text, a button is
  /// a button); values set on an instance win. An extra of Sectional's: UIKit's classes
  /// compute their defaults inside each getter.
  open var accessibilityDefaults: AccessibilityDefaults { AccessibilityDefaults() }

  /// Whether assistive technology stops on this object; a plain view is not an element,
  /// labels, buttons and image views with an image are.
  open var isAccessibilityElement: Bool {
    get { accessibilityStorage?.isElement ?? accessibilityDefaults.isElement }
    set { accessibility.isElement = newValue }
  }

  /// The short text read for the element, such as a label's text or a button's title.
  open var accessibilityLabel: String? {
    get { accessibilityStorage?.label ?? accessibilityDefaults.label }
    set { accessibility.label = .some(newValue) }
  }

  /// The element's current value, read after its label (for example "Collapsed").
  open var accessibilityValue: String? {
    get { accessibilityStorage?.value ?? accessibilityDefaults.value }
    set { accessibility.value = .some(newValue) }
  }

  /// What activating the element does, read after a pause.
  open var accessibilityHint: String? {
    get { accessibilityStorage?.hint ?? accessibilityDefaults.hint }
    set { accessibility.hint = .some(newValue) }
  }

  /// What the element is and its state (`.header`, `.button`, `.selected`, …).
  open var accessibilityTraits: AccessibilityTraits {
    get { accessibilityStorage?.traits ?? accessibilityDefaults.traits }
    set { accessibility.traits = newValue }
  }

  /// The element's frame in window coordinates.
  ///
  /// UIKit's are screen coordinates; a host's window is its screen. For a view the frame
  /// follows the view unless set.
  open var accessibilityFrame: CGRect {
    get {
      if let frame = accessibilityStorage?.frame { return frame }
      guard let view = self as? View else { return .zero }
      return view.convert(view.bounds, to: nil)
    }
    set { accessibility.frame = newValue }
  }

  /// The elements inside this container in reading order, when it orders them itself;
  /// `nil` lets the subviews be read top to bottom, then leading to trailing.
  ///
  /// Entries are views or ``AccessibilityElement``s; anything else is skipped.
  open var accessibilityElements: [Any]? {
    get {
      guard let set = accessibilityStorage?.elements else { return defaultAccessibilityElements }
      return set.map { objects in objects.map { $0 as Any } }
    }
    set { accessibility.elements = .some(newValue?.map { $0 as AnyObject }) }
  }

  /// The reading order a container gives its elements when none was set.
  ///
  /// `nil` (the subviews by position) by default. A table gives its visible headers, rows
  /// and footers section by section.
  open var defaultAccessibilityElements: [Any]? { nil }

  /// Whether the elements inside this object are hidden from assistive technology; `false`
  /// by default.
  open var accessibilityElementsHidden: Bool {
    get { accessibilityStorage?.elementsHidden ?? false }
    set { accessibility.elementsHidden = newValue }
  }

  /// Performs the element's action as a double tap with VoiceOver would.
  ///
  /// Returns whether it did something. The default does nothing and returns `false`;
  /// controls and table headers and rows override it.
  open func accessibilityActivate() -> Bool { false }

  /// The storage, made on first use; every change through it is an accessibility change.
  private var accessibility: AccessibilityStorage {
    Accessibility.noteChange()
    if let accessibilityStorage { return accessibilityStorage }
    let storage = AccessibilityStorage()
    accessibilityStorage = storage
    return storage
  }
}
