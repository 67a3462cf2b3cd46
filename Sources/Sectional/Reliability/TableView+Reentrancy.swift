import SectionalLayout
import SectionalViews

extension TableView {
  /// How many rounds of deferred calls run after a pass before the table stops running them:
  /// a data source that reloads from every `cellForRowAt` would otherwise never settle.
  static let maximumDeferredRounds = 8

  /// Opens a pass that calls the data source or delegate and returns the pass it is nested
  /// in; every `beginPass` has one `endPass` given what it returned.
  func beginPass(_ pass: CalloutState.Pass) -> CalloutState.Pass {
    let outer = callouts.current
    callouts.current = pass
    callouts.depth += 1
    return outer
  }

  /// Closes a pass; when it was the outermost one, runs the calls that waited for it.
  func endPass(_ outer: CalloutState.Pass) {
    callouts.current = outer
    callouts.depth -= 1
    if callouts.depth == 0, callouts.hasWork, !callouts.isRunningDeferred { runDeferredCalls() }
  }

  /// Whether a call that changes the data must wait for the open pass to end.
  ///
  /// A pass is open, so the call came from a data source or delegate method the table is
  /// calling. Logs `call` and keeps `deferred` for later.
  func defersDuringPass(_ call: @autoclosure () -> String, _ deferred: CalloutState.Deferred)
    -> Bool
  {
    guard callouts.depth > 0 else { return false }
    TableLog.emit(
      "\(call()) was called while the table was \(callouts.current.rawValue) (from one of "
        + "its data source or delegate methods); it runs when that pass ends.")
    if !(deferred.isReload && callouts.deferred.last?.isReload == true) {
      callouts.deferred.append(deferred)
    }
    callouts.dataChanged = true
    return true
  }

  /// Whether the open pass may still ask the data source for new cells, headers and footers.
  var mayAskForViews: Bool { !callouts.dataChanged }

  /// Runs the deferred calls in order, and places the views again when only the offset moved.
  ///
  /// Calls deferred while these run are run by this loop too, for at most
  /// ``maximumDeferredRounds`` rounds; after that the rest are dropped with a diagnostic.
  private func runDeferredCalls() {
    callouts.isRunningDeferred = true
    defer { callouts.isRunningDeferred = false }
    var round = 0
    while callouts.hasWork {
      round += 1
      guard round <= TableView.maximumDeferredRounds else {
        TableLog.emit(
          "the table's data source or delegate kept changing the table from its own methods; "
            + "\(callouts.deferred.count) deferred call(s) dropped after "
            + "\(TableView.maximumDeferredRounds) rounds.")
        callouts.deferred = []
        callouts.needsTile = false
        callouts.dataChanged = false
        return
      }
      let calls = callouts.deferred
      callouts.deferred = []
      callouts.dataChanged = false
      callouts.needsTile = false
      for call in calls {
        switch call {
        case .reload:
          reloadData()
        case .batch(let updates, let completion):
          performBatchUpdates(updates, completion: completion)
        case .operations(let batch, let animations):
          commit(batch, animations: animations)
        }
      }
      if calls.isEmpty {
        // The pass may have recorded the moved bounds with the elements of the old ones.
        tiledState = nil
        setNeedsLayout()
        layoutIfNeeded()
      }
    }
  }
}

extension TableView {
  /// Whether `view`, just returned by the data source or delegate for `kind`, can be shown.
  ///
  /// Not the table itself or a view containing it (adding it would take the table out of its
  /// window), and not a view already on the table (shown for another element, or added by the
  /// app): one view shows one element. A refused view is logged and the element shows no
  /// view; its space stays. Not either when the method that made it changed the data (it
  /// called `reloadData()` or a batch, deferred): the view goes back to its queue unannounced,
  /// as it may describe data that is gone.
  ///
  /// - Complexity: O(1), plus the depth of the table for a view that has subviews and no
  ///   superview.
  func accepts(_ view: View, for kind: LayoutElementKind, asRow: Bool) -> Bool {
    if !mayAskForViews {
      if view.superview == nil, view !== self { enqueue(view, asRow: asRow) }
      return false
    }
    if view.superview === self {
      TableLog.emit(
        "\(TableView.callName(for: kind)) returned a view that the table already shows (for "
          + "another element, or as its own subview); \(kind) shows no view. Return a "
          + "different view for each element (dequeue one per call).")
      return false
    }
    if view === self || (!view.subviews.isEmpty && isDescendant(of: view)) {
      TableLog.emit(
        "\(TableView.callName(for: kind)) returned the table itself or a view that contains "
          + "it; \(kind) shows no view.")
      return false
    }
    return true
  }

  /// The data source or delegate method that gives the view of `kind`.
  static func callName(for kind: LayoutElementKind) -> String {
    switch kind {
    case .header: "tableView(_:viewForHeaderInSection:)"
    case .footer: "tableView(_:viewForFooterInSection:)"
    case .row: "tableView(_:cellForRowAt:)"
    case .tableHeader: "tableHeaderView"
    case .tableFooter: "tableFooterView"
    }
  }
}
