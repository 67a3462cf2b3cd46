extension DiffableDataSourceSnapshot {
  /// Adds sections after the last one.
  ///
  /// An identifier given twice or already in the snapshot is refused with UIKit's
  /// "supplied section identifiers are not unique" message, and nothing changes.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    insertSections(identifiers, at: sectionIdentifiers.count)
  }

  /// Inserts sections before the section `before`, which must be in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], beforeSection before: SectionIdentifierType
  ) {
    guard let index = existingSection(before, verb: "insert before") else { return }
    insertSections(identifiers, at: index)
  }

  /// Inserts sections after the section `after`, which must be in the snapshot.
  public mutating func insertSections(
    _ identifiers: [SectionIdentifierType], afterSection after: SectionIdentifierType
  ) {
    guard let index = existingSection(after, verb: "insert after") else { return }
    insertSections(identifiers, at: index + 1)
  }

  /// Deletes sections and their items; every identifier must be in the snapshot.
  public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
    var doomed = Set<Int>()
    for identifier in identifiers {
      guard let index = existingSection(identifier, verb: "delete") else { return }
      doomed.insert(index)
    }
    guard let first = doomed.min() else { return }
    var goneItems = Set<ItemIdentifierType>()
    for index in doomed {
      for item in sectionItems[index] {
        places[item] = nil
        goneItems.insert(item)
      }
      sectionIndices[sectionIdentifiers[index]] = nil
      keyIndices[sectionKeys[index]] = nil
    }
    var keptSections: [SectionIdentifierType] = []
    var keptItems: [[ItemIdentifierType]] = []
    var keptKeys: [Int] = []
    keptSections.reserveCapacity(sectionIdentifiers.count - doomed.count)
    keptItems.reserveCapacity(sectionIdentifiers.count - doomed.count)
    keptKeys.reserveCapacity(sectionIdentifiers.count - doomed.count)
    for index in sectionIdentifiers.indices where !doomed.contains(index) {
      keptSections.append(sectionIdentifiers[index])
      keptItems.append(sectionItems[index])
      keptKeys.append(sectionKeys[index])
    }
    sectionIdentifiers = keptSections
    sectionItems = keptItems
    sectionKeys = keptKeys
    reindexSections(from: first)
    recountItems(from: first)
    forget(items: goneItems)
    let goneSections = Set(identifiers)
    reloadedSectionIdentifiers.removeAll { goneSections.contains($0) }
  }

  /// Moves the section `identifier` to just before the section `before`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, beforeSection before: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: before, after: false)
  }

  /// Moves the section `identifier` to just after the section `after`.
  public mutating func moveSection(
    _ identifier: SectionIdentifierType, afterSection after: SectionIdentifierType
  ) {
    moveSection(identifier, relativeTo: after, after: true)
  }

  /// Marks sections for reload.
  ///
  /// Applying the snapshot asks again for their rows, cells and titles. Every identifier must
  /// be in the snapshot.
  public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
    for identifier in identifiers {
      guard existingSection(identifier, verb: "reload") != nil else { return }
    }
    var marked = Set(reloadedSectionIdentifiers)
    for identifier in identifiers where marked.insert(identifier).inserted {
      reloadedSectionIdentifiers.append(identifier)
    }
  }

  /// The index of a section an operation names, or `nil` after refusing the operation.
  mutating func existingSection(_ identifier: SectionIdentifierType, verb: String) -> Int? {
    if let index = sectionIndices[identifier] { return index }
    reject(.missing("section", String(describing: identifier), verb: verb))
    return nil
  }

  /// Inserts new, unique section identifiers at `index`.
  private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
    let duplicates = Self.duplicates(in: identifiers) { sectionIndices[$0] != nil }
    guard duplicates.isEmpty else {
      reject(.duplicates("section", duplicates.map { String(describing: $0) }))
      return
    }
    guard !identifiers.isEmpty else { return }
    sectionIdentifiers.insert(contentsOf: identifiers, at: index)
    sectionItems.insert(
      contentsOf: repeatElement([], count: identifiers.count), at: index)
    sectionKeys.insert(
      contentsOf: nextSectionKey..<(nextSectionKey + identifiers.count), at: index)
    nextSectionKey += identifiers.count
    reindexSections(from: index)
    recountItems(from: index)
  }

  /// Moves a section next to another one.
  private mutating func moveSection(
    _ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, after: Bool
  ) {
    guard let from = existingSection(identifier, verb: "move"),
      existingSection(target, verb: "move relative to") != nil
    else { return }
    guard identifier != target else {
      reject(.moveOntoItself("section", String(describing: identifier)))
      return
    }
    let items = sectionItems.remove(at: from)
    let key = sectionKeys.remove(at: from)
    sectionIdentifiers.remove(at: from)
    let to = sectionIndices[target]! - (sectionIndices[target]! > from ? 1 : 0) + (after ? 1 : 0)
    sectionIdentifiers.insert(identifier, at: to)
    sectionItems.insert(items, at: to)
    sectionKeys.insert(key, at: to)
    reindexSections(from: min(from, to))
    recountItems(from: min(from, to))
  }

  /// The identifiers of `identifiers` given twice or already present, each once, in the order
  /// of their first appearance.
  static func duplicates<T: Hashable>(in identifiers: [T], present: (T) -> Bool) -> [T] {
    var seen = Set<T>()
    var reported = Set<T>()
    var duplicates: [T] = []
    seen.reserveCapacity(identifiers.count)
    for identifier in identifiers where !seen.insert(identifier).inserted || present(identifier) {
      if reported.insert(identifier).inserted { duplicates.append(identifier) }
    }
    return duplicates
  }

  /// Drops deleted items from the reload and reconfigure marks.
  mutating func forget(items: Set<ItemIdentifierType>) {
    guard !items.isEmpty else { return }
    if !reloadedItemIdentifiers.isEmpty {
      reloadedItemIdentifiers.removeAll { items.contains($0) }
    }
    if !reconfiguredItemIdentifiers.isEmpty {
      reconfiguredItemIdentifiers.removeAll { items.contains($0) }
    }
  }
}
