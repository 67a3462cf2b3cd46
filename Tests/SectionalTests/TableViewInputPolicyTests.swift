import Foundation
import SectionalTestSupport
import Testing

@testable import Sectional

/// Values that are not heights, widths, insets or deltas: logged with their source and
/// corrected, and the table keeps drawing (Documentation/UIKitParity.md § Invalid input and
/// re-entrant calls).
@MainActor
@Suite(.serialized) struct TableViewInputPolicyTests {
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

  /// A plain 320 × 200 table over one untitled section of rows of `heights`, laid out.
  private func makeTable(_ heights: [CGFloat], model: FuzzTableModel = FuzzTableModel())
    -> TableView
  {
    var section = model.makeSection(title: false, headerHeight: 0, rows: 0, height: 0)
    for height in heights { section.rows.append(model.makeRow(height: height)) }
    model.sections.append(section)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return table
  }

  @Test("NaN, negative, infinite and 1e308 row heights from the delegate are logged and corrected")
  func invalidRowHeights() {
    let messages = capture()
    let table = makeTable([44, .nan, -5, .infinity, 1e308])
    #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == 0)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)).height == 10_000_000)
    #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)).height == 10_000_000)
    #expect(table.contentSize.height == 20_000_044)
    #expect(
      table.indexPathsForVisibleRows == [
        IndexPath(row: 0, section: 0), IndexPath(row: 3, section: 0),
      ])
    #expect(
      messages.lines == [
        "[TableView] the height of row [0, 1] (tableView(_:heightForRowAt:) or rowHeight) is nan, "
          + "which is not a usable height; using 0.0.",
        "[TableView] the height of row [0, 2] (tableView(_:heightForRowAt:) or rowHeight) is "
          + "-5.0, which is not a usable height; using 0.0.",
        "[TableView] the height of row [0, 3] (tableView(_:heightForRowAt:) or rowHeight) is inf, "
          + "which is not a usable height; using 10000000.0.",
        "[TableView] the height of row [0, 4] (tableView(_:heightForRowAt:) or rowHeight) is "
          + "1e+308, which is not a usable height; using 10000000.0.",
      ])
  }

  @Test("a NaN row height in an inserted row is corrected as in a reload, and the batch succeeds")
  func invalidHeightInBatch() {
    let messages = capture()
    let model = FuzzTableModel()
    let table = makeTable([44], model: model)
    let error = table.performBatchUpdates {
      model.sections[0].rows.append(model.makeRow(height: .nan))
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .none)
    }
    #expect(error == nil)
    #expect(
      table.rectForRow(at: IndexPath(row: 1, section: 0))
        == CGRect(x: 0, y: 44, width: 320, height: 0))
    #expect(messages.lines.count == 1)
  }

  @Test("a NaN frame width is logged and the layout is built 0 wide")
  func nanWidth() {
    let messages = capture()
    let model = FuzzTableModel()
    let table = makeTable([44, 44], model: model)
    table.frame = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 200)
    table.layoutIfNeeded()
    #expect(table.layout?.width == 0)
    #expect(table.contentSize.height == 88)
    #expect(
      messages.lines == [
        "[TableView] the table's width (its frame or bounds) is nan, which is not a usable "
          + "height; using 0.0."
      ])
    table.layoutIfNeeded()
    #expect(messages.lines.count == 1)
    withExtendedLifetime(model) {}
  }

  @Test("a NaN or infinite content inset side is logged and set to 0")
  func nanInset() {
    let messages = capture()
    let table = makeTable([44, 44])
    table.contentInset = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
    #expect(table.contentInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    #expect(messages.lines.count == 2)
    #expect(
      messages.lines[0]
        == "[TableView] contentInset.top is nan, which is not a usable height; using 0.0.")
  }

  @Test("a NaN estimated header height keeps the header, estimated at the profile's height")
  func nanHeaderEstimate() {
    let messages = capture()
    final class Estimates: TableViewDataSource, TableViewDelegate {
      func numberOfSections(in tableView: TableView) -> Int { 1 }
      func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
      func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
      }
      func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
        let view = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
        return view
      }
      func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
        -> CGFloat
      { .nan }
    }
    let source = Estimates()
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    #expect(table.displayedHeaderView(forSection: 0) != nil)
    #expect(table.rectForHeader(inSection: 0).height == 28)
    #expect(
      messages.lines == [
        "[TableView] the estimated height of the header of section 0 "
          + "(tableView(_:estimatedHeightForHeaderInSection:) or estimatedSectionHeaderHeight) is "
          + "nan, which is not a usable height; using 28.0."
      ])
  }

  @Test("a NaN scroll delta is ignored and logged; the offset stays finite")
  func nanScroll() {
    let messages = capture()
    let table = makeTable([44, 44, 44, 44, 44, 44])
    table.scrollWheel(by: CGPoint(x: 0, y: 44), with: nil)
    table.scrollWheel(by: CGPoint(x: 0, y: CGFloat.nan), with: nil)
    #expect(table.contentOffset.y == 44)
    #expect(
      messages.lines == [
        "[TableView] a scroll by nan points was ignored: a scroll delta must be finite."
      ])
  }

  @Test("rect(forSection:) out of range traps with UIKit's message")
  func rectForSectionOutOfRange() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = table.rect(forSection: 3)
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("request for rect of invalid section (3)"))
    }
  }

  @Test("rectForRow(at:) out of range traps with UIKit's message")
  func rectForRowOutOfRange() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = table.rectForRow(at: IndexPath(row: 2, section: 0))
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("request for rect at invalid index path ([0, 2])"))
    }
  }

  @Test("scrollToRow(at:at:animated:) to a missing row traps with UIKit's message")
  func scrollToMissingRow() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.scrollToRow(at: IndexPath(row: 0, section: 1), at: .top, animated: false)
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(text.contains("attempt to scroll to invalid index path: [1, 0]"))
    }
  }

  @Test("numberOfRows(inSection:) out of range traps with UIKit's message")
  func rowsOutOfRange() async {
    await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      await MainActor.run {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        _ = table.numberOfRows(inSection: -1)
      }
    }.map { result in
      let text = String(decoding: result.standardErrorContent, as: UTF8.self)
      #expect(
        text.contains("Requested the number of rows for section (-1) which is out of bounds."))
    }
  }
}
