import Sectional
import SectionalTestSupport
import Testing

/// The prefetch data source hears about the rows one visible height ahead in the scroll
/// direction, each once, and the cancellation of those that never showed when the direction
/// turns (Documentation/Selection.md § Prefetching).
@MainActor
@Suite struct TableViewPrefetchingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Records prefetch and cancel calls as row lists.
  final class Prefetcher: TableViewDataSourcePrefetching {
    var events: [String] = []
    func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath]) {
      events.append("prefetch \(indexPaths.map(\.row))")
    }
    func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
      events.append("cancel \(indexPaths.map(\.row))")
    }
  }

  private func scroll(_ table: TableView, to y: Double) {
    table.contentOffset = CGPoint(x: 0, y: y)
    table.layoutIfNeeded()
  }

  @Test("rows below the screen are prefetched, each once; turning cancels those not shown")
  func scrollDownThenUp() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    let prefetcher = Prefetcher()
    table.prefetchDataSource = prefetcher
    // Rows 0-10 show in 0..<480; the band 480..<960 holds rows 10-21, and 10 is on screen.
    #expect(prefetcher.events == ["prefetch [11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]"])
    scroll(table, to: 100)
    // Band 580..<1060: rows 13-24; 11-21 were told already.
    #expect(prefetcher.events.last == "prefetch [22, 23, 24]")
    scroll(table, to: 110)
    #expect(prefetcher.events.count == 2)
    scroll(table, to: 50)
    // Rows 11-13 showed; 14-24 did not. Upward, the band -430..<50 holds rows 0 and 1.
    #expect(
      prefetcher.events.suffix(2) == [
        "cancel [14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]", "prefetch [0]",
      ])
  }

  @Test("upward, rows are prefetched nearest first")
  func upwardOrder() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    scroll(table, to: 2000)
    let prefetcher = Prefetcher()
    table.prefetchDataSource = prefetcher
    // Rows 45-56 show in 2000..<2480; the band 2480..<2960 holds rows 56-67.
    #expect(prefetcher.events == ["prefetch [57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67]"])
    scroll(table, to: 1990)
    // The band 1510..<1990 holds rows 34-45; 45 (1980..<2024) is on screen.
    #expect(
      prefetcher.events.suffix(2) == [
        "cancel [57, 58, 59, 60, 61, 62, 63, 64, 65, 66, 67]",
        "prefetch [44, 43, 42, 41, 40, 39, 38, 37, 36, 35, 34]",
      ])
  }

  @Test("with isPrefetchingEnabled off, the prefetch data source hears nothing")
  func disabled() {
    let (window, table, recorder) = SelectionRecorder.scene(rows: [100])
    defer { withExtendedLifetime((window, recorder)) {} }
    let prefetcher = Prefetcher()
    table.isPrefetchingEnabled = false
    table.prefetchDataSource = prefetcher
    scroll(table, to: 300)
    #expect(prefetcher.events == [])
  }
}
