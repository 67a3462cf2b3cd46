import Sectional
import SectionalTestSupport
import Testing

/// Where selection lives: cells coming on screen, reloads, batch updates, cells leaving the
/// screen, and the cell's own setters (Documentation/Selection.md § Reloads and batch updates).
@MainActor
@Suite struct TableViewSelectionStateTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A cell that records its setter calls.
  final class TracingCell: TableViewCell {
    var calls: [String] = []
    override func setSelected(_ selected: Bool, animated: Bool) {
      calls.append("setSelected \(selected) \(animated)")
      super.setSelected(selected, animated: animated)
    }
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
      calls.append("setHighlighted \(highlighted) \(animated)")
      super.setHighlighted(highlighted, animated: animated)
    }
  }

  @Test("a selected row scrolled off and back shows selected in its new cell")
  func selectionSurvivesScrolling() throws {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.contentOffset = CGPoint(x: 0, y: 2000)
    table.layoutIfNeeded()
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) == nil)
    table.contentOffset = .zero
    table.layoutIfNeeded()
    #expect(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).isSelected)
    #expect(try #require(table.cellForRow(at: IndexPath(row: 2, section: 0))).isSelected == false)
  }

  @Test("selectRow with a scroll position scrolls the row there")
  func selectRowScrolls() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    table.selectRow(at: IndexPath(row: 50, section: 0), animated: false, scrollPosition: .top)
    #expect(table.contentOffset.y == CGFloat(2200))
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0))?.isSelected == true)
  }

  @Test("the table selects and highlights cells through setSelected and setHighlighted")
  func setterCalls() throws {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5], cellClass: TracingCell.self)
    defer { withExtendedLifetime((window, recorder)) {} }
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? TracingCell)
    cell.calls = []
    window.tapRow(IndexPath(row: 1, section: 0), of: table)
    #expect(
      cell.calls == [
        "setHighlighted true false", "setHighlighted false false", "setSelected true false",
      ])
    cell.calls = []
    table.deselectRow(at: IndexPath(row: 1, section: 0), animated: true)
    #expect(cell.calls == ["setSelected false true"])
  }

  @Test("reloadData clears the selection, as UIKit's does")
  func reloadClears() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    defer { withExtendedLifetime((window, recorder)) {} }
    table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
    table.reloadData()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
  }

  @Test("a batch keeps moved and shifted rows selected and drops deleted and reloaded ones")
  func batchRemapsSelection() {
    let (_, table, recorder) = SelectionRecorder.scene(rows: [6, 3])
    table.allowsMultipleSelection = true
    for row in [0, 2, 3, 5] {
      table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none)
    }
    table.selectRow(at: IndexPath(row: 1, section: 1), animated: false, scrollPosition: .none)
    recorder.rows = [5, 3]
    let error = table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .none)
      table.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 1))
      table.moveRow(at: IndexPath(row: 0, section: 1), to: IndexPath(row: 0, section: 0))
    }
    #expect(error == nil)
    #expect(
      table.indexPathsForSelectedRows == [
        IndexPath(row: 3, section: 0), IndexPath(row: 0, section: 1),
        IndexPath(row: 1, section: 1),
      ])
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.isSelected == true)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == false)
  }

  @Test("cells leaving the screen are reported with didEndDisplaying and their old index path")
  func didEndDisplayingCell() {
    let (_, table, recorder) = SelectionRecorder.scene(rows: [100])
    recorder.recordsEndDisplaying = true
    table.contentOffset = CGPoint(x: 0, y: 100)
    table.layoutIfNeeded()
    #expect(recorder.events.sorted() == ["didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]"])
    recorder.events = []
    recorder.rows = [99]
    table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .none)
    #expect(recorder.events == ["didEndDisplaying [0, 5]"])
  }
}
