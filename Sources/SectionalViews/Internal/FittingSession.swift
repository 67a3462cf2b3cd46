import SectionalGraphics

/// The state `systemLayoutSizeFitting` keeps on a view between calls: a reusable fitting
/// engine and the last few results.
///
/// A result is reused while the view's `layoutGeneration` and `View.measurerEpoch` are those
/// it was computed at and the target and priorities are equal, so a warm call does no solver
/// work and no text measurement. The engine is rebuilt (its solver reset, keeping capacity)
/// only when the generation moved; a new target alone moves the two fitting constraints in
/// place (reference 5.6).
@MainActor
final class FittingSession {
  /// What a fitting result depends on.
  struct Key: Equatable {
    /// The target size.
    var target: Size
    /// The horizontal fitting priority.
    var horizontal: LayoutPriority
    /// The vertical fitting priority.
    var vertical: LayoutPriority
    /// The view's `layoutGeneration`.
    var generation: UInt64
    /// `View.measurerEpoch`.
    var epoch: UInt64
  }

  /// A change in the subtree, as `View.layoutContentDidChange(_:)` reports it.
  enum Change {
    /// Anything the engine cannot follow in place: it rebuilds at the next fitting.
    case structure
    /// A constraint was installed in the subtree (`LayoutConstraint.activate(_:)`).
    case activated(LayoutConstraint)
    /// An installed constraint of the subtree was removed (`deactivate(_:)`).
    case deactivated(LayoutConstraint)
    /// An installed constraint's constant changed.
    case constant(LayoutConstraint)
    /// A view's intrinsic content size changed.
    case intrinsicSize(View)
  }

  /// The most results kept (the slots of `resultKeys`); the oldest is dropped first.
  static let capacity = 4

  /// The view being fitted (it owns the session).
  unowned let view: View

  // The state below is `@exclusivity(unchecked)`: main-actor state that every fitting reads
  // and writes, where a checked access costs a runtime call. No access overlaps another: a
  // fitting of this view never runs inside one of its own (it would recurse without end).

  /// The keys of recent results, in the first `resultCount` slots (inline, so that a new
  /// session allocates nothing for them).
  @exclusivity(unchecked) private var resultKeys = InlineArray<4, Key>(
    repeating: Key(
      target: .zero, horizontal: .required, vertical: .required, generation: 0, epoch: 0))
  /// The sizes fitted for `resultKeys`, slot by slot.
  @exclusivity(unchecked) private var resultSizes = InlineArray<4, Size>(repeating: .zero)
  /// The number of slots of `resultKeys` in use.
  @exclusivity(unchecked) private var resultCount = 0
  /// The slot the next result takes: once all are in use, the oldest result's.
  @exclusivity(unchecked) private var nextResult = 0
  /// The fitting engine, while built.
  @exclusivity(unchecked) private var engine: LayoutEngine?
  /// The generation, epoch and priorities the engine was built for.
  @exclusivity(unchecked) private var built: Key?
  /// The `width == target.width` and `height == target.height` constraints in the engine.
  @exclusivity(unchecked) private var targetConstraints:
    (width: LayoutConstraint, height: LayoutConstraint)?
  /// Multi-line labels that wrap at the width the solver gives them.
  @exclusivity(unchecked) private var wrappingLabels: [Label] = []
  /// Work done by engines this session released.
  private var retired = LayoutStatistics()
  /// Calls answered from the recent results.
  @exclusivity(unchecked) private var hits = 0
  /// The recipe of the subtree's structure, while no structural change it could not patch
  /// happened since.
  @exclusivity(unchecked) private(set) var recipe: FittingRecipe?
  /// Recipes built over the session's life.
  @exclusivity(unchecked) private(set) var recipeBuilds = 0
  /// The fitting priorities `recipe` was made for.
  @exclusivity(unchecked) private var recipePriorities: (LayoutPriority, LayoutPriority)?
  /// The first solve pass's template of `recipe`'s shape; it links those of later passes
  /// (`FittingTemplate.following(for:constants:statistics:)`).
  @exclusivity(unchecked) private var firstTemplate: FittingTemplate?
  /// The first pass's constants of the last fitting that read them all for a reused recipe
  /// (copied element by element, so that neither buffer is shared and reallocated).
  @exclusivity(unchecked) private var firstPassConstants: [Double] = []
  /// The generation and epoch `firstPassConstants` were read at, while they are valid: a
  /// fitting at the same ones (a new target alone) copies them and moves the two target rows.
  ///
  /// Every change a first pass reads (constants, intrinsic sizes, baselines, the measurer)
  /// moves the generation or the epoch, as the result cache relies on.
  @exclusivity(unchecked) private var firstPassStamp: (generation: UInt64, epoch: UInt64)?
  /// The row constants of the fit in progress.
  @exclusivity(unchecked) private var constants: [Double] = []
  /// Work done through templates.
  @exclusivity(unchecked) private var templateWork = LayoutStatistics()
  /// Changes noted (`note(_:)`) over the session's life: a fitting that sees the count move
  /// while it holds the recipe out of `recipe` drops it.
  @exclusivity(unchecked) private var notes = 0
  /// Recipe patches since the last fitting.
  @exclusivity(unchecked) private var patches = 0
  /// Recipe patches over the session's life.
  @exclusivity(unchecked) private(set) var recipePatches = 0

