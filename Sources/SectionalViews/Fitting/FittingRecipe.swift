import Cassowary
import SectionalGraphics

/// The constraint system of one `systemLayoutSizeFitting` as plain data: rows over numbered
/// slot variables, split into a shape and constants.
///
/// It lists the same constraints, in the same order, as a fitting `LayoutEngine` rebuild
/// (root origin pins, autoresizing, content size, margins guides, the subtree's active
/// constraints, then the two fitting targets), but makes no constraint objects and no solver
/// variables: item `i` (views in tree order, then guides) owns variables `4i ... 4i + 3` (x,
/// y, width, height). The shape (which variables each row relates, with what coefficients,
/// relation and priority) depends only on the structure of the subtree, so structurally equal
/// views share it and a `FittingTemplate` solved for one serves all of them. The constants
/// (intrinsic sizes, user constants, baselines, targets) are kept apart: read while the rows
/// are made for the first pass of that fitting (`initialConstants`), then by
/// `constants(target:into:)` for the first pass of later fittings and by
/// `constants(afterPassInto:)`, which reads only what a wrap width moves, for later passes.
@MainActor
struct FittingRecipe {
  /// Where a row's constant comes from.
  enum Source {
    /// Known when the recipe is made: origin pins, autoresizing, margins.
    case fixed(Double)
    /// The constraint of the subtree at this index of `userConstraints`: its constant and
    /// any baselines.
    case user(Int)
    /// `-intrinsic` on an axis of the content view at index `view` (hugging or compression).
    case content(view: Int, horizontal: Bool)
    /// `-target.width` or `-target.height`.
    case target(horizontal: Bool)
  }

  /// A view with content size rows.
  ///
  /// Held unretained, so that building and reading a recipe changes no reference count. The
  /// fitted view owns the recipe and its
  /// subtree owns the view; the session drops the recipe when the structure changes and
  /// before a view leaves the subtree (`View.releaseFittingEngines()`).
  struct ContentView {
    /// The view, unretained.
    let reference: Unmanaged<View>
    /// Whether it had an intrinsic width when the recipe was made.
    let width: Bool
    /// Whether it had an intrinsic height.
    let height: Bool

    /// Refers to `view` without retaining it.
    init(view: View, width: Bool, height: Bool) {
      reference = Unmanaged.passUnretained(view)
      self.width = width
      self.height = height
    }

    /// The view.
    var view: View { reference.takeUnretainedValue() }

    /// The view's intrinsic size now, or `nil` when it gained or lost an axis since the
    /// recipe was made (its rows no longer fit).
    @MainActor
    func measuredSize() -> CGSize? {
      let size = reference.takeUnretainedValue().intrinsicContentSize
      guard (size.width != View.noIntrinsicMetric) == width,
        (size.height != View.noIntrinsicMetric) == height
      else { return nil }
      return size
    }
  }

  /// A multi-line label that wraps at the width the solver gives it (unretained, as
  /// `ContentView`).
  struct WrappingLabel {
    /// The label, unretained.
    let reference: Unmanaged<Label>
    /// Its slot.
    let slot: Int
    /// Its content size rows (empty when it has none: a label that translates its
    /// autoresizing mask below the fitted view), which later passes read again.
    var contentRows: Range<Int> = 0..<0
    /// Its index in `contentViews`, when it has content size rows.
    var contentView = -1

    /// Refers to `label` without retaining it.
    init(label: Label, slot: Int) {
      reference = Unmanaged.passUnretained(label)
      self.slot = slot
    }

    /// The label.
    var label: Label { reference.takeUnretainedValue() }
  }

