import SectionalLayout

/// A table's data source driven by snapshots of section and item identifiers, as UIKit's
/// `UITableViewDiffableDataSource` (Documentation/DiffableDataSource.md).
///
/// Creating one makes it the table's ``TableView/dataSource``; the table holds it weakly, as
/// any data source, so keep a reference to it. It holds its table. Applying a snapshot
/// computes the `SnapshotDifference` from the one shown and drives the table's batch
/// update with it, so only inserted and reloaded rows are asked for cells and heights.
/// Subclass it to give section titles (override
/// ``tableView(_:titleForHeaderInSection:)`` and ``tableView(_:titleForFooterInSection:)``).
@MainActor
open class TableViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: TableViewDataSource {
  /// Makes the cell for an item at an index path, usually with
  /// ``TableView/dequeueReusableCell(withIdentifier:for:)``; UIKit's `CellProvider`.
  public typealias CellProvider =
    @MainActor (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The table this data source fills.
  @usableFromInline let tableView: TableView
  /// The cell provider given at creation.
  let cellProvider: CellProvider
  /// The snapshot the table shows (reload and reconfigure marks cleared).
  @usableFromInline var current = Snapshot()

  /// The animation of the rows and sections the next applied snapshot inserts, deletes or
  /// reloads; ``TableView/RowAnimation/automatic`` by default, as UIKit's.
  public var defaultRowAnimation: TableView.RowAnimation = .automatic

  /// Creates a data source for `tableView` that makes cells with `cellProvider`.
  ///
  /// It makes itself the table's data source; the table shows nothing until a snapshot is
  /// applied.
  public init(tableView: TableView, cellProvider: @escaping CellProvider) {
    self.tableView = tableView
    self.cellProvider = cellProvider
    tableView.dataSource = self
  }

  /// A copy of the snapshot the table shows, to edit and apply.
  public func snapshot() -> Snapshot { current }

  /// Shows `snapshot`: the difference from the shown one goes to the table as one batch
  /// update, animated with ``defaultRowAnimation`` when `animatingDifferences` is `true` and
  /// the table has an animator; `completion` runs when the batch's animations end (at once
  /// without animation).
  ///
  /// Before the table has loaded, it simply loads `snapshot`. A snapshot with a
  /// `DiffableDataSourceSnapshot.rejectedOperation` is refused: the table keeps showing the
  /// last good snapshot, `completion` does not run and the error is returned (UIKit raises
  /// an exception at the operation instead).
  ///
  /// - Complexity: O(n + m + k log k) for the snapshots' sections and items (see
  ///   `SnapshotDifference`), plus the batch update.
  @inlinable @discardableResult
  public final func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true,
    completion: (() -> Void)? = nil
  ) -> DiffableDataSourceError? {
    if let error = snapshot.rejectedOperation { return error }
    guard tableView.layout != nil, !tableView.needsReload, tableView.dataSource === self else {
      current = snapshot.applied
      tableView.reloadData()
      completion?()
      return nil
    }
    let difference = SnapshotDifference(from: current, to: snapshot)
    let old = current
    current = snapshot.applied
    guard !difference.isEmpty else {
      completion?()
      return nil
    }
    if let error = perform(difference, animated: animatingDifferences, completion: completion) {
      current = old
      return DiffableDataSourceError(error.description)
    }
    return nil
  }

  /// Shows `snapshot` by reloading the table, without computing a difference or animating.
  ///
  /// `completion` runs afterwards. A snapshot with a rejected operation is refused as by
  /// ``apply(_:animatingDifferences:completion:)``.
  @discardableResult
  public func applySnapshotUsingReloadData(
    _ snapshot: Snapshot, completion: (() -> Void)? = nil
  ) -> DiffableDataSourceError? {
    if let error = snapshot.rejectedOperation { return error }
    current = snapshot.applied
    tableView.reloadData()
    completion?()
    return nil
  }

  /// The item shown at `indexPath`, `nil` if there is none.
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    current.itemIdentifier(row: indexPath.row, section: indexPath.section)
  }

  /// The index path of `itemIdentifier`, `nil` if the shown snapshot does not hold it.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    current.position(of: itemIdentifier)?.indexPath
  }

  /// The identifier of the section at `index`, `nil` out of range.
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.sectionIdentifiers
    return index >= 0 && index < sections.count ? sections[index] : nil
  }

  /// The index of the section `sectionIdentifier`, `nil` if the shown snapshot lacks it.
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.indexOfSection(sectionIdentifier)
  }

  /// The number of sections of the shown snapshot.
  public func numberOfSections(in tableView: TableView) -> Int { current.numberOfSections }

  /// The number of items in the section at `section` of the shown snapshot.
  public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    section >= 0 && section < current.numberOfSections
      ? current.numberOfItems(inSectionAt: section) : 0
  }

  /// The cell the cell provider makes for the item at `indexPath`.
  ///
  /// A provider that returns `nil` is a programming error, as in UIKit: it traps.
  public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    guard let item = itemIdentifier(for: indexPath),
      let cell = cellProvider(tableView, indexPath, item)
    else {
      preconditionFailure(
        "TableViewDiffableDataSource: the cell provider returned no cell for \(indexPath)")
    }
    return cell
  }

  /// The header title of `section`: `nil` unless a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The footer title of `section`: `nil` unless a subclass overrides it, as in UIKit.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// Sends `difference` to the table as one batch and reconfigures the rows it names;
  /// returns the table's error for a batch it refuses.
  @usableFromInline
  final func perform(
    _ difference: SnapshotDifference, animated: Bool, completion: (() -> Void)?
  ) -> LayoutError? {
    let table = tableView
    // An empty batch would ask every displayed height again; reconfiguring alone needs none.
    guard !difference.hasNoBatchOperations else {
      table.reconfigureRows(at: difference.reconfiguredRows.map(\.indexPath))
      completion?()
      return nil
    }
    let animation = animated ? defaultRowAnimation : .none
    let error = table.performBatchUpdates(
      {
        table.deleteSections(difference.deletedSections, with: animation)
        table.insertSections(difference.insertedSections, with: animation)
        table.reloadSections(difference.reloadedSections, with: animation)
        for (from, to) in difference.movedSections { table.moveSection(from, toSection: to) }
        table.deleteRows(at: difference.deletedRows.map(\.indexPath), with: animation)
        table.insertRows(at: difference.insertedRows.map(\.indexPath), with: animation)
        table.reloadRows(at: difference.reloadedRows.map(\.indexPath), with: animation)
        for (from, to) in difference.movedRows {
          table.moveRow(at: from.indexPath, to: to.indexPath)
        }
      }, animated: animated, completion: { finished in if finished { completion?() } })
    guard error == nil else { return error }
    if !difference.reconfiguredRows.isEmpty {
      table.reconfigureRows(at: difference.reconfiguredRows.map(\.indexPath))
    }
    return nil
  }
}
