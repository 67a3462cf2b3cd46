import SectionalGraphics

// UIKit's target-action without the Objective-C runtime: the action is an unapplied method
// reference (`HeaderView.headerTapped`, or `Self.headerTapped`) where UIKit takes a selector
// (`#selector(headerTapped(_:))`). The method takes no argument or the sender. Targets are not
// retained; a `nil` target sends the action to the first responder up the chain from the
// control that has the method. Documentation/ControlsAndLayers.md § Target-action has the
// one-line replacements.
extension Control {
  /// Calls `action` on `target` for any of `controlEvents`, as
  /// `UIControl.addTarget(_:action:for:)`; `action` is a method that takes no argument.
  ///
  /// The target is not retained. A `nil` target means the first responder from this control
  /// up (`next`) whose type has the method, found each time the event fires. Traps when a
  /// non-`nil` target is not of the method's type.
  ///
  /// - Complexity: O(1) amortised.
  public func addTarget<Receiver>(
    _ target: AnyObject?, action: @escaping (Receiver) -> @MainActor () -> Void,
    for controlEvents: Control.Event
  ) {
    register(target, form: ((Receiver) -> @MainActor () -> Void).self, for: controlEvents) {
      (receiver: Receiver, _) in action(receiver)()
    }
  }

  /// Calls `action` with this control as its argument on `target` for any of
  /// `controlEvents`, as `UIControl.addTarget(_:action:for:)` with a `sender` parameter.
  ///
  /// `Sender` is the parameter's type (`Button`, `Control`, `Any`); sending from a control
  /// that is not a `Sender` traps. Otherwise as the method without an argument.
  ///
  /// - Complexity: O(1) amortised.
  public func addTarget<Receiver, Sender>(
    _ target: AnyObject?, action: @escaping (Receiver) -> @MainActor (Sender) -> Void,
    for controlEvents: Control.Event
  ) {
    register(target, form: ((Receiver) -> @MainActor (Sender) -> Void).self, for: controlEvents) {
      (receiver: Receiver, control) in
      action(receiver)(ControlTarget.sender(control, as: Sender.self))
    }
  }

  /// The form of `addTarget(_:action:for:)` for a method of a class that is not main-actor
  /// isolated; it takes no argument.
  ///
  /// - Complexity: O(1) amortised.
  public func addTarget<Receiver>(
    _ target: AnyObject?, action: @escaping (Receiver) -> () -> Void,
    for controlEvents: Control.Event
  ) {
    register(target, form: ((Receiver) -> () -> Void).self, for: controlEvents) {
      (receiver: Receiver, _) in action(receiver)()
    }
  }

  /// The form of `addTarget(_:action:for:)` for a method of a class that is not main-actor
  /// isolated; it takes the sender.
  ///
  /// - Complexity: O(1) amortised.
  public func addTarget<Receiver, Sender>(
    _ target: AnyObject?, action: @escaping (Receiver) -> (Sender) -> Void,
    for controlEvents: Control.Event
  ) {
    register(target, form: ((Receiver) -> (Sender) -> Void).self, for: controlEvents) {
      (receiver: Receiver, control) in
      action(receiver)(ControlTarget.sender(control, as: Sender.self))
    }
  }

  /// Calls `action` with the target and this control for any of `controlEvents`: the
  /// closure form, which holds the target without retaining it (no `[weak self]` needed).
  ///
  /// Does nothing once the target is gone. Removed with `removeTarget(target, action: nil,
  /// for:)`.
  ///
  /// - Complexity: O(1) amortised.
  public func addTarget<Target: AnyObject, Sender>(
    _ target: Target, action: @escaping @MainActor (Target, Sender) -> Void,
    for controlEvents: Control.Event
  ) {
    register(target, form: ((Target, Sender) -> Void).self, for: controlEvents) {
      (receiver: Target, control) in
      action(receiver, ControlTarget.sender(control, as: Sender.self))
    }
  }

  /// Removes `controlEvents` from every target-action pair of `target`, as
  /// `UIControl.removeTarget(_:action:for:)` with a `nil` action.
  ///
  /// A `nil` target means every target. A pair left with no events is dropped. Actions added
  /// with `addAction(_:for:)` stay.
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeTarget(
    _ target: AnyObject?, action: Never?, for controlEvents: Control.Event
  ) {
    removeTargets(target, form: nil, for: controlEvents)
  }

  /// Removes `controlEvents` from the pairs of `target` (every target when `nil`) whose
  /// action is a method of this form, as `UIControl.removeTarget(_:action:for:)`.
  ///
  /// Swift cannot compare function values, so the method is known by its type: this also
  /// removes the target's other methods of the same type registered for those events.
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeTarget<Receiver>(
    _ target: AnyObject?, action: (Receiver) -> @MainActor () -> Void,
    for controlEvents: Control.Event
  ) {
    removeTargets(
      target, form: ObjectIdentifier(((Receiver) -> @MainActor () -> Void).self),
      for: controlEvents)
  }

