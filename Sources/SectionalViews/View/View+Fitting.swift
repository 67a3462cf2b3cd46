import SectionalGraphics

extension View {
  /// The size Auto Layout gives the view's content for `targetSize`, both axes at fitting
  /// priority (50), as `UIView.systemLayoutSizeFitting(_:)`.
  ///
  /// Pass `View.layoutFittingCompressedSize` for the smallest size the content allows, or
  /// `layoutFittingExpandedSize` for the largest.
  ///
  /// - Complexity: builds and solves one small solver over the view's subtree.
  public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
      verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size Auto Layout gives the view's content for `targetSize`, each axis at its own
  /// priority.
  ///
  /// Follows reference 5.4: temporary `width == target.width @horizontal` and
  /// `height == target.height @vertical` constraints join the view's subtree constraints in a
  /// separate solver (one per call); the view's own frame and autoresizing constraints are
  /// left out, its intrinsic size is taken in, and neither its frame nor its tree's engine
  /// changes. Multi-line labels without `preferredMaxLayoutWidth` are re-measured at the
  /// width the solver gives them and the solve repeats (up to `maximumLayoutPasses` rounds),
  /// which is the second pass UIKit's self-sizing cells make. The table-header recipe is
  /// `(tableWidth, 0)` with `.required` and `.fittingSizeLevel`.
  ///
  /// - Complexity: builds and solves one small solver over the view's subtree.
  public func systemLayoutSizeFitting(
    _ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
    verticalFittingPriority vertical: LayoutPriority
  ) -> Size {
    updateConstraintsIfNeeded()
    let engine = LayoutEngine(root: self, fitting: true)
    engine.rebuild()
    let width = LayoutConstraint(
      item: self, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
      multiplier: 1, constant: targetSize.width, priority: horizontal, origin: .fitting)
    let height = LayoutConstraint(
      item: self, attribute: .height, relatedBy: .equal, toItem: nil,
      attribute: .notAnAttribute, multiplier: 1, constant: targetSize.height,
      priority: vertical, origin: .fitting)
    engine.install(width)
    engine.install(height)
    let labels = engine.participatingViews.compactMap { view -> Label? in
      guard let label = view as? Label, label.numberOfLines != 1,
        label.preferredMaxLayoutWidth <= 0
      else { return nil }
      return label
    }
    defer { for label in labels { label.fittingWidthHint = nil } }
    for _ in 0..<View.maximumLayoutPasses {
      engine.update()
      var changed = false
      for label in labels {
        let solved = engine.value(of: label.layoutVariables.width)
        guard label.fittingWidthHint != solved else { continue }
        label.fittingWidthHint = solved
        engine.intrinsicSizeDidChange(of: label)
        changed = true
      }
      if !changed { break }
    }
    let variables = layoutVariables
    return Size(
      width: engine.value(of: variables.width), height: engine.value(of: variables.height))
  }
}
