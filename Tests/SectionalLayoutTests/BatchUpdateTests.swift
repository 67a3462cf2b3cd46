import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct BatchUpdateTests {
  /// Three plain iOS 7-14 sections with 20 pt headers: 2 × 44, 3 × 44 and [10, 20].
  func threeSections() throws -> TableLayout {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: .exact(20), rows: .uniform(44, count: 2)),
        .init(header: .exact(20), rows: .uniform(44, count: 3)),
        .init(header: .exact(20), rows: .exact([10, 20])),
      ])
    return try TableLayout(spec: spec, width: 100)
  }

  /// The error an update throws, or nil.
  func failure(_ layout: inout TableLayout, _ update: BatchUpdate) -> LayoutError? {
    do {
      try layout.performBatchUpdates(update)
      return nil
    } catch {
      return error
    }
  }

  @Test("Deleting and inserting a section at the same index replaces it")
  func replaceSection() throws {
    var layout = try threeSections()
    var update = BatchUpdate()
    update.deleteSections([0])
    update.insertSection(.init(header: nil, rows: .uniform(50, count: 1)), at: 0)
    update.rowCountsAfterUpdate = [1, 3, 2]
    try layout.performBatchUpdates(update)
    #expect(
      layout.dump() == """
        TableLayout plain width=100 contentHeight=252 (3 sections)
          section 0  y=0 h=50  header —  rows y=0 1×50  footer —
          section 1  y=50 h=152  header y=50 h=20  rows y=70 3×44  footer —
          section 2  y=202 h=50  header y=202 h=20  rows y=222 [10 20]  footer —
        """)
  }

  @Test("Row deletes use old indices, inserts new ones, and moves carry their heights")
  func rowOperations() throws {
    var layout = try threeSections()
    var update = BatchUpdate()
    update.insertRow(at: RowPosition(row: 0, section: 1), height: 99)
    update.deleteRows(at: [RowPosition(row: 0, section: 1)])
    update.moveRow(at: RowPosition(row: 1, section: 2), to: RowPosition(row: 3, section: 1))
    update.reloadRow(at: RowPosition(row: 1, section: 0), height: 30)
    update.rowCountsAfterUpdate = [2, 4, 1]
    try layout.performBatchUpdates(update)
    #expect(
      layout.dump() == """
        TableLayout plain width=100 contentHeight=351 (3 sections)
          section 0  y=0 h=94  header y=0 h=20  rows y=20 [44 30]  footer —
          section 1  y=94 h=227  header y=94 h=20  rows y=114 [99 44 44 20]  footer —
          section 2  y=321 h=30  header y=321 h=20  rows y=341 [10]  footer —
        """)
  }

  @Test("A section moves from its old index to its new one; the others keep their order")
  func moveSection() throws {
    var layout = try threeSections()
    var update = BatchUpdate()
    update.moveSection(0, toSection: 2)
    update.setCollapsed(true, forSection: 1)
    try layout.performBatchUpdates(update)
    #expect(layout.numberOfRows(inSection: 0) == 3)
    #expect(layout.isCollapsed(section: 0))
    #expect(layout.rect(forSection: 0).height == 20)
    #expect(
      layout.rectForRow(at: RowPosition(row: 1, section: 1))
        == CGRect(x: 0, y: 50, width: 100, height: 20))
    #expect(layout.numberOfRows(inSection: 2) == 2)
    #expect(layout.rect(forSection: 2) == CGRect(x: 0, y: 70, width: 100, height: 108))
  }

  @Test("A wrong section count is rejected with UIKit's message and changes nothing")
  func wrongSectionCount() throws {
    var layout = try threeSections()
    let before = layout
    var update = BatchUpdate()
    update.deleteSections([2])
    update.rowCountsAfterUpdate = [2, 3, 2]
    #expect(
      failure(&layout, update)
        == .invalidUpdate(
          "Invalid update: invalid number of sections. The number of sections contained in the "
            + "table view after the update (3) must be equal to the number of sections contained "
            + "in the table view before the update (3), plus or minus the number of sections "
            + "inserted or deleted (0 inserted, 1 deleted)."))
    #expect(layout == before)
  }

  @Test("A wrong row count is rejected with UIKit's message, moved counts included")
  func wrongRowCount() throws {
    var layout = try threeSections()
    let before = layout
    var update = BatchUpdate()
    update.insertRow(at: RowPosition(row: 2, section: 0), height: 44)
    update.moveRow(at: RowPosition(row: 0, section: 1), to: RowPosition(row: 0, section: 0))
    update.rowCountsAfterUpdate = [3, 2, 2]
    #expect(
      failure(&layout, update)
        == .invalidUpdate(
          "Invalid update: invalid number of rows in section 0. The number of rows contained in "
            + "an existing section after the update (3) must be equal to the number of rows "
            + "contained in that section before the update (2), plus or minus the number of rows "
            + "inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus "
            + "the number of rows moved into or out of that section (1 moved in, 0 moved out)."))
    #expect(layout == before)
  }

  @Test("Out-of-range and conflicting operations are rejected before anything changes")
  func inconsistentOperations() throws {
    var layout = try threeSections()
    let before = layout
    var deleteSection = BatchUpdate()
    deleteSection.deleteSections([5])
    #expect(
      failure(&layout, deleteSection)?.description
        == "Invalid update: attempt to delete section 5, but there are only 3 sections before the update"
    )
    var deleteRow = BatchUpdate()
    deleteRow.deleteRows(at: [RowPosition(row: 7, section: 0)])
    #expect(
      failure(&layout, deleteRow)?.description
        == "Invalid update: attempt to delete row 7 from section 0 which only contains 2 rows before the update"
    )
    var deleteAndReload = BatchUpdate()
    deleteAndReload.deleteRows(at: [RowPosition(row: 1, section: 1)])
    deleteAndReload.reloadRow(at: RowPosition(row: 1, section: 1), height: 3)
    #expect(
      failure(&layout, deleteAndReload)?.description
        == "Invalid update: attempt to delete and reload the same index path ([1, 1])")
    var insertPastEnd = BatchUpdate()
    insertPastEnd.insertRow(at: RowPosition(row: 5, section: 0), height: 1)
    #expect(
      failure(&layout, insertPastEnd)?.description
        == "Invalid update: attempt to insert row 5 into section 0, but there are only 3 rows in section 0 after the update"
    )
    var twoMoves = BatchUpdate()
    twoMoves.moveSection(0, toSection: 1)
    twoMoves.moveSection(2, toSection: 1)
    #expect(
      failure(&layout, twoMoves)?.description
        == "Invalid update: attempt to move two sections to the same section (1)")
    var badHeight = BatchUpdate()
    badHeight.insertRow(at: RowPosition(row: 0, section: 2), height: -.infinity)
    #expect(
      failure(&layout, badHeight)?.description
        == "height of row 0 in section 2 is -inf; heights must be finite and not negative")
    #expect(layout == before)
  }

  @Test("Collapsing in place moves the sections below by the rows' height")
  func collapseInPlace() throws {
    var layout = try threeSections()
    try layout.setCollapsed(true, forSection: 1)
    #expect(layout.rect(forSection: 2).minY == 128)
    try layout.setCollapsed(false, forSection: 1)
    #expect(layout.rect(forSection: 2).minY == 260)
    #expect(throws: LayoutError.invalidIndex("section 3 out of range 0..<3")) {
      try layout.setCollapsed(true, forSection: 3)
    }
  }
}

@Suite struct BatchUpdateDescriptionTests {
  @Test("A batch describes its operations in a fixed order")
  func description() {
    var update = BatchUpdate()
    #expect(update.description == "no changes")
    update.insertRow(at: RowPosition(row: 2, section: 0), height: 10)
    update.insertRow(at: RowPosition(row: 0, section: 0), height: 10)
    update.deleteSections([3, 1])
    update.moveSection(0, toSection: 2)
    update.setCollapsed(true, forSection: 2)
    update.rowCountsAfterUpdate = [3, 4]
    #expect(
      update.description
        == "delete sections [1, 3]; move sections [0→2]; insert rows [[0, 0], [0, 2]]; "
        + "collapse [2=true]; row counts [3, 4]")
  }
}