  /// The shape.
  var shape = Shape()
  /// The rows' constant sources.
  var sources: [Source] = []
  /// Views with content size rows.
  var contentViews: [ContentView] = []
  /// The constraints of the subtree that have rows, in row order, unretained.
  ///
  /// Sound for the reason the views are (see `ContentView`): a constraint with a row is
  /// installed in the fitted subtree, whose host view retains it; deactivating it, or taking
  /// its host out of the subtree, reaches the session first, which patches the row away or
  /// drops the recipe. Holding them unretained spares a retain and a release per row.
  var userConstraints: [Unmanaged<LayoutConstraint>] = []
  /// Multi-line labels that wrap at the width the solver gives them; a fitting reads their
  /// widths and the root's size (`FittingTemplate.solve(readingFor:statistics:)`).
  var wrappingLabels: [WrappingLabel] = []
  /// The number of slots (items).
  var slotCount: Int { shape.slotCount }
  /// The stamp the recipe left on the items it took in (`Item.recipeStamp`): an item whose
  /// stamp is still this one has its slot in `Item.recipeSlot`.
  var stamp: UInt64 = 0
  /// The slots of `userConstraints`' items and hosts, made by the first patch and kept by
  /// later ones (see `FittingRecipe+Patching.swift`); empty until then.
  var patchSlots = PatchSlots()
  /// The row constants for the target the recipe was made with, read while the rows were
  /// made (so the first pass of that fitting reads nothing again); empty after a patch and
  /// once a fitting took them (`takeInitialConstants(into:)`).
  var initialConstants: [Double] = []
  /// Whether a user row has a baseline term.
  ///
  /// Such a row's constant moves with a label's wrap width (see
  /// `constants(afterPassInto:)`). Patches only ever set it.
  var hasBaselineRows = false
  /// Whether a constraint names a view's safe area or readable content guide, which only the
  /// engine places: a fitting of such a subtree goes to `EngineFitting`.
  var usesEngineOnlyGuides = false

  /// The sizes of a recipe's arrays, which the next recipe reserves at once.
  ///
  /// Reserving them spares each array its growth through 1, 2, 4, 8 and more elements (rows
  /// are written through a `RowWriter` and copied once instead).
  private struct Counts {
    /// Constraints of the subtree.
    var edges = 16
    /// Views of the subtree.
    var views = 8
    /// Content views.
    var contentViews = 8
    /// Wrapping labels.
    var wrappingLabels = 4
  }

  /// Counter behind the recipes' stamps.
  @exclusivity(unchecked) private static var stampCounter: UInt64 = 0
  /// The sizes of the last recipe made.
  @exclusivity(unchecked) private static var lastCounts = Counts()
  /// The constraints a recipe collects, kept between recipes (see `init`).
  @exclusivity(unchecked) private static var scratchEdges: [Edge] = []
  /// The views a recipe walks, kept between recipes (see `init`).
  @exclusivity(unchecked) private static var scratchViews: [Unmanaged<View>] = []

  /// Makes the recipe for fitting `root` with the given fitting priorities.
  ///
  /// One walk of the subtree collects its constraints, stamps their items and, on the way
  /// back up, the views that have a stamped item below them (the views taking part); a pass
  /// over the walked views then numbers those in tree order, and the constraints' guides
  /// follow in constraint order.
  ///
  /// The constants of `target` are computed on the way (`initialConstants`), with every
  /// wrapping label measured without a wrap width, as the first pass of a fitting asks.
  ///
  /// - Complexity: O(n + c) for n views in the subtree and c constraints.
  init(
    root: View, horizontal: LayoutPriority, vertical: LayoutPriority, target: CGSize = .zero
  ) {
    FittingRecipe.stampCounter &+= 1
    let stamp = FittingRecipe.stampCounter
    self.stamp = stamp
    let counts = FittingRecipe.lastCounts
    // The walk's lists come from scratch buffers, taken (so that a fitting nested in an
    // intrinsic size finds them empty and makes its own) and given back emptied.
    var edges = FittingRecipe.scratchEdges
    FittingRecipe.scratchEdges = []
    var views = FittingRecipe.scratchViews
    FittingRecipe.scratchViews = []
    defer {
      edges.removeAll(keepingCapacity: true)
      FittingRecipe.scratchEdges = edges
      views.removeAll(keepingCapacity: true)
      FittingRecipe.scratchViews = views
    }
    edges.reserveCapacity(counts.edges)
    views.reserveCapacity(counts.views)
    _ = FittingRecipe.collect(from: root, stamp: stamp, edges: &edges, walked: &views)
    let walkedCount = views.count
    root.fitting.recipeStamp = stamp
    // Keeps the walked views that take part, in order, numbering them.
    var kept = 0
    for index in 0..<walkedCount
    where views[index].takeUnretainedValue().fitting.recipeStamp == stamp {
      views[index].takeUnretainedValue().fitting.recipeSlot = kept
      views[kept] = views[index]
      kept += 1
    }
    views.removeLast(walkedCount - kept)
    shape.slotCount = views.count
    for index in edges.indices {
      number(edges[index].first)
      if edges[index].hasSecond { number(edges[index].second) }
    }
    var writer = RowWriter.take()
    contentViews.reserveCapacity(counts.contentViews)
    userConstraints.reserveCapacity(edges.count)
    wrappingLabels.reserveCapacity(counts.wrappingLabels)
    var measurer: (any TextMeasuring)?
    for view in views {
      addGeneratedRows(
        for: view.takeUnretainedValue(), root: root, stamp: stamp, measurer: &measurer,
        into: &writer)
    }
    var directions: (view: ObjectIdentifier, rightToLeft: Bool)?
    for index in edges.indices {
      addUserRow(edges[index], directions: &directions, into: &writer)
    }
    writer.term(0, 2, 1)
    writer.endRow(
      from: writer.termCount - 1, .equal, horizontal, .target(horizontal: true),
      constant: -target.width)
    writer.term(0, 3, 1)
    writer.endRow(
      from: writer.termCount - 1, .equal, vertical, .target(horizontal: false),
      constant: -target.height)
    writer.finish(into: &self, sharing: FittingTemplate.lastFirstPassShape)
    shape.rehash()
    FittingRecipe.lastCounts = Counts(
      edges: edges.count, views: walkedCount, contentViews: contentViews.count,
      wrappingLabels: max(wrappingLabels.count, 1))
  }

