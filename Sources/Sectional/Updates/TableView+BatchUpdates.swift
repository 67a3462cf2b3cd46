import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// How inserted, deleted and reloaded rows and sections appear, as UIKit's
  /// `UITableView.RowAnimation` (same raw values).
  ///
  /// With a `animator`, over UIKit's 0.3 s: rows and sections that stay (moved
  /// ones included) slide from their old frames to their new ones; inserted and reloaded
  /// ones come in, deleted and reloaded ones go out, each by its operation's animation
  /// (deleted ones stay where they were while the rest slides over them). A batch whose
  /// operations are all ``none`` applies at once.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Fade in or out, in place.
    case fade = 0
    /// Slide in from or out to the right.
    case right = 1
    /// Slide in from or out to the left.
    case left = 2
    /// Slide in from or out to the top.
    case top = 3
    /// Slide in from or out to the bottom.
    case bottom = 4
    /// No animation.
    case none = 5
    /// Keep the element centred while it appears or disappears; here a fade in place.
    case middle = 6
    /// The table chooses: here a fade, UIKit's usual choice for a single insert or delete.
    case automatic = 100
  }

  /// Applies the inserts, deletes, moves and reloads recorded in `updates` as one batch, with
  /// UIKit's batch semantics (deletes and reloads name old indices, inserts new ones).
  ///
  /// The batch is validated against the data source's counts first (TableLayout checks it
  /// with UIKit's "Invalid update: …" messages). An invalid batch changes nothing: the table
  /// keeps its layout and views, `completion(false)` runs and the error is returned (UIKit
  /// raises an exception instead). A valid one is applied incrementally through
  /// `TableLayout.performBatchUpdates`: only inserted and reloaded sections and rows are
  /// asked for (heights, titles, cells); everything else keeps its measured height and its
  /// view, the content offset is kept (clamped) and `completion(true)` runs, after the batch's
  /// animations end when there are any (as UIKit's). A batch with no operations (UIKit's
  /// idiom for animating a height change) asks the delegate again for the heights of the
  /// displayed rows, headers and footers and applies the changed ones. Calls outside a
  /// batch form a batch of their own (an invalid one changes nothing, and its error is only
  /// reported through this method); nested batches join the outer one, and their completions
  /// run after the outer one's, with its result. Without a data source nothing is validated:
  /// the batch changes nothing and fails. With an `animator` the change animates (see
  /// ``RowAnimation``).
  ///
  /// Called from a data source or delegate method while the table is reloading, placing its
  /// views or applying another batch, the batch (its `updates` included) is logged and runs
  /// when that pass ends, and returns `nil` (Documentation/UIKitParity.md § Invalid input and
  /// re-entrant calls).
  ///
  /// - Complexity: O(n + m) for n sections and m measured rows, plus the operations and
  ///   the data source's row counts.
  @discardableResult
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) -> LayoutError? {
    performBatchUpdates(updates, animated: true, completion: completion)
  }

  /// ``performBatchUpdates(_:completion:)``, applied at once without animation when
  /// `animated` is `false` (a diffable data source's `animatingDifferences: false`).
  @discardableResult
  func performBatchUpdates(
    _ updates: (() -> Void)?, animated: Bool, completion: ((Bool) -> Void)?
  ) -> LayoutError? {
    if pendingBatch != nil {
      updates?()
      if let completion { callouts.nestedBatchCompletions.append(completion) }
      return nil
    }
    if defersDuringPass(
      "performBatchUpdates(_:completion:)", .batch(updates: updates, completion: completion))
    {
      return nil
    }
    openBatch()
    updates?()
    return closeBatch(animated: animated, completion: completion)
  }

  /// Starts recording a batch.
  func openBatch() {
    pendingBatch = BatchUpdate()
    pendingAnimations = BatchAnimations()
  }

  /// Commits the recorded batch with the completions of batches nested in it.
  ///
  /// An empty one asks the displayed elements for their heights again. The completions run
  /// after the batch's animations, or at once, outer first (UIKit runs a nested batch's
  /// completion with the outer batch's result).
  @discardableResult
  func closeBatch(animated: Bool, completion: ((Bool) -> Void)?) -> LayoutError? {
    let recorded = pendingBatch ?? BatchUpdate()
    var animations = pendingAnimations
    animations.allowed = animated
    let completions = (completion.map { [$0] } ?? []) + callouts.nestedBatchCompletions
    callouts.nestedBatchCompletions = []
    pendingBatch = nil
    pendingAnimations = BatchAnimations()
    let error = commit(recorded, animations: animations)
    if error == nil, recorded == BatchUpdate() { requeryDisplayedHeights(animated: animated) }
    if error == nil, animationsRunning > 0 {
      batchCompletions.append(contentsOf: completions)
    } else {
      for completion in completions { completion(error == nil) }
    }
    return error
  }

  /// Inserts sections at their new indices.
  public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { batch, animations in
      for section in sections {
        batch.insertSection(Self.placeholder, at: section)
        animations.insertedSections[section] = animation
      }
    }
  }

  /// Deletes sections at their old indices.
  public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { batch, animations in
      for section in sections {
        batch.deleteSections([section])
        animations.deletedSections[section] = animation
      }
    }
  }

  /// Reloads sections at their old indices: their counts, titles and heights are asked again
  /// (at their index after the batch) and their views replaced.
  public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { batch, animations in
      for section in sections {
        batch.reloadSection(section, with: Self.placeholder)
        animations.reloadedSections[section] = animation
      }
    }
  }

  /// Moves a section from an old index to a new one; it slides to its new place.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(.automatic) { batch, _ in batch.moveSection(section, toSection: newSection) }
  }

  /// Inserts rows at their new index paths.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { batch, animations in
      for indexPath in indexPaths {
        let row = RowPosition(indexPath)
        batch.insertRow(at: row, height: 0)
        animations.insertedRows[row] = animation
      }
    }
  }

  /// Deletes rows at their old index paths.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { batch, animations in
      let rows = indexPaths.map(RowPosition.init)
      batch.deleteRows(at: rows)
      for row in rows { animations.deletedRows[row] = animation }
    }
  }

  /// Reloads rows at their old index paths.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { batch, animations in
      for indexPath in indexPaths {
        let row = RowPosition(indexPath)
        batch.reloadRow(at: row, height: 0)
        animations.reloadedRows[row] = animation
      }
    }
  }

  /// Moves a row from an old index path to a new one; it slides from its old frame to its
  /// new one.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(.automatic) { batch, _ in
      batch.moveRow(at: RowPosition(indexPath), to: RowPosition(newIndexPath))
    }
  }

  /// A section description whose contents are filled from the data source at commit time.
  private static let placeholder = SectionSpec(header: nil, rows: .uniform(0, count: 0))

  /// Adds an operation to the open batch, or runs it as a batch of its own.
  ///
  /// An operation of its own called from a data source or delegate method during a pass is
  /// logged and runs when the pass ends (see ``performBatchUpdates(_:completion:)``).
  private func record(
    _ animation: RowAnimation, call: String = #function,
    _ change: (inout BatchUpdate, inout BatchAnimations) -> Void
  ) {
    if pendingBatch != nil {
      if animation != .none { pendingAnimations.animates = true }
      change(&pendingBatch!, &pendingAnimations)
    } else {
      var batch = BatchUpdate()
      var animations = BatchAnimations()
      animations.animates = animation != .none
      change(&batch, &animations)
      if defersDuringPass(call, .operations(batch, animations)) { return }
      commit(batch, animations: animations)
    }
  }
}
