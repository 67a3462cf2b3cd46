import SectionalGraphics

/// A button on a navigation bar, as `UIBarButtonItem`: a title or an image, a style, and an
/// action (target-action, as ``Control``'s `addTarget(_:action:for:)`, or a primary
/// ``Action``).
///
/// The bar that shows the item makes a button for it; a tap runs the item's action with the
/// item as sender, as UIKit does. The target is not retained; a `nil` target sends the action
/// up the responder chain from the bar's button to the first responder that has the method
/// (Documentation/ControlsAndLayers.md § Target-action).
@MainActor
open class BarButtonItem {
  /// How an item's title is drawn, as `UIBarButtonItem.Style`.
  public enum Style: Int, Hashable, Sendable, CaseIterable {
    /// The system font at 17 pt.
    case plain
    /// The semibold system font at 17 pt, for the item that completes a task.
    case done
  }

  /// The title drawn on the button.
  open var title: String? {
    didSet { itemDidChange() }
  }

  /// The image drawn on the button (left of the title when both are set).
  open var image: Image? {
    didSet { itemDidChange() }
  }

  /// The title's style; `.plain` by default.
  open var style: Style = .plain {
    didSet { itemDidChange() }
  }

  /// Whether the button reacts to taps; `true` by default.
  ///
  /// A disabled one is drawn grey.
  open var isEnabled = true {
    didSet { itemDidChange() }
  }

  /// The button's colour; `nil` (the default) uses the bar's tint colour.
  open var tintColor: Color? {
    didSet { itemDidChange() }
  }

  /// The object that receives the action; not retained.
  ///
  /// `nil` sends the action up the responder chain.
  open weak var target: AnyObject?

  /// The action that runs on a tap in place of the target-action pair, as
  /// `UIBarButtonItem.primaryAction`.
  open var primaryAction: Action?

  /// The target-action pair's method, bound to whatever receiver a tap finds.
  private var method: ItemMethod?

  /// Creates an item with no title, image or action.
  public init() {}

  /// Creates an item with a title and no action (`action: nil`), as UIKit's
  /// `init(title:style:target:action:)` with a `nil` selector.
  public init(title: String?, style: Style, target: AnyObject?, action: Never?) {
    self.title = title
    self.style = style
    self.target = target
  }

  /// Creates an item with a title whose tap calls `action` (a method taking no argument) on
  /// `target`, as `init(title:style:target:action:)`.
  ///
  /// Traps when a non-`nil` target is not of the method's type.
  public init<Receiver>(
    title: String?, style: Style, target: AnyObject?,
    action: @escaping (Receiver) -> @MainActor () -> Void
  ) {
    self.title = title
    self.style = style
    self.target = target
    method = ItemMethod(target: target, action: action)
  }

  /// Creates an item with a title whose tap calls `action` with the item as sender.
  public init<Receiver, Sender>(
    title: String?, style: Style, target: AnyObject?,
    action: @escaping (Receiver) -> @MainActor (Sender) -> Void
  ) {
    self.title = title
    self.style = style
    self.target = target
    method = ItemMethod(target: target, action: action)
  }

  /// Creates an item with an image whose tap calls `action` on `target`, as
  /// `init(image:style:target:action:)`.
  public init<Receiver>(
    image: Image?, style: Style, target: AnyObject?,
    action: @escaping (Receiver) -> @MainActor () -> Void
  ) {
    self.image = image
    self.style = style
    self.target = target
    method = ItemMethod(target: target, action: action)
  }

  /// Creates an item with an image whose tap calls `action` with the item as sender.
  public init<Receiver, Sender>(
    image: Image?, style: Style, target: AnyObject?,
    action: @escaping (Receiver) -> @MainActor (Sender) -> Void
  ) {
    self.image = image
    self.style = style
    self.target = target
    method = ItemMethod(target: target, action: action)
  }

  /// Creates an item whose tap runs `primaryAction`, as
  /// `init(title:image:primaryAction:menu:)` without a menu.
  public init(title: String? = nil, image: Image? = nil, primaryAction: Action? = nil) {
    self.title = title
    self.image = image
    self.primaryAction = primaryAction
  }

  /// Runs the item's action for a tap on `button`.
  ///
  /// That is the primary action, else the method on the target (or on the first responder
  /// from `button` up that has it). Does nothing while disabled.
  func performAction(from button: Control) {
    guard isEnabled else { return }
    if let primaryAction {
      button.sendAction(primaryAction)
      return
    }
    guard let method else { return }
    let receiver =
      target.flatMap { method.accepts($0) ? $0 : nil }
      ?? ControlTarget.firstResponder(from: button, where: method.accepts)
    guard let receiver else { return }
    method.invoke(receiver, self)
  }

  /// The bar that shows the item (its handle).
  var barHandle: ItemHandle?

  /// Tells the bar that shows the item to rebuild its buttons.
  private func itemDidChange() {
    (barHandle?.view as? NavigationBar)?.itemsDidChange()
  }
}

/// A bar button item's method, bound to a receiver when the item fires: Swift has no
/// selectors, so the item keeps how to recognise and call a receiver of the method's type.
@MainActor
private struct ItemMethod {
  /// Whether an object has the method (is of the method's type).
  let accepts: (AnyObject) -> Bool
  /// Calls the method on an accepted receiver, with the item as sender.
  let invoke: @MainActor (AnyObject, BarButtonItem) -> Void

  /// The form for a method without an argument.
  init<Receiver>(target: AnyObject?, action: @escaping (Receiver) -> @MainActor () -> Void) {
    ControlTarget.checkTarget(target, for: Receiver.self)
    accepts = { $0 is Receiver }
    invoke = { receiver, _ in action(receiver as! Receiver)() }
  }

  /// The form for a method that takes the sender; the item must be a `Sender`.
  init<Receiver, Sender>(
    target: AnyObject?, action: @escaping (Receiver) -> @MainActor (Sender) -> Void
  ) {
    ControlTarget.checkTarget(target, for: Receiver.self)
    accepts = { $0 is Receiver }
    invoke = { receiver, item in
      guard let sender = item as? Sender else {
        preconditionFailure(
          "the action's sender parameter is \(Sender.self), but a BarButtonItem sent it")
      }
      action(receiver as! Receiver)(sender)
    }
  }
}
