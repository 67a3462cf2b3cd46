import Sectional
import SectionalTestSupport
import Testing

/// The keyboard's focused row with `allowsFocus`: arrows move a highlight, Return and Space
/// select as a tap does (Documentation/Selection.md § The keyboard).
@MainActor
@Suite struct TableViewRowFocusTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("Down focuses the first visible row, then the next, highlighting each in turn")
  func arrowsMoveHighlight() throws {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [2, 3])
    table.allowsFocus = true
    window.press(.downArrow)
    #expect(recorder.events == ["shouldHighlight [0, 0]", "didHighlight [0, 0]"])
    #expect(table.indexPathForFocusedRow == IndexPath(row: 0, section: 0))
    window.press(.downArrow)
    window.press(.downArrow)
    #expect(
      recorder.events.suffix(6) == [
        "didUnhighlight [0, 0]", "shouldHighlight [0, 1]", "didHighlight [0, 1]",
        "didUnhighlight [0, 1]", "shouldHighlight [1, 0]", "didHighlight [1, 0]",
      ])
    #expect(try #require(table.cellForRow(at: IndexPath(row: 0, section: 1))).isHighlighted)
    #expect(
      try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))).isHighlighted == false)
    window.press(.upArrow)
    #expect(table.indexPathForFocusedRow == IndexPath(row: 1, section: 0))
    #expect(table.contentOffset.y == CGFloat(0))
  }

  @Test("Return selects the focused row and Space on the next deselects the old one first")
  func keysSelect() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [5])
    table.allowsFocus = true
    window.press(.downArrow)
    window.press(.downArrow)
    recorder.events = []
    window.press(.enter)
    #expect(recorder.events == ["willSelect [0, 1]", "didSelect [0, 1]"])
    window.press(.downArrow)
    recorder.events = []
    window.press(.space)
    #expect(
      recorder.events == [
        "willSelect [0, 2]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 2]",
      ])
    #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
  }

  @Test("moving the focus past the screen scrolls the least that shows the row")
  func focusScrolls() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    table.allowsFocus = true
    for _ in 0..<12 { window.press(.downArrow) }
    #expect(table.indexPathForFocusedRow == IndexPath(row: 11, section: 0))
    #expect(table.contentOffset.y == CGFloat(12 * 44 - 480))
    #expect(table.cellForRow(at: IndexPath(row: 11, section: 0))?.isHighlighted == true)
  }

  @Test("without allowsFocus the arrows scroll as before and no row is focused")
  func focusOff() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    window.press(.downArrow)
    #expect(table.contentOffset.y == CGFloat(40))
    #expect(table.indexPathForFocusedRow == nil)
    #expect(recorder.events == [])
  }
}
