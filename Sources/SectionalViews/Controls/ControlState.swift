extension Control {
  /// The states of a control, as `UIControl.State`.
  ///
  /// `normal` is the empty set. Per-state values (button titles, colours, images) fall back to
  /// the `normal` value when a state has none, as in UIKit.
  public struct State: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// Creates a state from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The default state: enabled, not highlighted, not selected.
    public static let normal: State = []
    /// A touch is down inside the control.
    public static let highlighted = State(rawValue: 1 << 0)
    /// The control is disabled.
    public static let disabled = State(rawValue: 1 << 1)
    /// The control is selected.
    public static let selected = State(rawValue: 1 << 2)
  }

  /// The events a control sends to its actions, as `UIControl.Event`.
  public struct Event: OptionSet, Hashable, Sendable {
    /// The bit mask.
    public let rawValue: Int

    /// Creates events from a bit mask.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// A touch went down in the control.
    public static let touchDown = Event(rawValue: 1 << 0)
    /// A touch moved while inside the control's tracking bounds.
    public static let touchDragInside = Event(rawValue: 1 << 2)
    /// A touch moved while outside the tracking bounds.
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    /// A touch moved from outside the tracking bounds back in.
    public static let touchDragEnter = Event(rawValue: 1 << 4)
    /// A touch moved from inside the tracking bounds to outside.
    public static let touchDragExit = Event(rawValue: 1 << 5)
    /// A touch was released inside the tracking bounds: the tap.
    public static let touchUpInside = Event(rawValue: 1 << 6)
    /// A touch was released outside the tracking bounds.
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    /// The system cancelled the touch.
    public static let touchCancel = Event(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Event(rawValue: 1 << 12)
    /// The control's primary action fired (a button's tap).
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    /// Every touch event.
    public static let allTouchEvents = Event(rawValue: 0x0FFF)
    /// Every event, as `UIControl.Event.allEvents`: what `removeTarget(nil, action: nil, for:)`
    /// takes to clear a control.
    public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
  }
}

/// An action a control runs for its events, as `UIAction`.
@MainActor
public final class Action {
  /// A name that identifies the action for `removeAction(identifiedBy:for:)`.
  public let identifier: String
  /// The code run when the action fires.
  public let handler: @MainActor (Action) -> Void
  /// The control that is sending the action while the handler runs, else `nil`.
  ///
  /// Held only while the handler runs, so it keeps no control alive afterwards.
  public private(set) var sender: Control?

  /// Creates an action.
  ///
  /// The identifier defaults to a fresh unique string.
  public init(identifier: String? = nil, handler: @escaping @MainActor (Action) -> Void) {
    Action.counter += 1
    self.identifier = identifier ?? "action-\(Action.counter)"
    self.handler = handler
  }

  /// Counter for generated identifiers.
  private static var counter = 0

  /// Runs the handler with `sender` set.
  func perform(from control: Control) {
    sender = control
    handler(self)
    sender = nil
  }
}
