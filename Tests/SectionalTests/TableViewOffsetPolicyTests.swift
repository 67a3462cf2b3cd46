import Foundation
import SectionalTestSupport
import Testing

@testable import Sectional

/// Offsets and sizes assigned to a table that are not numbers: logged with their source and
/// corrected, and the table keeps drawing (Documentation/UIKitParity.md § Invalid input and
/// re-entrant calls).
@MainActor
@Suite(.serialized) struct TableViewOffsetPolicyTests {
  /// The diagnostics of one test.
  final class Messages {
    var lines: [String] = []
  }

  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sends the table's diagnostics to a new list until the next test replaces the handler.
  private func capture() -> Messages {
    let messages = Messages()
    TableLog.handler = { messages.lines.append($0) }
    return messages
  }

  /// A plain 320 × 200 table over one untitled section of six 44-point rows, laid out, with
  /// its model (the table holds its data source weakly).
  private func makeTable() -> (TableView, FuzzTableModel) {
    let model = FuzzTableModel()
    var section = model.makeSection(title: false, headerHeight: 0, rows: 0, height: 0)
    for _ in 0..<6 { section.rows.append(model.makeRow(height: 44)) }
    model.sections.append(section)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return (table, model)
  }

  /// The index paths of `rows` in section 0.
  private func rows(_ rows: ClosedRange<Int>) -> [IndexPath] {
    rows.map { IndexPath(row: $0, section: 0) }
  }

  @Test(
    "a NaN or infinite contentOffset coordinate keeps the current one, logged, and the other applies"
  )
  func nonFiniteOffset() {
    let messages = capture()
    let (table, model) = makeTable()
    defer { withExtendedLifetime(model) {} }
    table.contentOffset = CGPoint(x: 0, y: 44)
    table.contentOffset = CGPoint(x: CGFloat.nan, y: 88)
    #expect(table.contentOffset == CGPoint(x: 0, y: 88))
    table.contentOffset = CGPoint(x: 0, y: CGFloat.infinity)
    table.contentOffset = CGPoint(x: -CGFloat.infinity, y: -CGFloat.infinity)
    #expect(table.contentOffset == CGPoint(x: 0, y: 88))
    #expect(table.indexPathsForVisibleRows == rows(2...5))
    #expect(
      messages.lines == [
        "[TableView] contentOffset.x is nan, which is not a usable offset; keeping 0.0.",
        "[TableView] contentOffset.y is inf, which is not a usable offset; keeping 88.0.",
        "[TableView] contentOffset.x is -inf, which is not a usable offset; keeping 0.0.",
        "[TableView] contentOffset.y is -inf, which is not a usable offset; keeping 88.0.",
      ])
  }

  @Test(
    "setContentOffset(_:animated:) to NaN, animated or not, keeps the offset, logged, and starts no animation"
  )
  func nonFiniteSetContentOffset() {
    let messages = capture()
    let (table, model) = makeTable()
    defer { withExtendedLifetime(model) {} }
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    table.setContentOffset(CGPoint(x: 0, y: 44), animated: false)
    table.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
    #expect(table.contentOffset == CGPoint(x: 0, y: 44))
    clock.advance(by: 0.5)
    table.animator?.step()
    #expect(table.contentOffset == CGPoint(x: 0, y: 44))
    table.setContentOffset(CGPoint(x: CGFloat.infinity, y: 0), animated: false)
    #expect(table.contentOffset == CGPoint(x: 0, y: 0))
    #expect(table.indexPathsForVisibleRows == rows(0...4))
    #expect(
      messages.lines == [
        "[TableView] contentOffset.y is nan, which is not a usable offset; keeping 44.0.",
        "[TableView] contentOffset.x is inf, which is not a usable offset; keeping 0.0.",
      ])
  }

  @Test("a NaN or infinite contentSize assigned to a table is ignored, as every assigned size is")
  func nonFiniteContentSize() {
    let messages = capture()
    let (table, model) = makeTable()
    defer { withExtendedLifetime(model) {} }
    table.contentSize = CGSize(width: CGFloat.nan, height: CGFloat.infinity)
    #expect(table.contentSize == CGSize(width: 320, height: 264))
    table.contentOffset = CGPoint(x: 0, y: 64)
    #expect(table.indexPathsForVisibleRows == rows(1...5))
    #expect(messages.lines.isEmpty)
  }

  @Test("-infinity in contentInset becomes 0, logged with the side")
  func negativeInfiniteInset() {
    let messages = capture()
    let (table, model) = makeTable()
    defer { withExtendedLifetime(model) {} }
    table.contentInset = EdgeInsets(top: 10, left: -CGFloat.infinity, bottom: 0, right: 0)
    #expect(table.contentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(
      messages.lines == [
        "[TableView] contentInset.left is -inf, which is not a usable height; using 0.0."
      ])
  }
}
