import SectionalGraphics

extension FittingSession {
  /// Follows a change in the recipe: a single constraint activated or deactivated is patched
  /// in, up to `patchLimit` times between two fittings; any other structural change, or one
  /// the recipe cannot patch, drops it for a rebuild at the next fitting.
  ///
  /// A patched recipe has a new shape, so the templates are looked up again.
  ///
  /// - Complexity: O(rows + terms) for a patch.
  func followInRecipe(_ change: Change) {
    guard recipes.recipe != nil else { return }
    let patched: Bool
    switch change {
    case .constant, .intrinsicSize: return
    case .structure: patched = false
    case .activated(let constraint):
      patched =
        recipes.patchesSinceFitting < FittingSession.patchLimit
        && recipes.recipe!.patch(activating: constraint)
    case .deactivated(let constraint):
      patched =
        recipes.patchesSinceFitting < FittingSession.patchLimit
        && recipes.recipe!.patch(deactivating: constraint)
    }
    firstPass.stamp = nil
    if patched {
      recipes.patchesSinceFitting += 1
      recipes.patches += 1
      firstPass.template = nil
    } else {
      recipes.recipe = nil
    }
  }

  /// Solves for `key` through the layout template cache, or returns `nil` when the shape's
  /// template is unusable or the solver rejects a constant (the engine then solves, and
  /// breaks and logs constraints as UIKit does).
  ///
  /// The recipe is kept until a structural change; its templates (one per solve pass) are
  /// found by shape, the first pass's kept by the session and each later one linked from the
  /// one before; every pass computes the constants, moves those that differ into its
  /// template's solver and solves, re-measuring wrapping labels at their solved widths as
  /// `EngineFitting` does.
  ///
  /// - Complexity: O(rows) plus one in-place change per differing constant and one solve per
  ///   pass; a recipe walk after a structural change; a solver build for a new shape.
  func solveWithTemplate(_ key: Key) -> CGSize? {
    recipes.patchesSinceFitting = 0
    var samePriorities = false
    if let (horizontal, vertical) = recipes.priorities {
      samePriorities = horizontal == key.horizontal && vertical == key.vertical
    }
    // The recipe leaves `self` while the passes run (moved, not copied: a copy retains each
    // of its arrays) and goes back at the end, unless its constants went stale or a change
    // in the subtree was noted meanwhile (`note(_:)` could not patch or drop it).
    var built = false
    var recipe: FittingRecipe
    if let kept = recipes.recipe.take(), samePriorities {
      recipe = kept
      #if SECTIONAL_INTERNAL_CHECKS
        recipe.checkUserConstraints(root: view)
      #endif
    } else {
      recipe = FittingRecipe(
        root: view, horizontal: key.horizontal, vertical: key.vertical, target: key.target)
      recipes.builds += 1
      recipes.priorities = (key.horizontal, key.vertical)
      firstPass.template = nil
      firstPass.stamp = nil
      built = recipe.takeInitialConstants(into: &constants)
    }
    if recipe.usesEngineOnlyGuides {
      recipes.recipe = consume recipe
      return nil
    }
    let notesBefore = recipes.notes
    for entry in recipe.wrappingLabels { entry.label.fitting.widthHint = nil }
    let (size, isStale) = solvePasses(key, recipe: &recipe, built: built)
    for entry in recipe.wrappingLabels { entry.label.fitting.widthHint = nil }
    if !isStale, recipes.notes == notesBefore { recipes.recipe = consume recipe }
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
  ) -> (size: CGSize?, isStale: Bool) {
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
      } else if let stamp = firstPass.stamp, stamp.generation == key.generation,
        stamp.epoch == key.epoch
      {
        constants.removeAll(keepingCapacity: true)
        constants.append(contentsOf: firstPass.constants)
        recipe.retarget(key.target, constants: &constants)
      } else {
        ready = recipe.constants(target: key.target, into: &constants)
        firstPass.stamp = nil
        if ready {
          firstPass.constants.removeAll(keepingCapacity: true)
          firstPass.constants.append(contentsOf: constants)
          firstPass.stamp = (key.generation, key.epoch)
        }
      }
      guard ready else { return (nil, true) }
      // The first pass's template is the session's; each later one is linked from the
      // template of the pass before.
      let template: FittingTemplate
      if let previous = solved {
        template = previous.following(
          for: recipe, constants: constants, statistics: &templateWork)
      } else if let first = firstPass.template, !first.isWorn {
        template = first
      } else {
        template = FittingTemplate.template(
          for: recipe, pass: 0, constants: constants, statistics: &templateWork)
        firstPass.template = template
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
        guard entry.label.fitting.widthHint != solved else { continue }
        entry.label.fitting.widthHint = solved
        changed = true
      }
      if !changed { break }
    }
    guard let solved else { return (nil, false) }
    return (CGSize(width: solved.readValue(0), height: solved.readValue(1)), false)
  }
}
