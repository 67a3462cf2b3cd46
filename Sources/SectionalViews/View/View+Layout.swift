import SectionalGraphics

extension View {
  /// The value of an intrinsic size component that means "no intrinsic size on this axis".
  ///
  /// UIKit's `UIView.noIntrinsicMetric` is -1.
  public static let noIntrinsicMetric: CGFloat = -1

  /// `(0, 0)`: the smallest size `systemLayoutSizeFitting(_:)` can find
  /// (`UIView.layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)

  /// A very large size: the largest size `systemLayoutSizeFitting(_:)` can find
  /// (`UIView.layoutFittingExpandedSize`, 10 000 000 here for a finite solver).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// Marks the view as needing `layoutSubviews()` at the next layout pass.
  ///
  /// Cheap: it only sets a flag; `layoutIfNeeded()` or the host's next frame does the work.
  public func setNeedsLayout() {
    needsLayout = true
    window?.needsDisplay = true
  }

  /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin.
  public func sizeToFit() {
    let size = sizeThatFits(bounds.size)
    frame = CGRect(origin: frame.origin, size: size)
  }

  /// The priority with which the view resists growing beyond its intrinsic size on `axis`.
  ///
  /// 250 (`defaultLow`) by default, as for views made in code in UIKit.
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    axis == .horizontal ? huggingPriorities.0 : huggingPriorities.1
  }

  /// Sets the content hugging priority on `axis`.
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis)
  {
    if axis == .horizontal {
      huggingPriorities.0 = priority
    } else {
      huggingPriorities.1 = priority
    }
    layoutContentDidChange()
    layoutRoot.rootEngine?.structureDidChange()
  }

  /// The priority with which the view resists shrinking below its intrinsic size on `axis`.
  ///
  /// 750 (`defaultHigh`) by default, as in UIKit.
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis)
    -> LayoutPriority
  {
    axis == .horizontal ? compressionPriorities.0 : compressionPriorities.1
  }

  /// Sets the compression resistance priority on `axis`.
  public func setContentCompressionResistancePriority(
    _ priority: LayoutPriority, for axis: LayoutConstraint.Axis
  ) {
    if axis == .horizontal {
      compressionPriorities.0 = priority
    } else {
      compressionPriorities.1 = priority
    }
    layoutContentDidChange()
    layoutRoot.rootEngine?.structureDidChange()
  }

  /// Brings Auto Layout up to date and runs `layoutSubviews()` on every view in the tree that
  /// needs it, top down.
  ///
  /// The whole tree of the view's layout root is laid out (UIKit also lays out superviews
  /// first). When applying frames changes intrinsic sizes (multi-line labels that learn their
  /// width), the engine solves again, up to `maximumLayoutPasses` rounds. An unchanged tree
  /// costs one traversal and no solver work.
  ///
  /// - Complexity: O(n) in the tree's size, plus solver work for what changed.
  public func layoutIfNeeded() {
    let root = treeRoot
    for _ in 0..<View.maximumLayoutPasses {
      root.updateConstraintsIfNeeded()
      root.rootEngine?.update()
      root.layoutSubtreeIfNeeded()
      let engineIsStale = root.rootEngine.map { $0.needsRebuild || $0.needsSolve } ?? false
      guard engineIsStale || root.treeNeedsConstraintUpdate else { return }
    }
  }

  /// The most solve-and-apply rounds one `layoutIfNeeded()` runs: 8.
  public static let maximumLayoutPasses = 8

  /// Marks the view as needing `updateConstraints()` at the next layout pass.
  ///
  /// - Complexity: O(depth).
  public func setNeedsUpdateConstraints() {
    needsConstraintUpdate = true
    treeRoot.treeNeedsConstraintUpdate = true
  }

  /// Runs `updateConstraints()` on every flagged view of this view's layout tree, subviews
  /// before their superviews.
  ///
  /// Does nothing (beyond one flag check) when no view in the tree asked for it.
  ///
  /// - Complexity: O(n) in the tree's size when some view is flagged, else O(depth).
  public func updateConstraintsIfNeeded() {
    let root = treeRoot
    var rounds = 0
    while root.treeNeedsConstraintUpdate && rounds < View.maximumLayoutPasses {
      root.treeNeedsConstraintUpdate = false
      root.updateSubtreeConstraints()
      rounds += 1
    }
  }

  /// Post-order pass of `updateConstraints()` over flagged views.
  private func updateSubtreeConstraints() {
    for subview in storedSubviews { subview.updateSubtreeConstraints() }
    if needsConstraintUpdate {
      needsConstraintUpdate = false
      updateConstraints()
    }
  }

  /// Lays out this view if flagged, then its subviews; an independent layout root first
  /// brings its own engine up to date (see `layoutIndependentSubtree(_:)`).
  func layoutSubtreeIfNeeded() {
    if let engine = rootEngine, storedSuperview != nil {
      layoutIndependentSubtree(engine)
    } else {
      layoutOwnSubtreeIfNeeded()
    }
  }

  /// Lays out this view if flagged, then its subviews.
  ///
  /// A view controller's view tells its controller before and after its own
  /// `layoutSubviews()`, as UIKit does; all three run with `TraitCollection.current` set to
  /// the view's traits.
  func layoutOwnSubtreeIfNeeded() {
    if needsLayout {
      needsLayout = false
      traitState.resolved.performAsCurrent {
        if let controller = storedViewController {
          controller.viewWillLayoutSubviews()
          layoutSubviews()
          controller.viewDidLayoutSubviews()
        } else {
          layoutSubviews()
        }
      }
    }
    for subview in storedSubviews { subview.layoutSubtreeIfNeeded() }
  }

  /// Reacts to a frame change from `old` to `new` (the stored frame now): layout and Auto
  /// Layout bookkeeping.
  func frameDidChange(from old: CGRect, to new: CGRect) {
    if old.size != new.size {
      setNeedsLayout()
      sizeDidChange()
      if autoresizesSubviews { resizeSubviews(withOldSize: old.size) }
    }
    if translatesAutoresizingMaskIntoConstraints {
      storedSuperview?.layoutContentDidChange()
      layoutRoot.rootEngine?.frameDidChange(of: self)
    }
    frameDidChangeSafeArea()
    if guideState.preservesSuperviewMargins { refreshInheritedMargins() }
    if old.size != new.size { refreshPreservingSubviews() }
    setNeedsDisplay()
  }
}
