import Foundation

/// A set of section and row changes applied at once, with UIKit's batch semantics.
///
/// As in `performBatchUpdates(_:completion:)` (Table View Programming Guide): deletes, reloads
/// and collapse changes name **old** indices, inserts name **new** indices, and moves go from
/// an old index to a new one; deletes are processed before inserts whatever order they were
/// recorded in. Reloads replace an element in place; moves keep their heights.
public struct BatchUpdate: Hashable, Sendable {
  /// Sections to delete, by old index.
  public var deletedSections: Set<Int> = []
  /// Sections to insert, by new index.
  public var insertedSections: [Int: SectionSpec] = [:]
  /// Sections to replace, by old index.
  public var reloadedSections: [Int: SectionSpec] = [:]
  /// Sections to move, old index to new index.
  public var movedSections: [Int: Int] = [:]
  /// Rows to delete, by old row position.
  public var deletedRows: Set<RowPosition> = []
  /// Rows to insert with their heights, by new row position.
  public var insertedRows: [RowPosition: Double] = [:]
  /// Rows to give a new height, by old row position.
  public var reloadedRows: [RowPosition: Double] = [:]
  /// Rows to move, old row position to new row position.
  public var movedRows: [RowPosition: RowPosition] = [:]
  /// Old sections named as the source of more than one move; the update is invalid while
  /// any is (UIKit raises for it).
  public var repeatedSectionMoves: Set<Int> = []
  /// Old index paths named as the source of more than one move; the update is invalid while
  /// any is.
  public var repeatedRowMoves: Set<RowPosition> = []
  /// Sections to collapse (`true`) or expand (`false`), by old index.
  public var collapsedSections: [Int: Bool] = [:]
  /// The data source's row counts after the update, one per section; when set, the update is
  /// checked against them as UIKit checks its data source, else only for index consistency.
  public var rowCountsAfterUpdate: [Int]?

  /// Creates an empty update.
  public init() {}

  /// Records the deletion of sections given by their old indices.
  public mutating func deleteSections(_ sections: some Sequence<Int>) {
    deletedSections.formUnion(sections)
  }

  /// Records the insertion of a section at a new index.
  public mutating func insertSection(_ section: SectionSpec, at index: Int) {
    insertedSections[index] = section
  }

  /// Records the replacement of the section at an old index.
  public mutating func reloadSection(_ index: Int, with section: SectionSpec) {
    reloadedSections[index] = section
  }

  /// Records a section move from an old index to a new one.
  ///
  /// A second move from the same section makes the update invalid.
  public mutating func moveSection(_ section: Int, toSection newSection: Int) {
    if movedSections[section] != nil { repeatedSectionMoves.insert(section) }
    movedSections[section] = newSection
  }

  /// Records the deletion of rows given by their old row positions.
  public mutating func deleteRows(at positions: some Sequence<RowPosition>) {
    deletedRows.formUnion(positions)
  }

  /// Records the insertion of a row of `height` at a new row position.
  public mutating func insertRow(at position: RowPosition, height: Double) {
    insertedRows[position] = height
  }

  /// Records a new height for the row at an old row position.
  public mutating func reloadRow(at position: RowPosition, height: Double) {
    reloadedRows[position] = height
  }

  /// Records a row move from an old row position to a new one.
  public mutating func moveRow(at position: RowPosition, to newPosition: RowPosition) {
    if movedRows[position] != nil { repeatedRowMoves.insert(position) }
    movedRows[position] = newPosition
  }

  /// Records collapsing (`true`) or expanding (`false`) the section at an old index.
  public mutating func setCollapsed(_ isCollapsed: Bool, forSection section: Int) {
    collapsedSections[section] = isCollapsed
  }
}
