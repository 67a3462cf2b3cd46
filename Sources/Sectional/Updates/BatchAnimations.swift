import SectionalLayout

/// The row animation each operation of a recorded batch asked for, keyed as the batch keys
/// its operations (deletes and reloads by old index, inserts by new index).
struct BatchAnimations {
  /// Inserted sections, by new index.
  var insertedSections: [Int: TableView.RowAnimation] = [:]
  /// Deleted sections, by old index.
  var deletedSections: [Int: TableView.RowAnimation] = [:]
  /// Reloaded sections, by old index.
  var reloadedSections: [Int: TableView.RowAnimation] = [:]
  /// Inserted rows, by new index path.
  var insertedRows: [RowPosition: TableView.RowAnimation] = [:]
  /// Deleted rows, by old index path.
  var deletedRows: [RowPosition: TableView.RowAnimation] = [:]
  /// Reloaded rows, by old index path.
  var reloadedRows: [RowPosition: TableView.RowAnimation] = [:]
  /// Whether any operation asked for an animation other than `.none` (moves always do).
  var animates = false
  /// Whether the batch may animate at all; `false` applies it at once.
  var allowed = true

  /// The animation with which an element that is new after the update appears: its
  /// insert's or reload's, `.none` for an element that only came into view.
  func entrance(of kind: LayoutElementKind, map: BatchIndexMap) -> TableView.RowAnimation {
    switch kind {
    case .tableHeader, .tableFooter:
      return .none
    case .header(let section), .footer(let section):
      if let animation = insertedSections[section] { return animation }
      guard let old = map.oldSection(section) else { return .none }
      return reloadedSections[old] ?? .none
    case .row(let indexPath):
      if let animation = insertedSections[indexPath.section] { return animation }
      if let animation = insertedRows[indexPath] { return animation }
      guard let oldSection = map.oldSection(indexPath.section) else { return .none }
      if let animation = reloadedSections[oldSection] { return animation }
      guard let old = map.oldPosition(indexPath) else { return .none }
      return reloadedRows[old] ?? .none
    }
  }

  /// The animation with which an element that is gone after the update leaves: its
  /// delete's or reload's (old indices).
  func exit(of kind: LayoutElementKind) -> TableView.RowAnimation {
    switch kind {
    case .tableHeader, .tableFooter:
      return .none
    case .header(let section), .footer(let section):
      return deletedSections[section] ?? reloadedSections[section] ?? .none
    case .row(let indexPath):
      return deletedSections[indexPath.section] ?? reloadedSections[indexPath.section]
        ?? deletedRows[indexPath] ?? reloadedRows[indexPath] ?? .none
    }
  }
}
