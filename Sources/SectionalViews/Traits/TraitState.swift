import SectionalGraphics

/// What a view keeps about traits: its own override, its resolved collection and the
/// registrations made with `registerForTraitChanges`.
///
/// The resolved collection is kept current eagerly: a change above (the host's traits, an
/// override, a move to another superview) walks down only as far as resolved traits change,
/// so reading `traitCollection` (every view does while it draws) never walks the tree.
struct TraitState {
  /// The style set with `overrideUserInterfaceStyle`; `.unspecified` inherits.
  var overrideStyle = UserInterfaceStyle.unspecified
  /// The view's traits now: inherited, with the override applied.
  var resolved = TraitCollection.standard
  /// Registered handlers, in registration order; nil until the first registration.
  var registrations: [TraitChangeRegistration.Entry]?
}
