/// Lets a view class hand out its appearance proxy, as `UIAppearance`.
@MainActor
public protocol AppearanceCustomizable: AnyObject {}

extension AppearanceCustomizable where Self: View {
  /// The appearance proxy of this class: values set on it are applied to every instance
  /// (of this class or a subclass) when it enters a window.
  ///
  /// `Label.appearance().textColor = .white` is the UIKit idiom. The same proxy object comes
  /// back for every call on the same class.
  public static func appearance() -> Appearance<Self> {
    AppearanceRegistry.proxy(for: Self.self, containedIn: [])
  }

  /// The appearance proxy of this class for instances inside the given containers, as
  /// `UIAppearance.appearance(whenContainedInInstancesOf:)`.
  ///
  /// `containerTypes` lists the containment innermost first: `[StackView.self,
  /// TableView.self]` covers instances inside a stack view that is itself inside a table view,
  /// at any depth. Containers are views and view controllers (a controller contains the
  /// views of its `view`'s subtree). The same proxy object comes back for the same class and
  /// list. Precedence (Documentation/Appearance.md § Precedence): a value set on the
  /// instance wins over every proxy; among proxies, the one whose outermost container is
  /// farther out wins, then the longer list, then the subclass's proxy; a proxy without
  /// containment loses to any that matches.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]
  ) -> Appearance<Self> {
    AppearanceRegistry.proxy(for: Self.self, containedIn: containerTypes)
  }
}

extension View: AppearanceCustomizable {}

/// A type whose instances can contain views for `appearance(whenContainedInInstancesOf:)`, as
/// `UIAppearanceContainer`: views and view controllers.
@MainActor
public protocol AppearanceContainer: AnyObject {}

extension View: AppearanceContainer {}

extension ViewController: AppearanceContainer {}

/// The appearance proxy of one view class, as UIKit's `appearance()` object.
///
/// Assign any writable property of the class through it: the value is recorded and applied
/// to instances as they enter a window, in the order the properties were first set, proxies
/// of superclasses before those of subclasses. UIKit's rules hold: a property set directly on
/// an instance is never overridden by a proxy, and views already in a window are not changed
/// when the proxy changes later (re-adding them applies the new values).
@MainActor
@dynamicMemberLookup
public final class Appearance<ViewType: View> {
  /// A recorded property: its value, a setter for it, and a setter that writes the view's
  /// current value back (used to learn the property's name).
  private struct Entry {
    let keyPath: AnyKeyPath
    let value: Any
    let apply: (ViewType) -> Void
    let rewrite: (ViewType) -> Void
  }

  /// The recorded properties, in the order they were first set.
  private var entries: [Entry] = []
  /// Property names learned for key paths (for the explicit-value rule).
  private var names: [AnyKeyPath: String] = [:]

  /// For a proxy of `appearance(whenContainedInInstancesOf:)`: one test per container
  /// class, innermost first (an instance of that class or of a subclass).
  private let containers: [(AnyObject) -> Bool]

  /// Creates an empty proxy; use `View.appearance()` or
  /// `View.appearance(whenContainedInInstancesOf:)`.
  init(containers: [(AnyObject) -> Bool] = []) {
    self.containers = containers
  }

  /// The value recorded for a property, or `nil`; setting `nil` forgets it.
  ///
  /// For a property that is itself optional, Swift passes an assigned `nil` as a recorded
  /// `nil` value (the proxy then clears that property on entry); there is no way to tell the
  /// two apart through the subscript.
  ///
  /// - Complexity: O(p) in the number of recorded properties.
  public subscript<Value>(dynamicMember keyPath: ReferenceWritableKeyPath<ViewType, Value>)
    -> Value?
  {
    get {
      entries.first { $0.keyPath == keyPath }?.value as? Value
    }
    set {
      guard let newValue else {
        entries.removeAll { $0.keyPath == keyPath }
        return
      }
      let entry = Entry(
        keyPath: keyPath, value: newValue,
        apply: { view in view[keyPath: keyPath] = newValue },
        rewrite: { view in view[keyPath: keyPath] = view[keyPath: keyPath] })
      if let index = entries.firstIndex(where: { $0.keyPath == keyPath }) {
        entries[index] = entry
      } else {
        entries.append(entry)
      }
    }
  }

  /// Applies the recorded values to `view`, skipping properties set on it explicitly.
  ///
  /// - Complexity: O(p) in the number of recorded properties.
  func apply(to view: View) {
    guard let view = view as? ViewType else { return }
    for entry in entries {
      if let name = name(of: entry, probing: view), view.isExplicitlySet(name) { continue }
      view.appearanceState.isApplying = true
      entry.apply(view)
      view.appearanceState.isApplying = false
    }
  }

  /// The name a property's setter reports to `noteExplicitlySet(_:)`, learned once per key
  /// path by writing the view's current value back while the view is in probing mode.
  private func name(of entry: Entry, probing view: ViewType) -> String? {
    if let known = names[entry.keyPath] { return known }
    view.appearanceState.isProbing = true
    entry.rewrite(view)
    view.appearanceState.isProbing = false
    let name = view.appearanceState.probedName
    view.appearanceState.probedName = nil
    if let name { names[entry.keyPath] = name }
    return name
  }

  /// Whether this proxy's class is `other`'s class or a subclass of it.
  func isSubclassProxy(of other: AnyAppearance) -> Bool {
    other.covers(ViewType.self)
  }

  /// How this proxy's containment matches `view`'s ancestors, or `nil` when it does not.
  ///
  /// A proxy without containment matches with reach 0 and length 0. Otherwise each container
  /// class must be found further out than the one before it (views up the superview chain,
  /// each followed by the controller whose view it is); the reach is how many steps out the
  /// outermost one is, at its farthest match. See `AppearanceRegistry.applyAll(to:)`.
  func containment(of view: View) -> (reach: Int, length: Int)? {
    guard !containers.isEmpty else { return (0, 0) }
    var chain: [AnyObject] = []
    var current = view.superview
    while let ancestor = current {
      chain.append(ancestor)
      if let controller = ancestor.storedViewController { chain.append(controller) }
      current = ancestor.superview
    }
    var position = 0
    for test in containers.dropLast() {
      guard let found = chain[position...].firstIndex(where: test) else { return nil }
      position = found + 1
    }
    let outermost = containers[containers.count - 1]
    guard let farthest = chain[position...].lastIndex(where: outermost) else { return nil }
    return (farthest + 1, containers.count)
  }
}

/// A type-erased appearance proxy.
@MainActor
protocol AnyAppearance: AnyObject {
  /// Applies the proxy to `view` if it is of the proxy's class.
  func apply(to view: View)
  /// Whether `type` is the proxy's class or a subclass.
  func covers(_ type: Any.Type) -> Bool
  /// Whether the proxy's class is a subclass of `other`'s (or the same).
  func isSubclassProxy(of other: AnyAppearance) -> Bool
  /// How the proxy's containment matches `view`'s ancestors, or `nil` when it does not.
  func containment(of view: View) -> (reach: Int, length: Int)?
}

extension Appearance: AnyAppearance {
  func covers(_ type: Any.Type) -> Bool { type is ViewType.Type }
}
