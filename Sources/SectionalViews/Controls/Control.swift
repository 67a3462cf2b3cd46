import SectionalGraphics

/// A view that turns touches into control events, as `UIControl`.
///
/// Tracking follows UIKit: a touch down highlights the control and sends `touchDown`; moving
/// out of the tracking bounds (the bounds grown by `trackingMargin`) unhighlights it and
/// sends `touchDragExit`, moving back sends `touchDragEnter`; release inside sends
/// `touchUpInside`, release outside `touchUpOutside` (never both), and a cancelled touch
/// sends `touchCancel`. Disabled controls ignore touches.
@MainActor
open class Control: View {
  /// A control is an accessibility element, as every UIKit control; its state adds
  /// `.selected` and `.notEnabled`.
  open override var accessibilityDefaults: AccessibilityDefaults {
    var traits: AccessibilityTraits = []
    if isSelected { traits.insert(.selected) }
    if !isEnabled { traits.insert(.notEnabled) }
    return AccessibilityDefaults(isElement: true, traits: traits)
  }

  /// Activating an enabled control sends its touch-up-inside and primary actions, as a tap
  /// would; a disabled one does nothing and returns `false`.
  open override func accessibilityActivate() -> Bool {
    guard isEnabled else { return false }
    sendActions(for: [.touchUpInside, .primaryActionTriggered])
    return true
  }

  /// Actions and target-action pairs with the events they listen for, in the order they were
  /// added: the order `sendActions(for:)` runs them in.
  var dispatchEntries: [ControlDispatchEntry] = []
  /// Whether the touch being tracked is inside the tracking bounds.
  private var trackingInside = false

  /// Creates a control with the given frame.
  public override init(frame: CGRect = .zero) {
    super.init(frame: frame)
  }

  /// Creates a control from an archive, as `UIControl.init(coder:)`: as `init(frame: .zero)`
  /// (see `View.init(coder:)`).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Whether the control responds to touches; `true` by default.
  open var isEnabled: Bool = true {
    didSet { if isEnabled != oldValue { stateDidChange() } }
  }

  /// Whether a touch is down inside the control; set by tracking.
  open var isHighlighted: Bool = false {
    didSet { if isHighlighted != oldValue { stateDidChange() } }
  }

  /// Whether the control is selected; `false` by default.
  open var isSelected: Bool = false {
    didSet { if isSelected != oldValue { stateDidChange() } }
  }

  /// Whether a touch is being tracked.
  public private(set) var isTracking = false

  /// How far outside the bounds a touch still counts as inside; 70 pt by default.
  ///
  /// UIKit keeps a tracked touch inside a control until it is about 70 pt beyond the bounds (an
  /// undocumented figure that developers measure, Documentation/TableMetrics.md § Interaction),
  /// so a finger that wanders a little still taps; set 0 for "outside the bounds is outside".
  open var trackingMargin: CGFloat = 70

  /// The current state, built from `isEnabled`, `isHighlighted` and `isSelected`.
  public var state: Control.State {
    var state = Control.State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Called when `state` changes; subclasses refresh their look here.
  ///
  /// The default marks the control for display.
  open func stateDidChange() {
    setNeedsDisplay()
  }

  /// Adds an action that runs for any of `events`, as `UIControl.addAction(_:for:)`.
  ///
  /// - Complexity: O(1) amortised.
  public func addAction(_ action: Action, for events: Control.Event) {
    dispatchEntries.append(ControlDispatchEntry(kind: .action(action), events: events))
  }

  /// Removes the action with `identifier` from `events` (it stays for its other events).
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeAction(identifiedBy identifier: String, for events: Control.Event) {
    removeEntries(for: events) { entry in
      if case .action(let action) = entry.kind { return action.identifier == identifier }
      return false
    }
  }

  /// The control events any action or target is registered for.
  public var allControlEvents: Control.Event {
    dispatchEntries.reduce(into: Control.Event()) { $0.formUnion($1.events) }
  }

  /// Runs every action and target-action pair registered for any of `events`, in the order
  /// they were added, as `UIControl.sendActions(for:)`.
  ///
  /// An entry registered for several of `events` runs once. Entries added or removed by a
  /// handler take effect from the next call. A target that no longer exists is skipped.
  ///
  /// - Complexity: O(n) in the number of actions and targets, plus the handlers.
  public func sendActions(for events: Control.Event) {
    let entries = dispatchEntries
    for entry in entries where !entry.events.isDisjoint(with: events) {
      switch entry.kind {
      case .action(let action): action.perform(from: self)
      case .target(let target): target.send(from: self)
      }
    }
  }

  /// Removes `events` from the entries `matches` selects, dropping entries left with none.
  func removeEntries(for events: Control.Event, where matches: (ControlDispatchEntry) -> Bool) {
    dispatchEntries = dispatchEntries.compactMap { entry in
      guard matches(entry) else { return entry }
      let remaining = entry.events.subtracting(events)
      return remaining.isEmpty ? nil : ControlDispatchEntry(kind: entry.kind, events: remaining)
    }
  }

  /// Whether `point` (bounds coordinates) is within the tracking bounds.
  public func isInsideTrackingBounds(_ point: CGPoint) -> Bool {
    bounds.insetBy(dx: -trackingMargin, dy: -trackingMargin).contains(point)
  }

  /// Starts tracking: highlights the control and sends `touchDown`.
  open override func touchesBegan(_ touches: Set<Touch>, with event: SectionalViews.Event?) {
    guard isEnabled, touches.first != nil else { return }
    isTracking = true
    trackingInside = true
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// Follows the touch: drag enter/exit and drag inside/outside events.
  open override func touchesMoved(_ touches: Set<Touch>, with event: SectionalViews.Event?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInsideTrackingBounds(touch.location(in: self))
    if inside != trackingInside {
      trackingInside = inside
      isHighlighted = inside
      sendActions(for: inside ? .touchDragEnter : .touchDragExit)
    }
    sendActions(for: inside ? .touchDragInside : .touchDragOutside)
  }

  /// Ends tracking: `touchUpInside` (and `primaryActionTriggered`) inside, else
  /// `touchUpOutside`.
  open override func touchesEnded(_ touches: Set<Touch>, with event: SectionalViews.Event?) {
    guard isTracking, let touch = touches.first else { return }
    let inside = isInsideTrackingBounds(touch.location(in: self))
    isTracking = false
    isHighlighted = false
    if inside {
      sendActions(for: [.touchUpInside, .primaryActionTriggered])
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Ends tracking without a tap: sends `touchCancel`.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: SectionalViews.Event?) {
    guard isTracking else { return }
    isTracking = false
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
