import SectionalGraphics

/// One trait a `registerForTraitChanges` call can watch (UIKit's `UITraitDefinition`): it
/// says whether two collections differ in that trait.
public protocol TraitDefinition {
  /// Whether `old` and `new` differ in this trait.
  static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool
}

/// A trait to watch, as UIKit's `UITrait` (`UITraitUserInterfaceStyle.self` and so on).
public typealias Trait = any TraitDefinition.Type

/// The interface style trait (UIKit's `UITraitUserInterfaceStyle`).
public enum TraitUserInterfaceStyle: TraitDefinition {
  /// Whether the styles differ.
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.userInterfaceStyle != new.userInterfaceStyle
  }
}

/// The content size category trait (UIKit's `UITraitPreferredContentSizeCategory`).
public enum TraitPreferredContentSizeCategory: TraitDefinition {
  /// Whether the categories differ.
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.preferredContentSizeCategory != new.preferredContentSizeCategory
  }
}

/// The display scale trait (UIKit's `UITraitDisplayScale`).
public enum TraitDisplayScale: TraitDefinition {
  /// Whether the scales differ.
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.displayScale != new.displayScale
  }
}

/// The layout direction trait (UIKit's `UITraitLayoutDirection`).
public enum TraitLayoutDirection: TraitDefinition {
  /// Whether the directions differ.
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.layoutDirection != new.layoutDirection
  }
}

/// The legibility weight trait (UIKit's `UITraitLegibilityWeight`).
public enum TraitLegibilityWeight: TraitDefinition {
  /// Whether the weights differ.
  public static func differs(_ old: TraitCollection, _ new: TraitCollection) -> Bool {
    old.legibilityWeight != new.legibilityWeight
  }
}

/// What `registerForTraitChanges` returns, to pass to `unregisterForTraitChanges(_:)`
/// (UIKit's `UITraitChangeRegistration`).
public struct TraitChangeRegistration: Hashable, Sendable {
  /// Tells registrations apart within the process.
  let identifier: Int

  /// One registration as a view stores it.
  struct Entry {
    /// The registration's identity.
    var registration: TraitChangeRegistration
    /// The traits it watches.
    var traits: [Trait]
    /// Called with the view and its previous traits.
    var handler: @MainActor (View, TraitCollection) -> Void
  }

  /// The last identifier handed out.
  @MainActor static var lastIdentifier = 0
}
