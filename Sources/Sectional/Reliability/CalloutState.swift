import SectionalLayout

/// What the table is in the middle of while it calls its data source and delegate, and the
/// calls that arrived from those methods and wait for the pass to end.
///
/// A pass is a reload (asking counts, titles and heights), a tiling pass (asking cells,
/// headers and footers and announcing them) or a batch commit. A call from inside a pass that
/// would change the data or the views the pass is working on runs after the outermost pass
/// ends, in the order it arrived (Documentation/UIKitParity.md § Invalid input and re-entrant
/// calls).
struct CalloutState {
  /// A call that waits for the current pass to end.
  enum Deferred {
    /// `reloadData()`.
    case reload
    /// `performBatchUpdates(_:completion:)` with its closures.
    case batch(updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    /// One operation called outside a batch (which forms a batch of its own), recorded.
    case operations(BatchUpdate, BatchAnimations)

    /// Whether this is a reload (two reloads in a row run once).
    var isReload: Bool {
      if case .reload = self { return true }
      return false
    }
  }

  /// What a pass does, for the diagnostics.
  enum Pass: String {
    /// Asking the data source and delegate for counts, titles and heights.
    case reloading = "reloading its data"
    /// Asking for cells, headers and footers and announcing them.
    case tiling = "placing its visible views"
    /// Asking for the inserted and reloaded sections and rows of a batch.
    case committing = "applying a batch update"
  }

  /// How many passes are open (passes nest: a reload tiles, a batch tiles).
  var depth = 0
  /// The innermost open pass.
  var current: Pass = .reloading
  /// Calls waiting for the outermost pass to end, in order.
  var deferred: [Deferred] = []
  /// Whether a deferred call will change the data: the open pass then asks nothing more of
  /// the data source (its answers may already describe the new data).
  var dataChanged = false
  /// Whether the content offset moved during a pass, so the views must be placed again.
  var needsTile = false
  /// Whether the deferred calls are running (they are run by one loop, never nested).
  var isRunningDeferred = false
  /// The completions of batches nested in the open batch's updates: they get the outer
  /// batch's result.
  var nestedBatchCompletions: [(Bool) -> Void] = []

  /// Whether anything waits for the outermost pass to end.
  var hasWork: Bool { !deferred.isEmpty || needsTile }
}
