/// What changed between two snapshots, in the index terms of a table batch update: deletes and
/// reloads at old indices, inserts at new ones, moves from old to new
/// (Documentation/DiffableDataSource.md § The difference).
///
/// Sections are compared first. A section in both snapshots keeps its place unless it has to
/// move; the sections that keep their place are one longest run whose order did not change,
/// so the moves are as few as possible. A reloaded section that stays is reloaded; one that
/// moves is deleted and inserted (a batch cannot move and reload the same section). Then the
/// items of every section that is in both and not reloaded are compared the same way; an
/// item that changes section between two such sections moves, one that leaves for or comes
/// from a deleted, inserted or reloaded section is deleted or inserted (that section's rows
/// come and go with it). A reloaded item that stays is reloaded; one that moves is deleted
/// and inserted. Reconfigured items that keep their cell are listed at their new positions.
///
/// Every list is in ascending order. Applying the difference as one batch to a table that
/// shows `old`, with a data source that answers from `new`, shows `new`.
public struct SnapshotDifference: Hashable, Sendable {
  /// Sections to delete, by old index.
  public var deletedSections: [Int] = []
  /// Sections to insert, by new index.
  public var insertedSections: [Int] = []
  /// Sections to reload, by old index.
  public var reloadedSections: [Int] = []
  /// Sections to move, old index to new index.
  public var movedSections: [Int: Int] = [:]
  /// Rows to delete, by old position.
  public var deletedRows: [RowPosition] = []
  /// Rows to insert, by new position.
  public var insertedRows: [RowPosition] = []
  /// Rows to reload, by old position.
  public var reloadedRows: [RowPosition] = []
  /// Rows to move, old position to new position.
  public var movedRows: [RowPosition: RowPosition] = [:]
  /// Rows whose existing cells are configured again after the batch, by new position.
  public var reconfiguredRows: [RowPosition] = []

  /// Creates an empty difference.
  public init() {}

  /// Whether nothing changed: no batch operation and no reconfigured row.
  public var isEmpty: Bool { self == SnapshotDifference() }

  /// Whether the batch has no operation (reconfigured rows aside).
  public var hasNoBatchOperations: Bool {
    var operations = self
    operations.reconfiguredRows = []
    return operations.isEmpty
  }

  /// The difference that turns `old` into `new`, using `new`'s reload and reconfigure marks.
  ///
  /// - Complexity: O(n + m + k log k) for n and m sections and items in the two snapshots
  ///   and k items that stay in their section.
  @inlinable
  public init<S: Hashable, I: Hashable>(
    from old: DiffableDataSourceSnapshot<S, I>, to new: DiffableDataSourceSnapshot<S, I>
  ) {
    let sections = SectionPairing(old, new)
    deletedSections = sections.deleted
    insertedSections = sections.inserted
    reloadedSections = sections.reloaded
    movedSections = sections.moved
    let reloadedItems = Set(new.reloadedItemIdentifiers)
    for oldSection in 0..<old.numberOfSections {
      guard let newSection = sections.pairedNew(oldSection) else { continue }
      compareItems(
        old, new, oldSection: oldSection, newSection: newSection, sections: sections,
        reloaded: reloadedItems)
    }
    for newSection in 0..<new.numberOfSections {
      guard let oldSection = sections.pairedOld(newSection) else { continue }
      let pairedKey = old.sectionKeys[oldSection]
      for (row, item) in new.sectionItems[newSection].enumerated() {
        // Items that come from a paired section were handled with that section.
        if let place = old.places[item] {
          if place.sectionKey == pairedKey { continue }
          if sections.pairedNew(old.keyIndices[place.sectionKey]!) != nil { continue }
        }
        insertedRows.append(RowPosition(row: row, section: newSection))
      }
    }
    reconfigure(old, new, sections: sections, reloaded: reloadedItems)
    deletedRows.sort()
    insertedRows.sort()
    reloadedRows.sort()
    reconfiguredRows.sort()
  }

  /// Compares the items of a section that is in both snapshots and not reloaded.
  @inlinable
  mutating func compareItems<S: Hashable, I: Hashable>(
    _ old: DiffableDataSourceSnapshot<S, I>, _ new: DiffableDataSourceSnapshot<S, I>,
    oldSection: Int, newSection: Int, sections: SectionPairing, reloaded: Set<I>
  ) {
    var stayingOldRows: [Int] = []
    var stayingNewRows: [Int] = []
    let pairedKey = new.sectionKeys[newSection]
    for (row, item) in old.sectionItems[oldSection].enumerated() {
      let from = RowPosition(row: row, section: oldSection)
      guard let place = new.places[item] else {
        deletedRows.append(from)
        continue
      }
      if place.sectionKey == pairedKey {
        stayingOldRows.append(row)
        stayingNewRows.append(place.row)
        continue
      }
      let to = RowPosition(row: place.row, section: new.keyIndices[place.sectionKey]!)
      if sections.pairedOld(to.section) == nil {
        deletedRows.append(from)
      } else {
        move(from, to, reload: !reloaded.isEmpty && reloaded.contains(item))
      }
    }
    let kept = longestIncreasingRun(stayingNewRows)
    for index in kept.indices {
      let from = RowPosition(row: stayingOldRows[index], section: oldSection)
      let reload =
        !reloaded.isEmpty && reloaded.contains(old.sectionItems[oldSection][from.row])
      if kept[index] {
        if reload { reloadedRows.append(from) }
      } else {
        move(from, RowPosition(row: stayingNewRows[index], section: newSection), reload: reload)
      }
    }
  }

  /// Records a row move, or a delete and an insert for a row that is also reloaded.
  @inlinable
  mutating func move(_ from: RowPosition, _ to: RowPosition, reload: Bool) {
    if reload {
      deletedRows.append(from)
      insertedRows.append(to)
    } else {
      movedRows[from] = to
    }
  }

  /// Lists the reconfigured items that keep their cell: in a paired section before and after,
  /// and not reloaded.
  @inlinable
  mutating func reconfigure<S: Hashable, I: Hashable>(
    _ old: DiffableDataSourceSnapshot<S, I>, _ new: DiffableDataSourceSnapshot<S, I>,
    sections: SectionPairing, reloaded: Set<I>
  ) {
    for item in new.reconfiguredItemIdentifiers where !reloaded.contains(item) {
      guard let from = old.position(of: item), sections.pairedNew(from.section) != nil,
        let to = new.position(of: item), sections.pairedOld(to.section) != nil
      else { continue }
      reconfiguredRows.append(to)
    }
  }
}
