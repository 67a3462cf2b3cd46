import SectionalTestSupport
import Testing

@testable import Sectional

/// Calls back into the table from its own data source and delegate methods, and views
/// returned for more than one element (Documentation/UIKitParity.md § Invalid input and
/// re-entrant calls).
@MainActor
@Suite(.serialized) struct TableViewReentrancyTests {
  /// The diagnostics of one test.
  final class Messages {
    var lines: [String] = []
  }

  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sends the table's diagnostics to a new list until the next test replaces the handler
  /// (called first in each test body, which runs on the main actor without suspending).
  private func capture() -> Messages {
    let messages = Messages()
    TableLog.handler = { messages.lines.append($0) }
    return messages
  }

  /// A plain 320 × 200 table over `model` (sections of titled headers, rows of 44 pt) in a
  /// window, laid out.
  private func makeTable(_ model: FuzzTableModel, sections: [Int]) -> (TableView, Window) {
    for rows in sections {
      model.sections.append(
        model.makeSection(title: true, headerHeight: 28, rows: rows, height: 44))
    }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dataSource = model
    table.delegate = model
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, window)
  }

  @Test(
    "reloadData() from viewForHeaderInSection runs after the pass: no stray header, one diagnostic")
  func reloadFromHeader() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [2, 2])
    model.hook = (.viewForHeader, { $0.reloadData() })
    table.reloadData()
    #expect(model.hook == nil)
    #expect(
      messages.lines == [
        "[TableView] reloadData() was called while the table was placing its visible views "
          + "(from one of its data source or delegate methods); it runs when that pass ends."
      ])
    // Headers 0 and 1 (28 pt below 22 pt of padding) and rows [0, 0], [0, 1], [1, 0] fill
    // 200 pt: 5 views, no more.
    #expect(table.subviews.count == 5)
    #expect(model.violations.isEmpty)
    #expect(
      table.layoutDump()
        == """
        plain 320x200 offset 0 content 276
        header 0 (0, 22, 320, 28) TableViewHeaderFooterView "S1"
        row [0, 0] (0, 50, 320, 44) TableViewCell "r2"
        row [0, 1] (0, 94, 320, 44) TableViewCell "r3"
        header 1 (0, 160, 320, 28) TableViewHeaderFooterView "S4"
        row [1, 0] (0, 188, 320, 44) TableViewCell "r5"

        """)
  }

  @Test("reloadData() from cellForRowAt runs after the pass: every subview shows a visible row")
  func reloadFromCell() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [6])
    model.hook = (.cellForRow, { $0.reloadData() })
    table.reloadData()
    #expect(messages.lines.count == 1)
    #expect(table.subviews.count == table.visibleCells.count + 1)
    #expect(table.indexPathsForVisibleRows?.count == 4)
    #expect(model.violations.isEmpty)
  }

  @Test(
    "a batch deleting a section from willDisplayHeaderView runs after the pass: the deleted rows are never asked for"
  )
  func batchFromWillDisplay() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [2, 1])
    var finished: Bool?
    model.hook = (
      .willDisplayHeader,
      { table in
        table.performBatchUpdates(
          {
            model.sections.remove(at: 0)
            table.deleteSections([0], with: .none)
          }, completion: { finished = $0 })
      }
    )
    table.reloadData()
    #expect(finished == true)
    #expect(model.violations.isEmpty)
    #expect(table.numberOfSections == 1)
    #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
    #expect(
      messages.lines == [
        "[TableView] performBatchUpdates(_:completion:) was called while the table was placing "
          + "its visible views (from one of its data source or delegate methods); it runs when "
          + "that pass ends."
      ])
    #expect(
      table.layoutDump()
        == """
        plain 320x200 offset 0 content 94
        header 0 (0, 22, 320, 28) TableViewHeaderFooterView "S4"
        row [0, 0] (0, 50, 320, 44) TableViewCell "r5"

        """)
  }

  @Test(
    "one view returned for two headers shows once; the second header shows no view and is logged")
  func sharedHeaderView() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [1, 1])
    model.headerMode = .sharedView
    table.reloadData()
    let shown = table.displayedHeaderView(forSection: 0)
    #expect(shown != nil)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    #expect(
      messages.lines == [
        "[TableView] tableView(_:viewForHeaderInSection:) returned a view that the table already "
          + "shows (for another element, or as its own subview); header 1 shows no view. Return "
          + "a different view for each element (dequeue one per call)."
      ])
  }

  @Test(
    "a dequeued header kept and returned for every section never reaches two sections through the queue"
  )
  func keptDequeuedHeader() {
    _ = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [1, 1, 1, 1, 1, 1])
    model.headerMode = .keptDequeued
    table.reloadData()
    for y in stride(from: 0.0, through: 300, by: 30) {
      table.contentOffset = CGPoint(x: 0, y: y)
      table.layoutIfNeeded()
      var seen = Set<ObjectIdentifier>()
      for section in 0..<table.numberOfSections {
        guard let view = table.displayedHeaderView(forSection: section) else { continue }
        #expect(seen.insert(ObjectIdentifier(view)).inserted, "offset \(y)")
      }
    }
    model.resetHeaders()
    table.reloadData()
    let first = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    let second = table.dequeueReusableHeaderFooterView(withIdentifier: "Header")
    #expect(first !== second)
  }

  @Test("the table returned as its own header is refused and stays in its window")
  func tableAsHeader() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, window) = makeTable(model, sections: [1])
    model.headerMode = .tableItself
    table.reloadData()
    #expect(table.superview === window)
    #expect(table.displayedHeaderView(forSection: 0) == nil)
    #expect(
      messages.lines == [
        "[TableView] tableView(_:viewForHeaderInSection:) returned the table itself or a view "
          + "that contains it; header 0 shows no view."
      ])
  }

  @Test("a nested batch that fails calls the inner completion with false, after the outer one")
  func nestedFailure() {
    _ = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [1])
    var calls: [String] = []
    let error = table.performBatchUpdates(
      {
        table.performBatchUpdates(
          { table.deleteSections([5], with: .none) }, completion: { calls.append("inner \($0)") })
      }, completion: { calls.append("outer \($0)") })
    #expect(
      error?.description
        == "Invalid update: attempt to delete section 5, but there are only 1 sections before the "
        + "update")
    #expect(calls == ["outer false", "inner false"])
  }

  @Test("a batch on a table without a data source fails and completes with false")
  func batchWithoutDataSource() {
    _ = capture()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    var finished: Bool?
    let error = table.performBatchUpdates(
      { table.insertSections([0], with: .none) }, completion: { finished = $0 })
    #expect(error?.description == "Invalid update: the table view has no data source")
    #expect(finished == false)
  }

  @Test("two moves from the same section in one batch fail with a message and change nothing")
  func twoMovesFromOneSection() {
    _ = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [1, 1, 1])
    let before = table.layoutDump()
    let error = table.performBatchUpdates {
      table.moveSection(0, toSection: 1)
      table.moveSection(0, toSection: 2)
    }
    #expect(
      error?.description == "Invalid update: attempt to perform two moves from the same section (0)"
    )
    #expect(table.layoutDump() == before)
  }

  @Test("two moves from the same row in one batch fail with a message")
  func twoMovesFromOneRow() {
    _ = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [3])
    let error = table.performBatchUpdates {
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
      table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    }
    #expect(
      error?.description
        == "Invalid update: attempt to perform two moves from the same index path ([0, 0])")
  }

  @Test("a data source that reloads from every cellForRowAt is stopped after 8 rounds, logged")
  func endlessReloads() {
    let messages = capture()
    let model = FuzzTableModel()
    let (table, _) = makeTable(model, sections: [3])
    final class Again {
      var action: ((TableView) -> Void)?
    }
    let again = Again()
    again.action = { table in
      model.hook = (.cellForRow, again.action!)
      table.reloadData()
    }
    model.hook = (.cellForRow, again.action!)
    table.reloadData()
    model.hook = nil
    // Nine deferred reloads (the first pass's and eight rounds'), then the stop.
    #expect(messages.lines.count == 10)
    #expect(
      messages.lines.last
        == "[TableView] the table's data source or delegate kept changing the table from its own "
        + "methods; 1 deferred call(s) dropped after 8 rounds.")
    #expect(table.subviews.count == table.visibleCells.count + 1)
  }
}
