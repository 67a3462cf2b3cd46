import Sectional

/// A class whose methods a document's action connections call: the Linux spelling of
/// `@IBAction` (Documentation/Porting.md § Outlets and actions).
///
/// Without the Objective-C runtime a method cannot be found by its selector, so the class
/// lists the methods the document names, once:
///
/// ```swift
/// extension ScoresHeaderView: NibActionTarget {
///   static let nibActions = ["showMore:": NibAction(ScoresHeaderView.showMore)]
/// }
/// ```
@MainActor
public protocol NibActionTarget: AnyObject {
  /// The methods action connections may call, by the selector the document writes
  /// (`showMore:` for a method taking the sender, `refresh` for one taking nothing).
  static var nibActions: [String: NibAction] { get }
}

/// One method an action connection may call: a method reference that takes nothing or the
/// sender, as `Control.addTarget(_:action:for:)` takes.
@MainActor
public struct NibAction {
  /// Whether an object is of the method's class.
  let acceptsTarget: (AnyObject) -> Bool
  /// Whether a control can be passed as the method's sender parameter.
  let acceptsSender: (Control) -> Bool
  /// The method's class and its sender type, for messages.
  let signature: String
  /// Calls the method on a target and sender the two checks approved.
  let invoke: @MainActor (AnyObject, Control) -> Void

  /// A method that takes no argument, such as `ScoresHeaderView.refresh`.
  public init<Target>(_ method: @escaping (Target) -> @MainActor () -> Void) {
    acceptsTarget = { $0 is Target }
    acceptsSender = { _ in true }
    signature = "\(Target.self).method()"
    invoke = { target, _ in method(target as! Target)() }
  }

  /// A method that takes the sender, such as `ScoresHeaderView.showMore(_:)` taking a
  /// `UIButton`.
  public init<Target, Sender>(_ method: @escaping (Target) -> @MainActor (Sender) -> Void) {
    acceptsTarget = { $0 is Target }
    acceptsSender = { $0 is Sender }
    signature = "\(Target.self).method(_: \(Sender.self))"
    invoke = { target, sender in method(target as! Target)(sender as! Sender) }
  }
}

extension NibActionTarget {
  /// The method listed for `selector` in this object's class's table.
  func nibAction(for selector: String) -> NibAction? {
    Self.nibActions[selector]
  }
}
