/// What holds a view or layout guide in place of a weak reference: a handle that reads `nil`
/// once the item is gone.
///
/// Swift gives an object a side table the first time anything refers to it weakly, and from
/// then on every retain and release of that object takes the runtime's slow path. Views and
/// guides are retained and released all the time while layout runs, so nothing refers to them
/// weakly: what would (a constraint's items, the view it is installed on, a window's key
/// view) holds the item's handle strongly instead, and the item's `deinit` clears the handle.
/// A handle is made on first use and shared by everything that refers to the item.
///
/// The item is held unretained, which is sound because the item clears the handle before it
/// is destroyed: a handle never holds a dangling item. Not main-actor isolated, so that the
/// items' (not isolated) deinitializers can clear it; it is only used on the main actor.
final class ItemHandle {
  /// The view, unretained, while it exists; `nil` for a guide's handle.
  ///
  /// Loops that only read the view's fields take it from here, without a retain.
  @exclusivity(unchecked) private(set) var unmanagedView: Unmanaged<View>?
  /// The guide, unretained, while it exists; `nil` for a view's handle.
  @exclusivity(unchecked) private(set) var unmanagedGuide: Unmanaged<LayoutGuide>?

  /// Makes the handle of `view` (only `View.handle` calls it).
  init(view: View) { unmanagedView = Unmanaged.passUnretained(view) }

  /// Makes the handle of `guide` (only `LayoutGuide.handle` calls it).
  init(guide: LayoutGuide) { unmanagedGuide = Unmanaged.passUnretained(guide) }

  /// The view, while it exists; `nil` for a guide's handle.
  var view: View? { unmanagedView?.takeUnretainedValue() }

  /// The guide, while it exists; `nil` for a view's handle.
  var guide: LayoutGuide? { unmanagedGuide?.takeUnretainedValue() }

  /// The item, a view or a guide, while it exists.
  var item: (any LayoutItem)? {
    if let view { return view }
    return guide
  }

  /// Whether the item still exists.
  var exists: Bool { unmanagedView != nil || unmanagedGuide != nil }

  /// Forgets the item: its `deinit` calls this before the item is destroyed.
  func clear() {
    unmanagedView = nil
    unmanagedGuide = nil
  }
}

extension View {
  /// What refers to the view in place of a weak reference, made on first use.
  var handle: ItemHandle {
    if let storedHandle { return storedHandle }
    let made = ItemHandle(view: self)
    storedHandle = made
    return made
  }
}
