import SectionalGraphics

/// One registration on a control: a closure action or a target-action pair, with the events
/// it listens for.
struct ControlDispatchEntry {
  /// What a registration runs.
  enum Kind {
    /// An `Action` added with `addAction(_:for:)`.
    case action(Action)
    /// A target and method added with `addTarget(_:action:for:)`.
    case target(ControlTarget)
  }

  /// What the entry runs.
  let kind: Kind
  /// The events it runs for; never empty.
  let events: Control.Event
}

/// A target and the method to call on it, as a `UIControl` target-action pair.
///
/// The target is not retained, as in UIKit: a view target is held through its `ItemHandle`
/// (never weakly, see ARCHITECTURE.md), any other object weakly. Once the target is gone the
/// pair does nothing. A pair made with a `nil` target finds its target when it fires: the
/// first responder on the chain from the control up whose type has the method.
@MainActor
final class ControlTarget {
  /// The target when it is not a view, held weakly.
  private weak var object: AnyObject?
  /// The target's handle when it is a view.
  private let viewHandle: ItemHandle?
  /// Whether the pair was made with a `nil` target (sent along the responder chain).
  let usesResponderChain: Bool
  /// The type of the action's method, which stands for the method in `removeTarget`: Swift
  /// cannot compare function values.
  let form: ObjectIdentifier
  /// Whether an object has the action's method (is of the type the method belongs to).
  let accepts: (AnyObject) -> Bool
  /// Calls the method on a target that `accepts` approved, with the control as sender.
  let invoke: @MainActor (AnyObject, Control) -> Void

  /// Makes a pair; `target` must be `nil` or approved by `accepts`.
  init(
    target: AnyObject?, form: ObjectIdentifier, accepts: @escaping (AnyObject) -> Bool,
    invoke: @escaping @MainActor (AnyObject, Control) -> Void
  ) {
    if let view = target as? View {
      viewHandle = view.handle
    } else {
      viewHandle = nil
      object = target
    }
    usesResponderChain = target == nil
    self.form = form
    self.accepts = accepts
    self.invoke = invoke
  }

  /// The target while it exists; `nil` for a responder-chain pair or a target that is gone.
  var target: AnyObject? {
    if let viewHandle { return viewHandle.view }
    return object
  }

  /// Calls the method on the target, or on the first responder from `control` up that has it
  /// for a responder-chain pair; does nothing when there is none.
  func send(from control: Control) {
    guard let receiver = receiver(from: control) else { return }
    invoke(receiver, control)
  }

  /// The object the method is called on when `control` sends the pair.
  func receiver(from control: Control) -> AnyObject? {
    guard usesResponderChain else { return target }
    return ControlTarget.firstResponder(from: control, where: accepts)
  }

  /// The first responder from `start` along `next` that `accepts` approves.
  static func firstResponder(from start: Responder, where accepts: (AnyObject) -> Bool)
    -> AnyObject?
  {
    var responder: Responder? = start
    while let current = responder {
      if accepts(current) { return current }
      responder = current.next
    }
    return nil
  }

  /// Whether `removeTarget(candidate, …)` applies to the pair: any pair for a `nil`
  /// candidate (UIKit's "all targets"), else a pair whose target is that object.
  func matchesRemoval(of candidate: AnyObject?) -> Bool {
    guard let candidate else { return true }
    return !usesResponderChain && target === candidate
  }

  /// The sender as the type the action's method takes, or a trap naming both types: UIKit
  /// would send the control regardless, and a method that cannot take it cannot run.
  static func sender<Sender>(_ control: Control, as: Sender.Type) -> Sender {
    guard let sender = control as? Sender else {
      preconditionFailure(
        "the action's sender parameter is \(Sender.self), but \(type(of: control)) sent it")
    }
    return sender
  }

  /// Traps unless `target` is `nil` or has the method: UIKit would raise "unrecognized
  /// selector" when the event fires; here the mistake shows when the pair is added.
  static func checkTarget<Receiver>(_ target: AnyObject?, for: Receiver.Type) {
    guard let target else { return }
    precondition(
      target is Receiver,
      "addTarget(_:action:for:): the target is a \(type(of: target)), the action is a method of "
        + "\(Receiver.self)")
  }
}