  /// The most recipe patches between two fittings: past it, a rebuild (one walk of the
  /// subtree) is cheaper than more patches (O(rows) each), so the recipe is dropped.
  static let patchLimit = 4

  /// Whether fittings go through the layout template cache (`FittingTemplate`); tests turn
  /// it off to get the classic engine's fresh solve for comparison.
  let usesTemplates: Bool

  /// Creates an empty session for `view`.
  init(view: View, usesTemplates: Bool = true) {
    self.view = view
    self.usesTemplates = usesTemplates
  }

  /// The work of the fitting engine over the session's life, with cache hits counted.
  var statistics: LayoutStatistics {
    var total = retired
    total.add(templateWork)
    if let engine { total.add(engine.statistics) }
    total.cachedFittings += hits
    return total
  }

  /// The fitted size for `key`, from the cache or solved.
  ///
  /// - Complexity: O(1) on a hit; else one solve, plus a rebuild when the generation moved.
  func size(for key: Key) -> Size {
    // Plain loops here and below: a main-actor closure given to a library function checks
    // its executor on every call.
    for slot in 0..<resultCount where resultKeys[slot] == key {
      hits += 1
      return resultSizes[slot]
    }
    let size = (usesTemplates ? solveWithTemplate(key) : nil) ?? solve(key)
    // Keys in use are distinct (a result is kept only after a miss), so the slots' order
    // does not matter; the next slot after the last one is the first.
    let slot = nextResult
    resultKeys[slot] = key
    resultSizes[slot] = size
    resultCount = max(resultCount, slot + 1)
    nextResult = slot + 1 == resultKeys.count ? 0 : slot + 1
    return size
  }

  /// Follows a change in the subtree: in place for a constant or an intrinsic size, else by
  /// marking the engine for a rebuild.
  ///
  /// Called after `view.layoutGeneration` moved; when the engine is in step with the previous
  /// generation and follows the change in place, it is in step with the new one.
  func note(_ change: Change) {
    notes &+= 1
    followInRecipe(change)
    guard let engine, var built, built.generation &+ 1 == view.layoutGeneration,
      !engine.needsRebuild, engine.broken.isEmpty
    else {
      self.built = nil
      return
    }
    switch change {
    case .structure, .activated, .deactivated:
      self.built = nil
      return
    case .constant(let constraint):
      guard engine.handle(of: constraint) != nil else {
        self.built = nil
        return
      }
      engine.constantDidChange(constraint)
    case .intrinsicSize(let changed):
      engine.intrinsicSizeDidChange(of: changed)
    }
    guard !engine.needsRebuild, engine.broken.isEmpty else {
      self.built = nil
      return
    }
    built.generation = view.layoutGeneration
    self.built = built
  }

