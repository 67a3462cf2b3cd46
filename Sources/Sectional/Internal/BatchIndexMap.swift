import SectionalGraphics
import SectionalLayout

/// Maps the elements of the table before a batch update to their indices after it, so
/// animations know which element stayed where.
///
/// Follows UIKit's batch semantics: deletes name old indices and are applied first, inserts
/// name new indices. Batches with moves are not mapped (`init` fails); reloaded sections and
/// rows have no old counterpart and fade in like inserted ones.
struct BatchIndexMap {
  /// The batch being mapped.
  private let update: BatchUpdate
  /// Inserted sections, ascending new indices.
  private let insertedSections: [Int]
  /// Deleted sections, ascending old indices.
  private let deletedSections: [Int]

  /// Creates the map, or `nil` for a batch with moves.
  init?(_ update: BatchUpdate) {
    guard update.movedSections.isEmpty, update.movedRows.isEmpty else { return nil }
    self.update = update
    insertedSections = update.insertedSections.keys.sorted()
    deletedSections = update.deletedSections.sorted()
  }

  /// The frames of `before`, keyed by each element's index after the update; elements that
  /// were deleted or reloaded are left out.
  func mapping(_ before: [LayoutElementKind: Rect]) -> [LayoutElementKind: Rect] {
    var result: [LayoutElementKind: Rect] = [:]
    for (kind, frame) in before {
      if let newKind = map(kind) { result[newKind] = frame }
    }
    return result
  }

  /// The element's kind after the update, or `nil` if it was deleted or reloaded.
  func map(_ kind: LayoutElementKind) -> LayoutElementKind? {
    switch kind {
    case .tableHeader, .tableFooter:
      return kind
    case .header(let section):
      return newSection(section).map { .header(section: $0) }
    case .footer(let section):
      return newSection(section).map { .footer(section: $0) }
    case .row(let indexPath):
      guard let section = newSection(indexPath.section),
        !update.deletedRows.contains(indexPath), update.reloadedRows[indexPath] == nil
      else { return nil }
      var row = indexPath.row
      row -= update.deletedRows.filter { $0.section == indexPath.section && $0.row < row }.count
      let inserted = update.insertedRows.keys.filter { $0.section == section }.map(\.row).sorted()
      for insertedRow in inserted where insertedRow <= row { row += 1 }
      return .row(IndexPath(row: row, section: section))
    }
  }

  /// The new index of an old section, or `nil` if it was deleted or reloaded.
  private func newSection(_ old: Int) -> Int? {
    guard !update.deletedSections.contains(old), update.reloadedSections[old] == nil else {
      return nil
    }
    var index = old - deletedSections.prefix { $0 < old }.count
    for inserted in insertedSections where inserted <= index { index += 1 }
    return index
  }
}
