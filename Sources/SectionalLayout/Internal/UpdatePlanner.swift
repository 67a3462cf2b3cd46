/// Checks a ``BatchUpdate`` against a layout and computes the sections after it.
///
/// Nothing is changed here: the planner either throws ``LayoutError/invalidUpdate(_:)`` or
/// returns the new section descriptions, which the caller turns into a new layout.
struct UpdatePlanner {
  /// The layout before the update.
  let layout: TableLayout
  /// The update to apply.
  let update: BatchUpdate

  /// The number of sections before the update.
  private var oldCount: Int { layout.numberOfSections }

  /// The sections after the update.
  ///
  /// - Complexity: O(sections + operations + rows of the sections whose rows change).
  func newSections() throws(LayoutError) -> [SectionSpec] {
    try checkOldSections()
    let newCount = oldCount - update.deletedSections.count + update.insertedSections.count
    if let counts = update.rowCountsAfterUpdate, counts.count != newCount {
      throw .invalidUpdate(
        "Invalid update: invalid number of sections. The number of sections contained in the "
          + "table view after the update (\(counts.count)) must be equal to the number of "
          + "sections contained in the table view before the update (\(oldCount)), plus or "
          + "minus the number of sections inserted or deleted "
          + "(\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
    }
    let placement = SectionPlacement(update, oldCount: oldCount)
    if let problem = placement.problem { throw problem }
    let oldIndexOfNew = placement.oldIndexOfNew
    let rowOps = try RowOperations(update: update, layout: layout, oldIndexOfNew: oldIndexOfNew)
    var result: [SectionSpec] = []
    result.reserveCapacity(newCount)
    for newIndex in 0..<newCount {
      result.append(try section(at: newIndex, from: oldIndexOfNew[newIndex], rowOps: rowOps))
    }
    return result
  }

  /// Throws for out-of-range old section indices and conflicting section operations.
  private func checkOldSections() throws(LayoutError) {
    let valid = 0..<oldCount
    func check(_ indices: some Sequence<Int>, _ verb: String) throws(LayoutError) {
      for index in indices.sorted() where !valid.contains(index) {
        throw .invalidUpdate(
          "Invalid update: attempt to \(verb) section \(index), but there are only \(oldCount) "
            + "sections before the update")
      }
    }
    try check(update.deletedSections, "delete")
    try check(update.reloadedSections.keys, "reload")
    try check(update.movedSections.keys, "move")
    try check(update.collapsedSections.keys, "collapse or expand")
    if let index = update.repeatedSectionMoves.min() {
      throw .invalidUpdate(
        "Invalid update: attempt to perform two moves from the same section (\(index))")
    }
    let deleted = update.deletedSections
    for index in update.reloadedSections.keys.sorted() where deleted.contains(index) {
      throw .invalidUpdate(
        "Invalid update: attempt to delete and reload the same section (\(index))")
    }
    for index in update.movedSections.keys.sorted() {
      if deleted.contains(index) {
        throw .invalidUpdate(
          "Invalid update: attempt to delete and move the same section (\(index))")
      }
      if update.reloadedSections[index] != nil {
        throw .invalidUpdate(
          "Invalid update: attempt to reload and move the same section (\(index))")
      }
    }
    for index in update.collapsedSections.keys.sorted() where deleted.contains(index) {
      throw .invalidUpdate(
        "Invalid update: attempt to collapse or expand section \(index) which is being deleted")
    }
  }

  /// The description of the new section at `newIndex`.
  private func section(at newIndex: Int, from oldIndex: Int?, rowOps: RowOperations)
    throws(LayoutError) -> SectionSpec
  {
    let expected = update.rowCountsAfterUpdate?[newIndex]
    guard let oldIndex else {
      let spec = resolvingQuirks(update.insertedSections[newIndex]!)
      try checkReplacement(spec, newIndex, expected, "inserted")
      return spec
    }
    var spec: SectionSpec
    if let reloaded = update.reloadedSections[oldIndex] {
      spec = resolvingQuirks(reloaded)
      try checkReplacement(spec, newIndex, expected, "reloaded")
    } else {
      spec = layout.sectionSpec(oldIndex)
      let counts = rowOps.counts(newSection: newIndex, oldSection: oldIndex)
      let oldRows = layout.numberOfRows(inSection: oldIndex)
      let newRows = oldRows - counts.deleted - counts.movedOut + counts.inserted + counts.movedIn
      if let expected, expected != newRows {
        throw .invalidUpdate(
          "Invalid update: invalid number of rows in section \(newIndex). The number of rows "
            + "contained in an existing section after the update (\(expected)) must be equal to "
            + "the number of rows contained in that section before the update (\(oldRows)), plus "
            + "or minus the number of rows inserted or deleted from that section "
            + "(\(counts.inserted) inserted, \(counts.deleted) deleted) and plus or minus the "
            + "number of rows moved into or out of that section (\(counts.movedIn) moved in, "
            + "\(counts.movedOut) moved out).")
      }
      if counts.touched {
        spec.rows = .exact(
          try rowOps.heights(newSection: newIndex, oldSection: oldIndex, newRows: newRows))
      }
    }
    if let collapsed = update.collapsedSections[oldIndex] { spec.isCollapsed = collapsed }
    return spec
  }

  /// Throws when an inserted or reloaded section disagrees with the data source's row count.
  private func checkReplacement(_ spec: SectionSpec, _ index: Int, _ expected: Int?, _ how: String)
    throws(LayoutError)
  {
    guard let expected, expected != spec.rows.count else { return }
    throw .invalidUpdate(
      "Invalid update: invalid number of rows in section \(index). The section was \(how) "
        + "with \(spec.rows.count) rows, but the data source reports \(expected)")
  }

  /// A caller's section with the layout's quirks applied, as a fresh build would apply them.
  private func resolvingQuirks(_ spec: SectionSpec) -> SectionSpec {
    guard layout.quirks.groupedZeroHeightMeansDefault, layout.style != .plain else { return spec }
    var spec = spec
    if spec.header == .exact(0) { spec.header = .automatic }
    if spec.footer == .exact(0) { spec.footer = .automatic }
    return spec
  }
}
