import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// How inserted, deleted and reloaded rows and sections appear, as UIKit's
  /// `UITableView.RowAnimation` (same raw values).
  ///
  /// With a ``TableView/animator``, any value but ``none`` animates a batch the same way:
  /// elements that stay slide to their new places and new ones fade in over 0.3 s; deleted
  /// ones disappear at once, and batches with moves apply at once.
  public enum RowAnimation: Int, Hashable, Sendable {
    /// Fade in or out.
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
    /// Keep the element centred while it appears or disappears.
    case middle = 6
    /// The table chooses.
    case automatic = 100
  }

  /// Applies the inserts, deletes, moves and reloads recorded in `updates` as one batch, with
  /// UIKit's batch semantics (deletes and reloads name old indices, inserts new ones).
  ///
  /// The batch is validated against the data source's counts first (TableLayout checks it
  /// with UIKit's "Invalid update: …" messages). An invalid batch changes nothing: the table
  /// keeps its layout and views, `completion(false)` runs and the error is returned (UIKit
  /// raises an exception instead). A valid one re-reads the data source (measured heights
  /// are measured again as they show), keeps the content offset (clamped) and calls
  /// `completion(true)`. Calls outside a batch form a batch of their own (an invalid one
  /// changes nothing, and its error is only reported through this method); nested batches
  /// join the outer one. With an ``animator`` and an animation other than
  /// ``RowAnimation/none``, the change animates (see ``RowAnimation``).
  ///
  /// - Complexity: O(n + r) for n sections and r rows, plus the operations.
  @discardableResult
  public func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) -> LayoutError? {
    if pendingBatch != nil {
      updates?()
      completion?(true)
      return nil
    }
    pendingBatch = BatchUpdate()
    pendingBatchAnimates = false
    updates?()
    let recorded = pendingBatch ?? BatchUpdate()
    let animates = pendingBatchAnimates
    pendingBatch = nil
    pendingBatchAnimates = false
    let error = commit(recorded, animated: animates)
    completion?(error == nil)
    return error
  }

  /// Inserts sections at their new indices.
  public func insertSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { batch in
      for section in sections { batch.insertSection(Self.placeholder, at: section) }
    }
  }

  /// Deletes sections at their old indices.
  public func deleteSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { $0.deleteSections(sections) }
  }

  /// Reloads sections at their old indices: their counts, titles and heights are asked again
  /// (at the same index) and their views replaced.
  public func reloadSections(_ sections: some Sequence<Int>, with animation: RowAnimation) {
    record(animation) { batch in
      for section in sections { batch.reloadSection(section, with: Self.placeholder) }
    }
  }

  /// Moves a section from an old index to a new one.
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record(.automatic) { $0.moveSection(section, toSection: newSection) }
  }

  /// Inserts rows at their new index paths.
  public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { batch in
      for indexPath in indexPaths { batch.insertRow(at: indexPath, height: 0) }
    }
  }

  /// Deletes rows at their old index paths.
  public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { $0.deleteRows(at: indexPaths) }
  }

  /// Reloads rows at their old index paths.
  public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
    record(animation) { batch in
      for indexPath in indexPaths { batch.reloadRow(at: indexPath, height: 0) }
    }
  }

  /// Moves a row from an old index path to a new one.
  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record(.automatic) { $0.moveRow(at: indexPath, to: newIndexPath) }
  }

  /// A section description whose contents are filled from the data source at commit time.
  private static let placeholder = SectionSpec(header: nil, rows: .uniform(0, count: 0))

  /// Adds an operation to the open batch, or runs it as a batch of its own.
  private func record(_ animation: RowAnimation, _ change: (inout BatchUpdate) -> Void) {
    if animation != .none { pendingBatchAnimates = true }
    if pendingBatch != nil {
      change(&pendingBatch!)
    } else {
      var batch = BatchUpdate()
      change(&batch)
      let animates = pendingBatchAnimates
      pendingBatchAnimates = false
      commit(batch, animated: animates)
    }
  }

  /// Fills the recorded batch from the data source, validates it on a copy of the layout,
  /// and reloads when it is valid.
  @discardableResult
  private func commit(_ recorded: BatchUpdate, animated: Bool) -> LayoutError? {
    guard let dataSource else { return nil }
    var layout = currentLayout
    let savedSizing = sizing
    defer { sizing = savedSizing }
    var update = recorded
    for section in recorded.insertedSections.keys {
      update.insertedSections[section] = sectionSpec(section, dataSource: dataSource)
    }
    for section in recorded.reloadedSections.keys {
      update.reloadedSections[section] = sectionSpec(section, dataSource: dataSource)
    }
    for indexPath in recorded.insertedRows.keys {
      update.insertedRows[indexPath] = rowHeight(at: indexPath)
    }
    for indexPath in recorded.reloadedRows.keys {
      update.reloadedRows[indexPath] = rowHeight(at: indexPath)
    }
    let count = max(0, dataSource.numberOfSections(in: self))
    update.rowCountsAfterUpdate = (0..<count).map {
      max(0, dataSource.tableView(self, numberOfRowsInSection: $0))
    }
    do {
      try layout.performBatchUpdates(update)
    } catch {
      return error
    }
    finishAnimations()
    let before = animated ? screenFrames() : [:]
    needsReload = true
    rebuildLayout()
    tile()
    layoutIfNeeded()
    if animated, let mapped = BatchIndexMap(recorded)?.mapping(before) {
      animateChange(from: mapped, animation: .automatic)
    }
    return nil
  }

  /// The description of `section` as the data source gives it now.
  private func sectionSpec(_ section: Int, dataSource: any TableViewDataSource) -> SectionSpec {
    let titles = (headerTitles, footerTitles)
    headerTitles = []
    footerTitles = []
    defer { (headerTitles, footerTitles) = titles }
    return SectionSpec(
      header: headerFooterHeight(section, isHeader: true),
      rows: rowHeights(inSection: section, dataSource: dataSource),
      footer: headerFooterHeight(section, isHeader: false))
  }

  /// The height the delegate gives the row at `indexPath`, estimates standing in for
  /// automatic heights.
  private func rowHeight(at indexPath: IndexPath) -> Double {
    let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
    guard height == TableView.automaticDimension else { return height }
    let estimate =
      delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
    return estimate == TableView.automaticDimension || estimate <= 0 ? metrics.rowHeight : estimate
  }
}
