/// The sections and items a diffable data source shows, by identifier, as UIKit's
/// `NSDiffableDataSourceSnapshot` (Documentation/DiffableDataSource.md).
///
/// A value: take one from the data source (or make an empty one), edit it with the section
/// and item operations, and apply it. Identifiers are compared by `Hashable` identity only;
/// every section identifier and every item identifier appears once (sections and items are
/// separate spaces). Content changes behind an identifier go unnoticed unless the item is
/// reloaded or reconfigured.
///
/// An operation UIKit would reject with an exception (a duplicate identifier, an identifier
/// the snapshot does not hold) changes nothing here and is remembered in
/// ``rejectedOperation``; applying the snapshot then fails with it.
///
/// Every query is O(1) except the ones that return arrays. Editing a section costs
/// O(sections); editing items costs O(the items given + the items of the sections they
/// touch + sections).
public struct DiffableDataSourceSnapshot<
  SectionIdentifierType: Hashable, ItemIdentifierType: Hashable
> {
  /// The section identifiers, in order.
  public internal(set) var sectionIdentifiers: [SectionIdentifierType] = []
  /// The items of each section, parallel to ``sectionIdentifiers``.
  @usableFromInline var sectionItems: [[ItemIdentifierType]] = []
  /// The key of each section, parallel to ``sectionIdentifiers``: a number given when the
  /// section is added and never reused, so that items name their section with a plain
  /// integer that stays valid when sections move.
  @usableFromInline var sectionKeys: [Int] = []
  /// The next section key to give.
  var nextSectionKey = 0
  /// The index of each section identifier.
  @usableFromInline var sectionIndices: [SectionIdentifierType: Int] = [:]
  /// The index of each section key.
  @usableFromInline var keyIndices: [Int: Int] = [:]
  /// Where each item identifier is.
  @usableFromInline var places: [ItemIdentifierType: SnapshotItemPlace] = [:]
  /// The number of items before each section, with the total at the end
  /// (`sectionIdentifiers.count + 1` entries).
  var itemStarts: [Int] = [0]
  /// The items marked for reload, in the order they were marked.
  public internal(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
  /// The items marked for reconfiguring, in the order they were marked.
  public internal(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
  /// The sections marked for reload, in the order they were marked.
  public internal(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
  /// The first operation this snapshot refused, with its message; `nil` when every
  /// operation applied.
  ///
  /// Not in UIKit, which raises an exception at the operation instead. Applying a snapshot
  /// with a rejected operation fails with this error and leaves the table as it was.
  public internal(set) var rejectedOperation: DiffableDataSourceError?

  /// Creates an empty snapshot: no sections, no items.
  public init() {}

  /// The number of items in all sections.
  public var numberOfItems: Int { places.count }

  /// The number of sections.
  public var numberOfSections: Int { sectionIdentifiers.count }

  /// Every item identifier, section by section.
  ///
  /// - Complexity: O(items).
  public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

  /// The number of items in `identifier`'s section; 0 when there is no such section (UIKit
  /// raises an exception).
  public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
    sectionIndices[identifier].map { sectionItems[$0].count } ?? 0
  }

  /// The item identifiers of `identifier`'s section, in order; empty when there is no such
  /// section (UIKit raises an exception).
  public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
    sectionIndices[identifier].map { sectionItems[$0] } ?? []
  }

  /// The identifier of the section that holds `identifier`, `nil` if no section does.
  public func sectionIdentifier(containingItem identifier: ItemIdentifierType)
    -> SectionIdentifierType?
  {
    guard let place = places[identifier] else { return nil }
    return sectionIdentifiers[keyIndices[place.sectionKey]!]
  }

  /// The index of `identifier` among all items (``itemIdentifiers``), `nil` if the snapshot
  /// does not hold it (UIKit's `NSNotFound`).
  public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
    guard let place = places[identifier] else { return nil }
    return itemStarts[keyIndices[place.sectionKey]!] + place.row
  }

  /// The index of the section `identifier`, `nil` if the snapshot does not hold it.
  public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
    sectionIndices[identifier]
  }

  /// The number of items of the section at `index`.
  package func numberOfItems(inSectionAt index: Int) -> Int {
    sectionItems[index].count
  }

  /// The item at `row` of the section at `section`, `nil` out of range.
  package func itemIdentifier(row: Int, section: Int) -> ItemIdentifierType? {
    guard section >= 0, section < sectionItems.count, row >= 0,
      row < sectionItems[section].count
    else { return nil }
    return sectionItems[section][row]
  }

  /// The section index and row of `identifier`, `nil` if the snapshot does not hold it.
  @inlinable
  package func position(of identifier: ItemIdentifierType) -> RowPosition? {
    guard let place = places[identifier] else { return nil }
    return RowPosition(row: place.row, section: keyIndices[place.sectionKey]!)
  }

  /// This snapshot without its reload and reconfigure marks and its rejected operation: what
  /// a data source shows after applying it.
  @usableFromInline
  package var applied: DiffableDataSourceSnapshot {
    var snapshot = self
    snapshot.reloadedItemIdentifiers = []
    snapshot.reconfiguredItemIdentifiers = []
    snapshot.reloadedSectionIdentifiers = []
    snapshot.rejectedOperation = nil
    return snapshot
  }

  /// Remembers `error` when it is the first refusal.
  mutating func reject(_ error: DiffableDataSourceError) {
    if rejectedOperation == nil { rejectedOperation = error }
  }

  /// Renumbers the section indices from `start` on.
  mutating func reindexSections(from start: Int) {
    for index in max(0, start)..<sectionIdentifiers.count {
      sectionIndices[sectionIdentifiers[index]] = index
      keyIndices[sectionKeys[index]] = index
    }
  }

  /// Renumbers the rows of the section at `section` from `row` on.
  mutating func renumberItems(inSectionAt section: Int, from row: Int) {
    let key = sectionKeys[section]
    let items = sectionItems[section]
    for index in max(0, row)..<items.count {
      places[items[index]] = SnapshotItemPlace(sectionKey: key, row: index)
    }
  }

  /// Recomputes the item counts before each section from the section at `start` on.
  mutating func recountItems(from start: Int) {
    let start = max(0, min(start, sectionItems.count))
    itemStarts.removeSubrange((start + 1)...)
    for index in start..<sectionItems.count {
      itemStarts.append(itemStarts[index] + sectionItems[index].count)
    }
  }
}

extension DiffableDataSourceSnapshot: Sendable
where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

/// Where an item of a snapshot is: its section's key and its row in that section.
///
/// Not generic, so that looking an item up builds no generic metadata.
@usableFromInline
struct SnapshotItemPlace: Sendable {
  /// The key of the item's section (`DiffableDataSourceSnapshot.sectionKeys`).
  @usableFromInline var sectionKey: Int
  /// The item's index within its section.
  @usableFromInline var row: Int

  /// Creates the place of the item at `row` of the section keyed `sectionKey`.
  @usableFromInline
  init(sectionKey: Int, row: Int) {
    self.sectionKey = sectionKey
    self.row = row
  }
}
