extension DiffableDataSourceSnapshot {
  /// Adds items at the end of the section `section`, or of the last section when `nil`.
  ///
  /// An identifier given twice or already in the snapshot (in any section) is refused with
  /// UIKit's "supplied item identifiers are not unique" message; with no section to append
  /// to, UIKit's "There are currently no sections in the data source" message. Nothing
  /// changes on refusal.
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection section: SectionIdentifierType? = nil
  ) {
    let index: Int
    if let section {
      guard let existing = existingSection(section, verb: "append items to") else { return }
      index = existing
    } else {
      guard !sectionIdentifiers.isEmpty else { return reject(.noSections) }
      index = sectionIdentifiers.count - 1
    }
    insertItems(identifiers, inSectionAt: index, at: sectionItems[index].count)
  }

  /// Inserts items just before the item `before`, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], beforeItem before: ItemIdentifierType
  ) {
    guard let position = existingItem(before, verb: "insert before") else { return }
    insertItems(identifiers, inSectionAt: position.section, at: position.row)
  }

  /// Inserts items just after the item `after`, in its section.
  public mutating func insertItems(
    _ identifiers: [ItemIdentifierType], afterItem after: ItemIdentifierType
  ) {
    guard let position = existingItem(after, verb: "insert after") else { return }
    insertItems(identifiers, inSectionAt: position.section, at: position.row + 1)
  }

  /// Deletes items; every identifier must be in the snapshot.
  public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
    var doomed: [Int: Set<Int>] = [:]
    for identifier in identifiers {
      guard let position = existingItem(identifier, verb: "delete") else { return }
      doomed[position.section, default: []].insert(position.row)
    }
    guard let first = doomed.keys.min() else { return }
    for (section, rows) in doomed {
      let items = sectionItems[section]
      var kept: [ItemIdentifierType] = []
      kept.reserveCapacity(items.count - rows.count)
      for (row, item) in items.enumerated() {
        if rows.contains(row) { places[item] = nil } else { kept.append(item) }
      }
      sectionItems[section] = kept
      renumberItems(inSectionAt: section, from: rows.min()!)
    }
    recountItems(from: first)
    forget(items: Set(identifiers))
  }

  /// Deletes every section and item, as UIKit's `deleteAllItems()`.
  public mutating func deleteAllItems() {
    let rejected = rejectedOperation
    self = DiffableDataSourceSnapshot()
    rejectedOperation = rejected
  }

  /// Moves the item `identifier` to just before the item `before`, which may be in another
  /// section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, beforeItem before: ItemIdentifierType
  ) {
    moveItem(identifier, relativeTo: before, after: false)
  }

  /// Moves the item `identifier` to just after the item `after`, which may be in another
  /// section.
  public mutating func moveItem(
    _ identifier: ItemIdentifierType, afterItem after: ItemIdentifierType
  ) {
    moveItem(identifier, relativeTo: after, after: true)
  }

  /// Marks items for reload.
  ///
  /// Applying the snapshot replaces their cells with ones the cell provider makes anew.
  /// Every identifier must be in the snapshot.
  public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingItem($0, verb: "reload") != nil }) else { return }
    var marked = Set(reloadedItemIdentifiers)
    for identifier in identifiers where marked.insert(identifier).inserted {
      reloadedItemIdentifiers.append(identifier)
    }
  }

  /// Marks items for reconfiguring.
  ///
  /// Applying the snapshot runs the cell provider again on their existing cells. Every
  /// identifier must be in the snapshot.
  public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
    guard identifiers.allSatisfy({ existingItem($0, verb: "reconfigure") != nil }) else { return }
    var marked = Set(reconfiguredItemIdentifiers)
    for identifier in identifiers where marked.insert(identifier).inserted {
      reconfiguredItemIdentifiers.append(identifier)
    }
  }

  /// The position of an item an operation names, or `nil` after refusing the operation.
  private mutating func existingItem(_ identifier: ItemIdentifierType, verb: String)
    -> RowPosition?
  {
    if let position = position(of: identifier) { return position }
    reject(.missing("item", String(describing: identifier), verb: verb))
    return nil
  }

  /// Inserts new, unique item identifiers into the section at `section`, at `row`.
  private mutating func insertItems(
    _ identifiers: [ItemIdentifierType], inSectionAt section: Int, at row: Int
  ) {
    let duplicates = Self.duplicates(in: identifiers) { places[$0] != nil }
    guard duplicates.isEmpty else {
      reject(.duplicates("item", duplicates.map { String(describing: $0) }))
      return
    }
    guard !identifiers.isEmpty else { return }
    sectionItems[section].insert(contentsOf: identifiers, at: row)
    renumberItems(inSectionAt: section, from: row)
    recountItems(from: section)
  }

  /// Moves an item next to another one.
  private mutating func moveItem(
    _ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, after: Bool
  ) {
    guard let from = existingItem(identifier, verb: "move"),
      existingItem(target, verb: "move relative to") != nil
    else { return }
    guard identifier != target else {
      return reject(.moveOntoItself("item", String(describing: identifier)))
    }
    sectionItems[from.section].remove(at: from.row)
    renumberItems(inSectionAt: from.section, from: from.row)
    let to = position(of: target)!
    let row = to.row + (after ? 1 : 0)
    sectionItems[to.section].insert(identifier, at: row)
    renumberItems(inSectionAt: to.section, from: row)
    recountItems(from: min(from.section, to.section))
  }
}