  /// Follows a change in the recipe: a single constraint activated or deactivated is patched
  /// in, up to `patchLimit` times between two fittings; any other structural change, or one
  /// the recipe cannot patch, drops it for a rebuild at the next fitting.
  ///
  /// A patched recipe has a new shape, so the templates are looked up again.
  ///
  /// - Complexity: O(rows + terms) for a patch.
  private func followInRecipe(_ change: Change) {
    guard recipe != nil else { return }
    let patched: Bool
    switch change {
    case .constant, .intrinsicSize: return
    case .structure: patched = false
    case .activated(let constraint):
      patched = patches < FittingSession.patchLimit && recipe!.patch(activating: constraint)
    case .deactivated(let constraint):
      patched = patches < FittingSession.patchLimit && recipe!.patch(deactivating: constraint)
    }
    firstPassStamp = nil
    if patched {
      patches += 1
      recipePatches += 1
      firstTemplate = nil
    } else {
      recipe = nil
    }
  }

  /// Drops the engine (keeping its statistics) and the results.
  ///
  /// Called when views leave the subtree, so that the engine does not keep them alive.
  func release() {
    if let engine { retired.add(engine.statistics) }
    engine = nil
    built = nil
    recipe = nil
    firstTemplate = nil
    firstPassStamp = nil
    targetConstraints = nil
    wrappingLabels = []
    resultCount = 0
    nextResult = 0
  }

  /// Solves for `key` through the layout template cache, or returns `nil` when the shape's
  /// template is unusable or the solver rejects a constant (the classic engine then solves,
  /// and breaks and logs constraints as UIKit does).
  ///
  /// The recipe is kept until a structural change; its templates (one per solve pass) are
  /// found by shape, the first pass's kept by the session and each later one linked from the
  /// one before; every pass computes the constants, moves those that differ into its
  /// template's solver and solves, re-measuring wrapping labels at their solved widths as
  /// `solve(_:)` does.
  ///
  /// - Complexity: O(rows) plus one in-place change per differing constant and one solve per
  ///   pass; a recipe walk after a structural change; a solver build for a new shape.
  private func solveWithTemplate(_ key: Key) -> Size? {
    patches = 0
    var samePriorities = false
    if let (horizontal, vertical) = recipePriorities {
      samePriorities = horizontal == key.horizontal && vertical == key.vertical
    }
    // The recipe leaves `self` while the passes run (moved, not copied: a copy retains each
    // of its arrays) and goes back at the end, unless its constants went stale or a change
    // in the subtree was noted meanwhile (`note(_:)` could not patch or drop it).
    var built = false
    var recipe: FittingRecipe
    if let kept = self.recipe.take(), samePriorities {
      recipe = kept
      #if SECTIONAL_INTERNAL_CHECKS
        recipe.checkUserConstraints(root: view)
      #endif
    } else {
      recipe = FittingRecipe(
        root: view, horizontal: key.horizontal, vertical: key.vertical, target: key.target)
      recipeBuilds += 1
      recipePriorities = (key.horizontal, key.vertical)
      firstTemplate = nil
      firstPassStamp = nil
      built = recipe.takeInitialConstants(into: &constants)
    }
    let notesBefore = notes
    for entry in recipe.wrappingLabels { entry.label.fittingWidthHint = nil }
    let (size, isStale) = solvePasses(key, recipe: &recipe, built: built)
    for entry in recipe.wrappingLabels { entry.label.fittingWidthHint = nil }
    if !isStale, notes == notesBefore { self.recipe = consume recipe }
    return size
  }

