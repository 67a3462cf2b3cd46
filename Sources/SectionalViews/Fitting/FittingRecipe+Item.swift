extension FittingRecipe {
  /// A constraint's item while a recipe is made: a view or a guide, held unretained.
  ///
  /// A strong read of a view costs a reference count change. An item here is made from a
  /// constraint's `ItemHandle` and only used while `FittingRecipe.init` runs (or a patch is
  /// made), when the fitted view's subtree owns every view (and a view its guides), and is
  /// read through `Unmanaged`, which the optimizer can do without retaining it.
  @MainActor
  enum Item {
    /// A view.
    case view(Unmanaged<View>)
    /// A layout guide.
    case guide(Unmanaged<LayoutGuide>)

    /// Wraps the item behind `handle` without retaining it, or `nil` once it is gone.
    init?(_ handle: ItemHandle) {
      if let view = handle.unmanagedView {
        self = .view(view)
      } else if let guide = handle.unmanagedGuide {
        self = .guide(guide)
      } else {
        return nil
      }
    }

    /// The stamp of the last recipe that took the item in (`FittingState.recipeStamp` for a
    /// view).
    var recipeStamp: UInt64 {
      get {
        switch self {
        case .view(let view): view.takeUnretainedValue().fitting.recipeStamp
        case .guide(let guide): guide.takeUnretainedValue().recipeStamp
        }
      }
      nonmutating set {
        switch self {
        case .view(let view): view.takeUnretainedValue().fitting.recipeStamp = newValue
        case .guide(let guide): guide.takeUnretainedValue().recipeStamp = newValue
        }
      }
    }

    /// The item's slot in the recipe stamped `recipeStamp`: its variables are
    /// `4 × slot + 0...3` (x, y, width, height); -1 while it is marked but not yet numbered.
    var recipeSlot: Int {
      get {
        switch self {
        case .view(let view): view.takeUnretainedValue().fitting.recipeSlot
        case .guide(let guide): guide.takeUnretainedValue().recipeSlot
        }
      }
      nonmutating set {
        switch self {
        case .view(let view): view.takeUnretainedValue().fitting.recipeSlot = newValue
        case .guide(let guide): guide.takeUnretainedValue().recipeSlot = newValue
        }
      }
    }

    /// Stamps the item (and a guide's owning view) with `stamp`, without a slot yet, unless
    /// it carries the stamp already.
    func take(stamp: UInt64) {
      guard recipeStamp != stamp else { return }
      recipeStamp = stamp
      recipeSlot = -1
      guard case .guide(let guide) = self,
        let owner = guide.takeUnretainedValue().owningView,
        owner.fitting.recipeStamp != stamp
      else { return }
      owner.fitting.recipeStamp = stamp
      owner.fitting.recipeSlot = -1
    }

    /// The item's baseline offsets, as `LayoutItem.baselineOffset(last:)`.
    func baselineOffset(last: Bool) -> (constant: Double, heightFactor: Double) {
      switch self {
      case .view(let view): view.takeUnretainedValue().baselineOffset(last: last)
      case .guide(let guide): guide.takeUnretainedValue().baselineOffset(last: last)
      }
    }

    /// Whether leading and trailing resolve right to left for a constraint whose first item
    /// this is, as `LayoutConstraint.resolvesRightToLeft`: by `directionView` when set, else
    /// by the item's view (a guide's owning view).
    ///
    /// `cache` keeps the last view asked about and its answer: a stack view's constraints all
    /// ask about the stack.
    ///
    /// - Complexity: O(depth) on a cache miss, else O(1).
    @inline(__always)
    func resolvesRightToLeft(
      _ constraint: LayoutConstraint, cache: inout (view: ObjectIdentifier, rightToLeft: Bool)?
    ) -> Bool {
      guard constraint.isDirectional else { return false }
      func resolve(_ view: View) -> Bool {
        let identifier = ObjectIdentifier(view)
        if let cache, cache.view == identifier { return cache.rightToLeft }
        let rightToLeft = view.isRightToLeft
        cache = (identifier, rightToLeft)
        return rightToLeft
      }
      if let view = constraint.directionView { return resolve(view) }
      switch self {
      case .view(let view): return resolve(view.takeUnretainedValue())
      case .guide(let guide):
        guard let owner = guide.takeUnretainedValue().owningView else { return false }
        return resolve(owner)
      }
    }
  }
}
