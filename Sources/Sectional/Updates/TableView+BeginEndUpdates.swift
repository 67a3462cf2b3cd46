import SectionalLayout

extension TableView {
  /// Opens a batch, as UIKit's `beginUpdates()`.
  ///
  /// The inserts, deletes, moves and reloads until the matching ``endUpdates()`` apply
  /// together, as in ``performBatchUpdates(_:completion:)``. Calls nest; inside an open
  /// batch they join it.
  public func beginUpdates() {
    let opens = pendingBatch == nil
    if opens { openBatch() }
    beginUpdatesNesting.append(opens)
  }

  /// Closes the batch the matching ``beginUpdates()`` opened and applies it.
  ///
  /// It animates with an `animator`; an empty one asks the displayed rows, headers and
  /// footers for their heights again and animates to them (UIKit's idiom for expanding a
  /// row). A call without a matching ``beginUpdates()`` does nothing.
  public func endUpdates() {
    guard let opened = beginUpdatesNesting.popLast(), opened else { return }
    closeBatch(animated: true, completion: nil)
  }
}