  /// The passes of `solveWithTemplate(_:)` with `recipe`: the size, or `nil` when a template
  /// is unusable or rejects a constant; `isStale` when an intrinsic size gained or lost an
  /// axis since the recipe was made (it must be made again).
  ///
  /// `built` says whether `constants` holds the first pass's constants already.
  ///
  /// - Complexity: O(rows) plus one in-place change per differing constant and one solve per
  ///   pass.
  private func solvePasses(
    _ key: Key, recipe: inout FittingRecipe, built: Bool
  ) -> (size: Size?, isStale: Bool) {
    var solved: FittingTemplate?
    for pass in 0..<View.maximumLayoutPasses {
      // The first pass reads every constant, unless the recipe just did or a fitting at the
      // same generation did (then only the target moved); later passes read only those the
      // wrapping labels' new widths move.
      var ready = true
      if pass > 0 {
        ready = recipe.constants(afterPassInto: &constants)
      } else if built {
        ready = true
      } else if let stamp = firstPassStamp, stamp.generation == key.generation,
        stamp.epoch == key.epoch
      {
        constants.removeAll(keepingCapacity: true)
        constants.append(contentsOf: firstPassConstants)
        recipe.retarget(key.target, constants: &constants)
      } else {
        ready = recipe.constants(target: key.target, into: &constants)
        firstPassStamp = nil
        if ready {
          firstPassConstants.removeAll(keepingCapacity: true)
          firstPassConstants.append(contentsOf: constants)
          firstPassStamp = (key.generation, key.epoch)
        }
      }
      guard ready else { return (nil, true) }
      // The first pass's template is the session's; each later one is linked from the
      // template of the pass before.
      let template: FittingTemplate
      if let previous = solved {
        template = previous.following(
          for: recipe, constants: constants, statistics: &templateWork)
      } else if let first = firstTemplate, !first.isWorn {
        template = first
      } else {
        template = FittingTemplate.template(
          for: recipe, pass: 0, constants: constants, statistics: &templateWork)
        firstTemplate = template
        // The template's shape is equal; sharing its storage makes the later lookups
        // compare the arrays by identity, and frees the recipe's copy.
        recipe.shape = template.shape
      }
      guard template.apply(constants, statistics: &templateWork) else { return (nil, false) }
      template.solve(readingFor: recipe, statistics: &templateWork)
      solved = template
      var changed = false
      for (index, entry) in recipe.wrappingLabels.enumerated() {
        let solved = template.readValue(2 + index)
        guard entry.label.fittingWidthHint != solved else { continue }
        entry.label.fittingWidthHint = solved
        changed = true
      }
      if !changed { break }
    }
    guard let solved else { return (nil, false) }
    return (Size(width: solved.readValue(0), height: solved.readValue(1)), false)
  }

  /// Solves for `key`, reusing the engine when only the target changed.
  private func solve(_ key: Key) -> Size {
    let engine = prepareEngine(for: key)
    defer { for label in wrappingLabels { label.fittingWidthHint = nil } }
    for _ in 0..<View.maximumLayoutPasses {
      engine.update()
      var changed = false
      for label in wrappingLabels {
        let solved = engine.value(of: label.layoutVariables.width)
        guard label.fittingWidthHint != solved else { continue }
        label.fittingWidthHint = solved
        engine.intrinsicSizeDidChange(of: label)
        changed = true
      }
      if !changed { break }
    }
    let variables = view.layoutVariables
    return Size(
      width: engine.value(of: variables.width), height: engine.value(of: variables.height))
  }

  /// The engine ready to solve for `key`: moved in place, or rebuilt.
  private func prepareEngine(for key: Key) -> LayoutEngine {
    if let engine, let built, let targetConstraints, built.generation == key.generation,
      built.epoch == key.epoch, built.horizontal == key.horizontal,
      built.vertical == key.vertical, engine.broken.isEmpty
    {
      for label in wrappingLabels { engine.intrinsicSizeDidChange(of: label) }
      engine.setGeneratedConstant(targetConstraints.width, key.target.width)
      engine.setGeneratedConstant(targetConstraints.height, key.target.height)
      if !engine.needsRebuild && engine.broken.isEmpty { return engine }
    }
    return rebuild(for: key)
  }

  /// Builds the engine from the subtree and adds the two target constraints.
  private func rebuild(for key: Key) -> LayoutEngine {
    let engine = self.engine ?? LayoutEngine(root: view, fitting: true)
    self.engine = engine
    engine.rebuild()
    let width = LayoutConstraint(
      item: view, attribute: .width, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: key.target.width,
      priority: key.horizontal, origin: .fitting)
    let height = LayoutConstraint(
      item: view, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: key.target.height,
      priority: key.vertical, origin: .fitting)
    engine.install(width)
    engine.install(height)
    targetConstraints = (width, height)
    wrappingLabels = engine.participatingViews.compactMap { view -> Label? in
      guard let label = view as? Label, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth <= 0
      else { return nil }
      return label
    }
    built = key
    return engine
  }
}
