import Sectional
import SectionalTestSupport
import Testing

/// The delegate's selection and highlight callbacks, in UIKit's order, for taps in single and
/// multiple selection, with vetoes and redirects (Documentation/Selection.md § A tap).
@MainActor
@Suite struct TableViewSelectionOrderTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private let row0 = IndexPath(row: 0, section: 0)
  private let row1 = IndexPath(row: 1, section: 0)
  private let row2 = IndexPath(row: 2, section: 0)

  @Test("a tap highlights on press, then unhighlights, asks willSelect and selects on release")
  func tapOrder() throws {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    window.touch(.began, 100, 66)
    #expect(recorder.events == ["shouldHighlight [0, 1]", "didHighlight [0, 1]"])
    let cell = try #require(table.cellForRow(at: row1))
    #expect(cell.isHighlighted)
    #expect(!cell.isSelected)
    window.touch(.ended, 100, 66)
    #expect(
      recorder.events == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]",
        "willSelect [0, 1]", "didSelect [0, 1]",
      ])
    #expect(!cell.isHighlighted)
    #expect(cell.isSelected)
    #expect(table.indexPathsForSelectedRows == [row1])
  }

  @Test("in single selection, tapping another row deselects the old one between will and did")
  func singleSelectionSwitch() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    window.tapRow(row1, of: table)
    recorder.events = []
    window.tapRow(row2, of: table)
    #expect(
      recorder.events == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]",
        "willSelect [0, 2]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == [row2])
    #expect(table.cellForRow(at: row1)?.isSelected == false)
  }

  @Test("in single selection, tapping the selected row selects it again without deselecting")
  func singleSelectionRetap() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    window.tapRow(row1, of: table)
    recorder.events = []
    window.tapRow(row1, of: table)
    #expect(
      recorder.events == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]",
        "willSelect [0, 1]", "didSelect [0, 1]",
      ])
    #expect(table.indexPathsForSelectedRows == [row1])
  }

  @Test("with multiple selection, taps add rows and a tap on a selected row deselects it")
  func multipleSelection() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    table.allowsMultipleSelection = true
    window.tapRow(row2, of: table)
    window.tapRow(row0, of: table)
    #expect(table.indexPathsForSelectedRows == [row0, row2])
    #expect(table.indexPathForSelectedRow == row0)
    recorder.events = []
    window.tapRow(row2, of: table)
    #expect(
      recorder.events == [
        "shouldHighlight [0, 2]", "didHighlight [0, 2]", "didUnhighlight [0, 2]",
        "willDeselect [0, 2]", "didDeselect [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == [row0])
    #expect(table.cellForRow(at: row2)?.isSelected == false)
    #expect(table.cellForRow(at: row0)?.isSelected == true)
  }

  @Test("willSelect returning nil vetoes the tap: nothing is selected or deselected")
  func willSelectVeto() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    window.tapRow(row0, of: table)
    recorder.willSelect[row1] = .some(nil)
    recorder.events = []
    window.tapRow(row1, of: table)
    #expect(
      recorder.events == [
        "shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]",
        "willSelect [0, 1]",
      ])
    #expect(table.indexPathsForSelectedRows == [row0])
  }

  @Test("willSelect returning another row selects that row and tells didSelect about it")
  func willSelectRedirect() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    recorder.willSelect[row1] = row2
    window.tapRow(row1, of: table)
    #expect(recorder.events.suffix(2) == ["willSelect [0, 1]", "didSelect [0, 2]"])
    #expect(table.indexPathsForSelectedRows == [row2])
    #expect(table.cellForRow(at: row1)?.isSelected == false)
    #expect(table.cellForRow(at: row2)?.isSelected == true)
  }

  @Test("willDeselect returning nil keeps a multiple-selection row selected")
  func willDeselectVeto() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    table.allowsMultipleSelection = true
    window.tapRow(row1, of: table)
    recorder.willDeselect[row1] = .some(nil)
    recorder.events = []
    window.tapRow(row1, of: table)
    #expect(recorder.events.suffix(1) == ["willDeselect [0, 1]"])
    #expect(table.indexPathsForSelectedRows == [row1])
  }

  @Test("a row that may not highlight is neither highlighted nor selected by a tap")
  func shouldHighlightFalse() throws {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    recorder.noHighlight = [row1]
    window.touch(.began, 100, 66)
    #expect(try #require(table.cellForRow(at: row1)).isHighlighted == false)
    window.touch(.ended, 100, 66)
    #expect(recorder.events == ["shouldHighlight [0, 1]"])
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("a finger sliding off a row unhighlights it and lifting outside selects nothing")
  func slideOff() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    window.touch(.began, 100, 66)
    window.touch(.moved, 100, 90)
    window.touch(.ended, 100, 90)
    #expect(
      recorder.events == ["shouldHighlight [0, 1]", "didHighlight [0, 1]", "didUnhighlight [0, 1]"])
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("with allowsSelection off, a tap neither highlights nor selects and asks nothing")
  func selectionOff() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    table.allowsSelection = false
    window.tapRow(row1, of: table)
    table.selectRow(at: row2, animated: false, scrollPosition: .none)
    #expect(recorder.events == [])
    #expect(table.indexPathsForSelectedRows == nil)
  }

  @Test("selectRow and deselectRow change the selection without telling the delegate")
  func programmatic() {
    let (_, table, recorder) = SelectionRecorder.scene(rows: [5])
    table.selectRow(at: row1, animated: false, scrollPosition: .none)
    table.selectRow(at: row2, animated: true, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [row2])
    table.allowsMultipleSelection = true
    table.selectRow(at: row0, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == [row0, row2])
    table.deselectRow(at: row2, animated: true)
    #expect(table.indexPathsForSelectedRows == [row0])
    table.selectRow(at: nil, animated: false, scrollPosition: .none)
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.indexPathForSelectedRow == nil)
    #expect(recorder.events == [])
  }
}
