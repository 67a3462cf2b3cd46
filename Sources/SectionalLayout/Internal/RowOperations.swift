import Foundation

/// The row operations of a ``BatchUpdate``, validated and grouped by section.
struct RowOperations {
  /// How one section's row count changes.
  struct Counts {
    /// Rows deleted from the old section.
    var deleted = 0
    /// Rows inserted into the new section.
    var inserted = 0
    /// Rows moved into the new section.
    var movedIn = 0
    /// Rows moved out of the old section.
    var movedOut = 0
    /// Whether any row of the section changes, reloads included.
    var touched = false
  }

  /// The layout before the update.
  let layout: TableLayout
  /// Deleted old rows, by old section.
  private var deleted: [Int: Set<Int>] = [:]
  /// Reloaded old rows and their new heights, by old section.
  private var reloaded: [Int: [Int: Double]] = [:]
  /// Old rows moved away, by old section.
  private var movedOut: [Int: Set<Int>] = [:]
  /// Rows placed at new positions with their heights (inserted or moved in), by new section.
  private var placed: [Int: [Int: Double]] = [:]
  /// Rows inserted, by new section.
  private var insertedCount: [Int: Int] = [:]
  /// Rows moved in, by new section.
  private var movedInCount: [Int: Int] = [:]

  /// Validates the row operations of `update`.
  ///
  /// - Complexity: O(operations log operations).
  init(update: BatchUpdate, layout: TableLayout, oldIndexOfNew: [Int?]) throws(LayoutError) {
    self.layout = layout
    let oldCount = layout.numberOfSections
    func checkOld(_ position: RowPosition, _ verb: String) throws(LayoutError) {
      let (section, row) = (position.section, position.row)
      guard section >= 0 && section < oldCount else {
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) row \(row) from section \(section), but there are "
            + "only \(oldCount) sections before the update")
      }
      if update.deletedSections.contains(section) || update.reloadedSections[section] != nil {
        let how = update.deletedSections.contains(section) ? "deleted" : "reloaded"
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) row \(row) from section \(section) which is being "
            + how)
      }
      let rows = layout.numberOfRows(inSection: section)
      guard row >= 0 && row < rows else {
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) row \(row) from section \(section) which only "
            + "contains \(rows) rows before the update")
      }
    }
    func checkNew(_ position: RowPosition, _ verb: String) throws(LayoutError) {
      let (section, row) = (position.section, position.row)
      guard section >= 0 && section < oldIndexOfNew.count else {
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) row \(row) into section \(section), but there are "
            + "only \(oldIndexOfNew.count) sections after the update")
      }
      guard let old = oldIndexOfNew[section], update.reloadedSections[old] == nil else {
        let how = oldIndexOfNew[section] == nil ? "inserted" : "reloaded"
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) row \(row) into section \(section) which is being "
            + how)
      }
    }
    for position in update.deletedRows.sorted() {
      try checkOld(position, "delete")
      deleted[position.section, default: []].insert(position.row)
    }
    for (position, height) in update.reloadedRows.sorted(by: { $0.key < $1.key }) {
      try checkOld(position, "reload")
      if update.deletedRows.contains(position) {
        throw .invalidUpdate(
          "Invalid update: attempt to delete and reload the same index path (\(position))")
      }
      reloaded[position.section, default: [:]][position.row] = height
    }
    if let from = update.repeatedRowMoves.min() {
      throw .invalidUpdate(
        "Invalid update: attempt to perform two moves from the same index path (\(from))")
    }
    for (from, to) in update.movedRows.sorted(by: { $0.key < $1.key }) {
      try checkOld(from, "move")
      for (conflict, verb) in [
        (update.deletedRows.contains(from), "delete"),
        (update.reloadedRows[from] != nil, "reload"),
      ] where conflict {
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) and move the same index path (\(from))")
      }
      try checkNew(to, "move")
      movedOut[from.section, default: []].insert(from.row)
      let height = layout.rowHeight(from.row, inSection: from.section)
      try place(height, at: to, what: "move two rows")
      movedInCount[to.section, default: 0] += 1
    }
    for (position, height) in update.insertedRows.sorted(by: { $0.key < $1.key }) {
      try checkNew(position, "insert")
      try place(height, at: position, what: "insert and move")
      insertedCount[position.section, default: 0] += 1
    }
  }

  /// Records a row placed at a new row position, rejecting a second one there.
  private mutating func place(_ height: Double, at position: RowPosition, what: String)
    throws(LayoutError)
  {
    guard placed[position.section]?[position.row] == nil else {
      throw .invalidUpdate(
        "Invalid update: attempt to \(what) to the same index path (\(position))")
    }
    placed[position.section, default: [:]][position.row] = height
  }

  /// How the row count of a surviving section changes.
  func counts(newSection: Int, oldSection: Int) -> Counts {
    var counts = Counts()
    counts.deleted = deleted[oldSection]?.count ?? 0
    counts.movedOut = movedOut[oldSection]?.count ?? 0
    counts.inserted = insertedCount[newSection] ?? 0
    counts.movedIn = movedInCount[newSection] ?? 0
    counts.touched =
      counts.deleted + counts.movedOut + counts.inserted + counts.movedIn > 0
      || reloaded[oldSection] != nil
    return counts
  }

  /// The row heights of a surviving section after the update.
  ///
  /// - Complexity: O(rows of the section).
  func heights(newSection: Int, oldSection: Int, newRows: Int) throws(LayoutError) -> [Double] {
    let gone = (deleted[oldSection] ?? []).union(movedOut[oldSection] ?? [])
    let reloads = reloaded[oldSection] ?? [:]
    let placements = placed[newSection] ?? [:]
    for row in placements.keys.sorted() where row < 0 || row >= newRows {
      throw .invalidUpdate(
        "Invalid update: attempt to insert row \(row) into section \(newSection), but there are "
          + "only \(newRows) rows in section \(newSection) after the update")
    }
    var survivors: [Double] = []
    let oldRows = layout.numberOfRows(inSection: oldSection)
    survivors.reserveCapacity(oldRows - gone.count)
    for row in 0..<oldRows where !gone.contains(row) {
      survivors.append(reloads[row] ?? layout.rowHeight(row, inSection: oldSection))
    }
    var result: [Double] = []
    result.reserveCapacity(newRows)
    var next = 0
    for row in 0..<newRows {
      if let height = placements[row] {
        result.append(height)
      } else {
        result.append(survivors[next])
        next += 1
      }
    }
    return result
  }
}
