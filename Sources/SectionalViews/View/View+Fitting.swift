import SectionalGraphics

extension View {
  /// The size Auto Layout gives the view's content for `targetSize`, both axes at fitting
  /// priority (50), as `UIView.systemLayoutSizeFitting(_:)`.
  ///
  /// Pass `View.layoutFittingCompressedSize` for the smallest size the content allows, or
  /// `layoutFittingExpandedSize` for the largest.
  ///
  /// - Complexity: as
  ///   `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
  public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size Auto Layout gives the view's content for `targetSize`, each axis at its own
  /// priority.
  ///
  /// Follows Documentation/AutoLayout.md § Fitting: temporary `width == target.width @horizontal`
  /// and `height == target.height @vertical` constraints join the view's subtree constraints in a
  /// separate solver; the view's own frame and autoresizing constraints are left out, its intrinsic
  /// size is taken in, and neither its frame nor its tree's engine changes. Multi-line labels
  /// without `preferredMaxLayoutWidth` are re-measured at the width the solver gives them and the
  /// solve repeats (up to `maximumLayoutPasses` rounds), which is the second pass UIKit's
  /// self-sizing cells make. The table-header recipe is `(tableWidth, 0)` with `.required` and
  /// `.fittingSizeLevel`.
  ///
  /// Results are cached on the view (the last four targets): a call whose target and
  /// priorities were seen since the last change in the subtree (constraint activation,
  /// constant or priority, intrinsic size invalidation, text or font, margins, content
  /// priorities, hierarchy, text measurer) returns at once, with no solver work and no text
  /// measurement. The fitting state is kept between calls: a new target moves the two
  /// fitting constraints in place, a constant or intrinsic size change moves one constant, a
  /// constraint activated or deactivated is patched into the recipe of the subtree's rows,
  /// and other changes in the subtree rebuild that recipe.
  /// `fittingStatistics` counts the work.
  ///
  /// - Complexity: O(depth) on a cached result; else one solve per pass, plus one addition
  ///   per constraint of the subtree after a change.
  public func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> CGSize {
    updateConstraintsIfNeeded()
    let session = fitting.session ?? FittingSession(view: self)
    fitting.session = session
    let key = FittingSession.Key(
      target: targetSize, horizontal: horizontal, vertical: vertical,
      generation: fitting.generation, epoch: FittingState.measurerEpoch)
    return session.size(for: key)
  }

  /// Counts of the work `systemLayoutSizeFitting` did for this view, over all calls.
  ///
  /// Solver fields count the fitting solver's rebuilds, additions, constant changes and
  /// solves; `cachedFittings` counts calls answered from the result cache. A warm call
  /// leaves every solver field as it was.
  public var fittingStatistics: LayoutStatistics {
    fitting.session?.statistics ?? LayoutStatistics()
  }
}
