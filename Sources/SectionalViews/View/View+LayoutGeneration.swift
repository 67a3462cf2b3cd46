extension View {
  /// Records that something a fitting of this view (or of an ancestor) depends on changed.
  ///
  /// Bumps `fitting.generation` on this view and every ancestor: a constraint was activated,
  /// deactivated or had its constant or priority changed, an intrinsic size was invalidated,
  /// a content priority, margin, autoresizing flag or frame that becomes a constraint
  /// changed, or the hierarchy changed. `systemLayoutSizeFitting` compares the generation
  /// with the one its cached result was computed at. Each ancestor's fitting session hears
  /// of `change` and follows a constant or intrinsic size change in place.
  ///
  /// - Complexity: O(depth).
  func layoutContentDidChange(_ change: FittingSession.Change = .structure) {
    var current: View? = self
    while let view = current {
      view.noteLayoutContentChange(change)
      current = view.storedSuperview
    }
  }

  /// Records `change` on this view alone: its generation moves and its fitting session, if
  /// any, hears of it.
  ///
  /// Every way of reaching a view's ancestors (`layoutContentDidChange(_:)` and the chain
  /// forms below) does this on each of them, so it is the one place that says what a view
  /// does with a change.
  @inline(__always)
  func noteLayoutContentChange(_ change: FittingSession.Change) {
    fitting.generation &+= 1
    fitting.session?.note(change)
  }

  /// This view and its ancestors, bottom up: the views `layoutContentDidChange(_:)` reaches.
  ///
  /// Room for eight views is reserved up front, so that usual trees allocate once.
  ///
  /// - Complexity: O(depth).
  var layoutContentChain: [View] {
    var chain: [View] = []
    chain.reserveCapacity(8)
    var current: View? = self
    while let view = current {
      chain.append(view)
      current = view.storedSuperview
    }
    return chain
  }

  /// Records `change` on every view of `chain` (a `layoutContentChain`), as
  /// `layoutContentDidChange(_:)` on its first view does, without loading any superview.
  ///
  /// For callers that note many changes on the same view while the hierarchy stays as it is.
  ///
  /// - Complexity: O(depth).
  static func layoutContentDidChange(_ change: FittingSession.Change, along chain: [View]) {
    for view in chain { view.noteLayoutContentChange(change) }
  }

  /// Records `change` on this view, then on every view of `chain` (its superview's
  /// `layoutContentChain`), as `layoutContentDidChange(_:)` does, without loading any
  /// superview.
  ///
  /// - Complexity: O(depth).
  func layoutContentDidChange(_ change: FittingSession.Change, thenAlong chain: [View]) {
    noteLayoutContentChange(change)
    View.layoutContentDidChange(change, along: chain)
  }

  /// Records that the text measurer in effect may have changed for this whole subtree.
  ///
  /// Every view's generation is bumped and labels forget their cached measurements; called
  /// when the subtree moves to another window or a window's measurer changes. With
  /// `refreshingEngines` (the default), a label's layout engine re-reads its intrinsic size
  /// in place, since an independent layout root that joins a window keeps its engine instead
  /// of rebuilding it; callers pass `false` when the measurer in effect stayed the same.
  ///
  /// - Complexity: O(n) in the subtree's size; refreshing adds O(depth) and one measurement
  ///   per label.
  func measurementContextDidChange(refreshingEngines: Bool = true) {
    fitting.generation &+= 1
    if let label = self as? Label {
      label.forgetMeasurements()
      if refreshingEngines { label.layoutRoot.rootEngine?.intrinsicSizeDidChange(of: label) }
    }
    for subview in storedSubviews {
      subview.measurementContextDidChange(refreshingEngines: refreshingEngines)
    }
  }

  /// Releases the fitting engines of this view and its ancestors so that they stop holding
  /// views that just left the subtree.
  ///
  /// - Complexity: O(depth).
  func releaseFittingEngines() {
    var current: View? = self
    while let view = current {
      view.fitting.session?.release()
      current = view.storedSuperview
    }
  }
}