  /// Removes `controlEvents` from the pairs of `target` whose action is a method of this
  /// form (taking the sender); see the form without an argument.
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeTarget<Receiver, Sender>(
    _ target: AnyObject?, action: (Receiver) -> @MainActor (Sender) -> Void,
    for controlEvents: Control.Event
  ) {
    removeTargets(
      target, form: ObjectIdentifier(((Receiver) -> @MainActor (Sender) -> Void).self),
      for: controlEvents)
  }

  /// Removes `controlEvents` from the pairs of `target` whose action is a method of a class
  /// that is not main-actor isolated, of this form.
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeTarget<Receiver>(
    _ target: AnyObject?, action: (Receiver) -> () -> Void, for controlEvents: Control.Event
  ) {
    removeTargets(
      target, form: ObjectIdentifier(((Receiver) -> () -> Void).self), for: controlEvents)
  }

  /// Removes `controlEvents` from the pairs of `target` whose action is a method of a class
  /// that is not main-actor isolated, of this form (taking the sender).
  ///
  /// - Complexity: O(n) in the number of actions and targets.
  public func removeTarget<Receiver, Sender>(
    _ target: AnyObject?, action: (Receiver) -> (Sender) -> Void,
    for controlEvents: Control.Event
  ) {
    removeTargets(
      target, form: ObjectIdentifier(((Receiver) -> (Sender) -> Void).self), for: controlEvents)
  }

  /// The targets of the control's target-action pairs, as `UIControl.allTargets`.
  ///
  /// A target that is `Hashable` is in the set as itself, any other as its
  /// `ObjectIdentifier`; pairs sent along the responder chain add `NSNull()`, as in UIKit.
  /// Targets that no longer exist are left out.
  public var allTargets: Set<AnyHashable> {
    var targets = Set<AnyHashable>()
    for entry in dispatchEntries {
      guard case .target(let pair) = entry.kind else { continue }
      if pair.usesResponderChain {
        targets.insert(AnyHashable(NSNull()))
      } else if let target = pair.target {
        if let hashable = target as? any Hashable {
          targets.insert(AnyHashable(hashable))
        } else {
          targets.insert(AnyHashable(ObjectIdentifier(target)))
        }
      }
    }
    return targets
  }

  /// Calls `action` on `target` now, as `UIControl.sendAction(_:to:for:)`.
  ///
  /// A `nil` target means the first responder from this control up that has the method
  /// (nothing happens when there is none). `event` is accepted for UIKit's signature and not
  /// passed on.
  public func sendAction<Receiver>(
    _ action: (Receiver) -> @MainActor () -> Void, to target: AnyObject?, for event: Event?
  ) {
    guard let receiver = receiver(of: Receiver.self, target: target) else { return }
    action(receiver)()
  }

  /// Calls `action` with this control as the sender on `target` now, as
  /// `UIControl.sendAction(_:to:for:)`; see the form without an argument.
  public func sendAction<Receiver, Sender>(
    _ action: (Receiver) -> @MainActor (Sender) -> Void, to target: AnyObject?,
    for event: Event?
  ) {
    guard let receiver = receiver(of: Receiver.self, target: target) else { return }
    action(receiver)(ControlTarget.sender(self, as: Sender.self))
  }

  /// Runs `action` now with this control as its sender, as `UIControl.sendAction(_:)` for a
  /// `UIAction`.
  public func sendAction(_ action: Action) {
    action.perform(from: self)
  }

  /// The object a sent method runs on: `target` (which must have the method), or the first
  /// responder that has it.
  private func receiver<Receiver>(of type: Receiver.Type, target: AnyObject?) -> Receiver? {
    ControlTarget.checkTarget(target, for: Receiver.self)
    let object = target ?? ControlTarget.firstResponder(from: self) { $0 is Receiver }
    return object.map { $0 as! Receiver }
  }

  /// Adds a pair whose method runs on a `Receiver`.
  private func register<Receiver>(
    _ target: AnyObject?, form: Any.Type, for controlEvents: Control.Event,
    invoke: @escaping @MainActor (Receiver, Control) -> Void
  ) {
    ControlTarget.checkTarget(target, for: Receiver.self)
    guard !controlEvents.isEmpty else { return }
    let pair = ControlTarget(
      target: target, form: ObjectIdentifier(form), accepts: { $0 is Receiver },
      invoke: { object, control in invoke(object as! Receiver, control) })
    dispatchEntries.append(ControlDispatchEntry(kind: .target(pair), events: controlEvents))
  }

  /// Removes `controlEvents` from the target pairs that match `target` and, unless `nil`,
  /// the method form.
  private func removeTargets(
    _ target: AnyObject?, form: ObjectIdentifier?, for controlEvents: Control.Event
  ) {
    removeEntries(for: controlEvents) { entry in
      guard case .target(let pair) = entry.kind, pair.matchesRemoval(of: target) else {
        return false
      }
      return form == nil || pair.form == form
    }
  }
}
