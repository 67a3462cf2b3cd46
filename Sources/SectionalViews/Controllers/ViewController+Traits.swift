import SectionalGraphics

extension ViewController: TraitEnvironment {
  /// The controller's traits (UIKit's `traitCollection`): its view's once loaded, else its
  /// parent's, else `TraitCollection.standard`.
  ///
  /// - Complexity: O(1) once the view is loaded; O(depth) in the controller tree before.
  public var traitCollection: TraitCollection {
    if let view = viewIfLoaded { return view.traitCollection }
    return storedParent?.traitCollection ?? .standard
  }

  /// The style the controller's view and its subtree use whatever is above (UIKit's
  /// `overrideUserInterfaceStyle` on a controller); `.unspecified` (the default) inherits.
  ///
  /// It applies to whichever view the controller has, now or once loaded; the view's own
  /// `overrideUserInterfaceStyle` still wins for the view and below.
  public var overrideUserInterfaceStyle: UserInterfaceStyle {
    get { overrideStyle }
    set {
      guard newValue != overrideStyle else { return }
      overrideStyle = newValue
      viewIfLoaded?.refreshTraits()
    }
  }

  /// Removes a registration made on this controller (UIKit's `unregisterForTraitChanges(_:)`);
  /// one made elsewhere is ignored.
  public func unregisterForTraitChanges(_ registration: TraitChangeRegistration) {
    traitRegistrations?.removeAll { $0.registration == registration }
  }
}

extension TraitEnvironment where Self: ViewController {
  /// Calls `handler` with the controller and its previous traits whenever one of `traits`
  /// changes in its view's traits (UIKit's iOS 17 `registerForTraitChanges(_:handler:)` on a
  /// controller).
  ///
  /// Handlers run after the controller's `traitCollectionDidChange(_:)` and before its
  /// view's, in registration order; the controller keeps them until
  /// `unregisterForTraitChanges(_:)`. Use the handler's first argument rather than capturing
  /// the controller, as in UIKit.
  @discardableResult
  public func registerForTraitChanges(
    _ traits: [Trait], handler: @escaping @MainActor (Self, TraitCollection) -> Void
  ) -> TraitChangeRegistration {
    TraitChangeRegistration.lastIdentifier += 1
    let registration = TraitChangeRegistration(identifier: TraitChangeRegistration.lastIdentifier)
    // Views call the entries with themselves; the controller is the view's.
    let entry = TraitChangeRegistration.Entry(registration: registration, traits: traits) {
      view, previous in
      guard let controller = view.storedViewController else { return }
      handler(unsafeDowncast(controller, to: Self.self), previous)
    }
    traitRegistrations = (traitRegistrations ?? []) + [entry]
    return registration
  }
}