  /// Gives a stamped item without a slot yet (a guide, or a view outside the walked subtree)
  /// the next slot.
  private mutating func number(_ item: Item) {
    guard item.recipeSlot < 0 else { return }
    if case .guide(let guide) = item, let kind = guide.takeUnretainedValue().systemKind,
      kind != .margins
    {
      usesEngineOnlyGuides = true
    }
    item.recipeSlot = shape.slotCount
    shape.slotCount += 1
  }

  /// A constraint of the subtree with its items loaded once, so that the passes read each
  /// item's handle once.
  struct Edge {
    /// The constraint, unretained (the view it is installed on owns it).
    unowned(unsafe) let constraint: LayoutConstraint
    /// Its first item.
    let first: Item
    /// Its second item, or its first when it compares with a constant (`hasSecond` false).
    let second: Item
    /// Whether the constraint has a second item.
    let hasSecond: Bool
  }

  /// Walks `view`'s subtree parents first: appends each view to `walked` and the active
  /// constraints installed in it whose items all exist to `edges`, stamping their items;
  /// returns whether `view` takes part (it or a view below it has a stamped item), stamping
  /// it when it does.
  ///
  /// A constraint is installed on the nearest common ancestor of its items' views, so every
  /// constraint naming a view is met before the walk leaves that view.
  ///
  /// - Complexity: O(n + c) for n views and c constraints in the subtree.
  private static func collect(
    from view: View, stamp: UInt64, edges: inout [Edge], walked: inout [Unmanaged<View>]
  ) -> Bool {
    walked.append(Unmanaged.passUnretained(view))
    for constraint in view.installedConstraints {
      guard let firstItem = Item(constraint.firstHandle) else { continue }
      let edge: Edge
      if let secondHandle = constraint.secondHandle {
        guard let secondItem = Item(secondHandle) else { continue }
        secondItem.take(stamp: stamp)
        edge = Edge(constraint: constraint, first: firstItem, second: secondItem, hasSecond: true)
      } else {
        edge = Edge(constraint: constraint, first: firstItem, second: firstItem, hasSecond: false)
      }
      firstItem.take(stamp: stamp)
      edges.append(edge)
    }
    var takesPart = false
    for subview in view.storedSubviews {
      if collect(from: subview, stamp: stamp, edges: &edges, walked: &walked) { takesPart = true }
    }
    guard takesPart || view.fitting.recipeStamp == stamp else { return false }
    view.fitting.recipeStamp = stamp
    return true
  }
}
