import SectionalGraphics

/// A type whose look depends on traits (UIKit's `UITraitEnvironment`): views, and the view
/// controllers that own them.
@MainActor
public protocol TraitEnvironment: AnyObject {
  /// The resolved traits.
  var traitCollection: TraitCollection { get }
}

extension View: TraitEnvironment {
  /// The view's traits (UIKit's `traitCollection`).
  ///
  /// They are its superview's (a window's come from its host), with the view's
  /// ``overrideUserInterfaceStyle`` applied. A new view outside
  /// any tree has `TraitCollection.standard`; a view taken out of a tree keeps its traits
  /// until it joins another (Documentation/Traits.md § Inheritance).
  ///
  /// - Complexity: O(1): kept current when something above changes.
  public var traitCollection: TraitCollection { traitState.resolved }

  /// The style this view and its subtree use whatever is above; `.unspecified` (the default)
  /// inherits (UIKit's `overrideUserInterfaceStyle`).
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { traitState.overrideStyle }
    set {
      guard newValue != traitState.overrideStyle else { return }
      traitState.overrideStyle = newValue
      refreshTraits()
    }
  }

  /// The traits this view inherits: its superview's, a window's host traits completed with
  /// the standard ones, else the standard ones.
  var inheritedTraits: TraitCollection {
    if let superview = storedSuperview { return superview.traitState.resolved }
    if isWindow {
      return unsafeDowncast(self, to: Window.self).hostTraitCollection.completing(.standard)
    }
    return .standard
  }

  /// Resolves the traits again from what is above and tells the views whose traits changed.
  func refreshTraits() {
    propagateTraits(inherited: inheritedTraits)
  }

  /// Applies `inherited` and the override, and passes a change on.
  ///
  /// A controller's override applies first, then the view's own. When the result differs
  /// from the traits the view had, stores it, marks the view for layout and display,
  /// notifies it with `TraitCollection.current` set to the new traits (its own adaptation,
  /// its controller's `traitCollectionDidChange(_:)` and handlers, then its own) and
  /// continues into the subviews. A view whose traits do not
  /// change stops the walk: nothing below it changes.
  ///
  /// - Complexity: O(k) for the k views whose traits change.
  func propagateTraits(inherited: TraitCollection) {
    var resolved = inherited
    let controller = storedViewController
    if let controller, controller.overrideStyle != .unspecified {
      resolved.userInterfaceStyle = controller.overrideStyle
    }
    if traitState.overrideStyle != .unspecified {
      resolved.userInterfaceStyle = traitState.overrideStyle
    }
    let previous = traitState.resolved
    guard resolved != previous else { return }
    traitState.resolved = resolved
    setNeedsLayout()
    setNeedsDisplay()
    resolved.performAsCurrent {
      resolvedTraitsDidChange(from: previous)
      if let controller {
        controller.traitCollectionDidChange(previous)
        runHandlers(controller.traitRegistrations, previous, resolved)
      }
      traitCollectionDidChange(previous)
      runHandlers(traitState.registrations, previous, resolved)
    }
    for subview in storedSubviews { subview.propagateTraits(inherited: traitState.resolved) }
  }

  /// Calls the handlers among `entries` that watch a trait that differs between `previous`
  /// and `resolved`, in order, with this view.
  private func runHandlers(
    _ entries: [TraitChangeRegistration.Entry]?, _ previous: TraitCollection,
    _ resolved: TraitCollection
  ) {
    guard let entries else { return }
    for entry in entries where entry.traits.contains(where: { $0.differs(previous, resolved) }) {
      entry.handler(self, previous)
    }
  }

  /// Stores a handler for `registerForTraitChanges(_:handler:)`.
  func addTraitChangeHandler(
    _ traits: [Trait], handler: @escaping @MainActor (View, TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    TraitChangeRegistration.lastIdentifier += 1
    let registration = TraitChangeRegistration(identifier: TraitChangeRegistration.lastIdentifier)
    let entry = TraitChangeRegistration.Entry(
      registration: registration, traits: traits, handler: handler)
    traitState.registrations = (traitState.registrations ?? []) + [entry]
    return registration
  }

  /// Removes a registration made on this view (UIKit's `unregisterForTraitChanges(_:)`);
  /// one made elsewhere is ignored.
  public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
    traitState.registrations?.removeAll { $0.registration == registration }
  }
}

extension TraitEnvironment where Self: View {
  /// Calls `handler` with the view and its previous traits whenever one of `traits` changes
  /// in its resolved collection (UIKit's iOS 17 `registerForTraitChanges(_:handler:)`).
  ///
  /// Handlers run after `traitCollectionDidChange(_:)`, in registration order. The view
  /// keeps the handler until `unregisterForTraitChanges(_:)`; use the handler's first
  /// argument rather than capturing the view, as in UIKit.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [Trait], handler: @escaping @MainActor (Self, TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    addTraitChangeHandler(traits) { view, previous in
      handler(unsafeDowncast(view, to: Self.self), previous)
    }
  }
}
