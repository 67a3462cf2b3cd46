import SectionalGraphics

/// The state `systemLayoutSizeFitting` keeps on a view between calls: the last few results,
/// the recipe of the subtree's rows and what its next first pass can reuse.
///
/// A result is reused while the view's `fitting.generation` and
/// `FittingState.measurerEpoch` are those it was computed at and the target and priorities are
/// equal, so a warm call does no solver work and no text measurement. Otherwise the recipe's
/// rows are solved through the layout template cache (`FittingSession+Templates.swift`); when
/// a template cannot take them, an `EngineFitting` solves instead, and breaks and logs
/// constraints as UIKit does.
@MainActor
final class FittingSession {
  /// What a fitting result depends on.
  struct Key: Equatable {
    /// The target size.
    var target: CGSize
    /// The horizontal fitting priority.
    var horizontal: LayoutPriority
    /// The vertical fitting priority.
    var vertical: LayoutPriority
    /// The view's `fitting.generation`.
    var generation: UInt64
    /// `FittingState.measurerEpoch`.
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

  /// The most recipe patches between two fittings: past it, a rebuild (one walk of the
  /// subtree) is cheaper than more patches (O(rows) each), so the recipe is dropped.
  static let patchLimit = 4

  /// The view being fitted (it owns the session).
  unowned let view: View

  // Every fitting reads and writes the state below: `@exclusivity(unchecked)` (see
  // ARCHITECTURE.md). A fitting of this view never runs inside one of its own.

  /// The recent results.
  @exclusivity(unchecked) private var results = Results()
  /// The recipe of the subtree and what happened to it.
  @exclusivity(unchecked) var recipes = RecipeState()
  /// What the first solve pass of the next fitting can reuse.
  @exclusivity(unchecked) var firstPass = FirstPass()
  /// The row constants of the fit in progress.
  @exclusivity(unchecked) var constants: [Double] = []
  /// Work done through templates.
  @exclusivity(unchecked) var templateWork = LayoutStatistics()
  /// The engine that solves what the templates cannot, made when first needed.
  @exclusivity(unchecked) private var engineFitting: EngineFitting?

  /// Creates an empty session for `view`.
  init(view: View) {
    self.view = view
  }

  /// The work of the fitting engine over the session's life, with cache hits counted.
  var statistics: LayoutStatistics {
    var total = templateWork
    if let engineFitting { total.add(engineFitting.statistics) }
    total.cachedFittings += results.hits
    return total
  }

  /// The fitted size for `key`, from the cache or solved.
  ///
  /// - Complexity: O(1) on a hit; else one solve per pass, plus a recipe walk after a
  ///   structural change.
  func size(for key: Key) -> CGSize {
    if let size = results.size(for: key) { return size }
    let size = solveWithTemplate(key) ?? solveWithEngine(key)
    results.insert(size, for: key)
    return size
  }

  /// Solves for `key` with the session's `EngineFitting`, made on first use.
  private func solveWithEngine(_ key: Key) -> CGSize {
    let fitting = engineFitting ?? EngineFitting(view: view)
    engineFitting = fitting
    return fitting.size(for: key)
  }

  /// Follows a change in the subtree: the recipe patches or drops itself, and the engine, if
  /// any, follows a constant or intrinsic size change in place.
  ///
  /// Called after `view.fitting.generation` moved.
  func note(_ change: Change) {
    recipes.notes &+= 1
    followInRecipe(change)
    engineFitting?.note(change)
  }

  /// Drops the engine (keeping its statistics), the recipe and the results.
  ///
  /// Called when views leave the subtree, so that nothing here keeps them alive.
  func release() {
    engineFitting?.release()
    recipes.recipe = nil
    firstPass.template = nil
    firstPass.stamp = nil
    results.removeAll()
  }
}
