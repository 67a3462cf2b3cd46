import Foundation

/// Maps the elements of a table before a ``BatchUpdate`` to their indices after it, and
/// back, so that whoever shows the table can keep the views and measured heights of what
/// stayed.
///
/// Follows UIKit's batch semantics as ``TableLayout/performBatchUpdates(_:)`` applies them,
/// placing sections with the same code: deletes and moves-out name old indices and are taken
/// out first; inserts and moves-in name new indices and are placed at them; every other
/// section (and every other row of a section) keeps its order and fills the free places. A
/// reloaded section or row maps to its new index from ``newSection(_:)`` and
/// ``newPosition(_:)``, but not from ``map(_:)``: what showed it does not carry over. The map
/// means something only for a batch the layout accepts.
public struct BatchIndexMap: Sendable {
  /// The batch being mapped.
  public let update: BatchUpdate
  /// The old index of each new section, `nil` for inserted ones.
  private let oldIndexOfNew: [Int?]
  /// The new index of each old section, `nil` for deleted ones.
  private let newIndexOfOld: [Int?]
  /// Per old section, its deleted and moved-out rows, ascending.
  private let goneRows: [Int: [Int]]
  /// Per new section, its inserted and moved-in rows, ascending.
  private let placedRows: [Int: [Int]]
  /// Moved rows, new row position to old.
  private let movedFrom: [RowPosition: RowPosition]

  /// Creates the map of `update` over a table of `oldSectionCount` sections.
  ///
  /// An invalid batch gives a map without meaning but never traps.
  ///
  /// - Complexity: O(n + operations · log operations) for n sections.
  public init(_ update: BatchUpdate, oldSectionCount: Int) {
    self.update = update
    let oldIndexOfNew = SectionPlacement(update, oldCount: oldSectionCount).oldIndexOfNew
    var newIndexOfOld = [Int?](repeating: nil, count: oldSectionCount)
    for (new, old) in oldIndexOfNew.enumerated() {
      if let old { newIndexOfOld[old] = new }
    }
    var gone: [Int: [Int]] = [:]
    var placedRows: [Int: [Int]] = [:]
    var movedFrom: [RowPosition: RowPosition] = [:]
    for position in update.deletedRows {
      gone[position.section, default: []].append(position.row)
    }
    for (from, to) in update.movedRows {
      gone[from.section, default: []].append(from.row)
      placedRows[to.section, default: []].append(to.row)
      movedFrom[to] = from
    }
    for position in update.insertedRows.keys {
      placedRows[position.section, default: []].append(position.row)
    }
    self.oldIndexOfNew = oldIndexOfNew
    self.newIndexOfOld = newIndexOfOld
    goneRows = gone.mapValues { $0.sorted() }
    self.placedRows = placedRows.mapValues { $0.sorted() }
    self.movedFrom = movedFrom
  }

  /// The number of sections after the update.
  public var newSectionCount: Int { oldIndexOfNew.count }

  /// The new index of an old section, `nil` if it was deleted.
  public func newSection(_ old: Int) -> Int? {
    old >= 0 && old < newIndexOfOld.count ? newIndexOfOld[old] : nil
  }

  /// The old index of a new section, `nil` if it was inserted.
  public func oldSection(_ new: Int) -> Int? {
    new >= 0 && new < oldIndexOfNew.count ? oldIndexOfNew[new] : nil
  }

  /// The new row position of an old row, `nil` if it or its section was deleted (or its
  /// section reloaded); a moved row maps to where it moved.
  ///
  /// - Complexity: O(operations in the two sections).
  public func newPosition(_ old: RowPosition) -> RowPosition? {
    if let to = update.movedRows[old] { return to }
    guard let section = newSection(old.section), update.reloadedSections[old.section] == nil,
      !update.deletedRows.contains(old)
    else { return nil }
    let gone = goneRows[old.section] ?? []
    var row = old.row - gone.prefix { $0 < old.row }.count
    for placed in placedRows[section] ?? [] where placed <= row { row += 1 }
    return RowPosition(row: row, section: section)
  }

  /// The old row position of a new row, `nil` if it was inserted (or its section was
  /// inserted or reloaded); a moved row maps to where it came from.
  ///
  /// - Complexity: O(operations in the two sections).
  public func oldPosition(_ new: RowPosition) -> RowPosition? {
    if let from = movedFrom[new] { return from }
    guard let section = oldSection(new.section), update.reloadedSections[section] == nil,
      update.insertedRows[new] == nil
    else { return nil }
    let placed = placedRows[new.section] ?? []
    var row = new.row - placed.prefix { $0 < new.row }.count
    for gone in goneRows[section] ?? [] where gone <= row { row += 1 }
    return RowPosition(row: row, section: section)
  }

  /// The element's kind after the update, or `nil` if it was deleted or reloaded.
  public func map(_ kind: LayoutElementKind) -> LayoutElementKind? {
    switch kind {
    case .tableHeader, .tableFooter:
      return kind
    case .header(let section):
      guard update.reloadedSections[section] == nil else { return nil }
      return newSection(section).map { .header(section: $0) }
    case .footer(let section):
      guard update.reloadedSections[section] == nil else { return nil }
      return newSection(section).map { .footer(section: $0) }
    case .row(let position):
      guard update.reloadedRows[position] == nil else { return nil }
      return newPosition(position).map { .row($0) }
    }
  }

  /// The element's kind before the update, or `nil` if it was inserted or reloaded.
  public func oldKind(_ kind: LayoutElementKind) -> LayoutElementKind? {
    switch kind {
    case .tableHeader, .tableFooter:
      return kind
    case .header(let section):
      guard let old = oldSection(section), update.reloadedSections[old] == nil else { return nil }
      return .header(section: old)
    case .footer(let section):
      guard let old = oldSection(section), update.reloadedSections[old] == nil else { return nil }
      return .footer(section: old)
    case .row(let position):
      guard let old = oldPosition(position), update.reloadedRows[old] == nil else { return nil }
      return .row(old)
    }
  }
}
