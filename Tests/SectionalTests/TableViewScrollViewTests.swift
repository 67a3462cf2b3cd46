import Sectional
import SectionalTestSupport
import Testing

/// The table as a scroll view: its one delegate hears scrolling, a drag pans it instead of
/// tapping, animated scrolls end as UIKit's do, and sticky headers stay inside the content
/// while it coasts and bounces.
@MainActor
@Suite struct TableViewScrollViewTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// 20 titled sections of 5 rows that record taps, scrolling and pin events.
  final class Recorder: TableViewDataSource, TableViewDelegate {
    var events: [String] = []
    /// The offsets `scrollViewDidScroll` saw.
    var offsets: [Double] = []

    private func record(_ event: String) {
      if event == "didScroll", events.last == "didScroll" { return }
      events.append(event)
    }

    func numberOfSections(in tableView: TableView) -> Int { 20 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      record("select \(indexPath.section).\(indexPath.row)")
    }

    func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
      record("header \(section)")
    }

    func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {
      record("pin \(section)")
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
      offsets.append(scrollView.contentOffset.y)
      record("didScroll")
    }

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record("willBeginDragging") }

    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
      record("didEndDragging \(decelerate)")
    }

    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {
      record("willBeginDecelerating")
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { record("didEndDecelerating") }

    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {
      record("didEndScrollingAnimation")
    }
  }

  private func makeScene() -> (Window, TableView, Recorder, ManualClock) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    let recorder = Recorder()
    table.dataSource = recorder
    table.delegate = recorder
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, recorder, clock)
  }

  private func send(_ window: Window, _ phase: TouchPhase, y: Double, at time: Double) {
    window.send(Event(.pointer(phase, location: CGPoint(x: 160, y: y)), timestamp: time))
  }

  /// Steps the clock by 1/64 s until the animator stops, calling `check` after each step.
  private func settle(_ table: TableView, _ clock: ManualClock, check: () -> Void = {}) {
    for _ in 0..<640 where table.animator?.isAnimating == true {
      clock.advance(by: 1.0 / 64)
      table.animator?.step()
      check()
    }
  }

  @Test("the table delegate is the scroll view delegate: it hears every offset change")
  func oneDelegate() {
    let (window, table, recorder, _) = makeScene()
    #expect(table.delegate === recorder)
    table.contentOffset = CGPoint(x: 0, y: 100)
    window.send(Event(.scroll(delta: CGPoint(x: 0, y: 50), location: CGPoint(x: 160, y: 240))))
    #expect(recorder.offsets == [100, 150])
  }

  @Test("a drag that starts on a row pans the table and does not select the row")
  func dragPans() {
    let (window, table, recorder, _) = makeScene()
    let row = table.rectForRow(at: IndexPath(row: 2, section: 0))
    send(window, .began, y: row.midY + 100, at: 0)
    send(window, .moved, y: row.midY + 80, at: 0.5)
    send(window, .moved, y: row.midY, at: 0.6)
    #expect(table.contentOffset.y == 80)
    #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
    send(window, .ended, y: row.midY, at: 1.5)
    #expect(
      recorder.events == ["willBeginDragging", "pin 0", "didScroll", "didEndDragging false"])
  }

  @Test("a movement within the slop on a header is still a header tap")
  func smallMoveTaps() throws {
    let (window, table, recorder, _) = makeScene()
    let header = try #require(table.headerView(forSection: 0))
    send(window, .began, y: header.frame.midY, at: 0)
    send(window, .moved, y: header.frame.midY + 6, at: 0.05)
    send(window, .ended, y: header.frame.midY + 6, at: 0.1)
    #expect(recorder.events == ["header 0"])
    #expect(table.contentOffset.y == 0)
  }

  @Test("an animated scrollToRow moves on the clock and ends with didEndScrollingAnimation")
  func animatedScrollToRow() {
    let (_, table, recorder, clock) = makeScene()
    let indexPath = IndexPath(row: 0, section: 10)
    table.scrollToRow(at: indexPath, at: .top, animated: true)
    #expect(table.contentOffset.y == 0)
    settle(table, clock)
    #expect(table.contentOffset.y == table.rectForRow(at: indexPath).minY)
    #expect(recorder.events.last == "didEndScrollingAnimation")
    #expect(table.cellForRow(at: indexPath) != nil)
  }

  @Test("pulled down past the top, the first header stays at its place in the content, unpinned")
  func noPinWhileBouncingAtTop() throws {
    let (window, table, recorder, clock) = makeScene()
    send(window, .began, y: 100, at: 0)
    send(window, .moved, y: 120, at: 1.0 / 64)
    send(window, .moved, y: 320, at: 2.0 / 64)
    #expect(table.contentOffset.y == -89.49152542372885)
    let header = try #require(table.headerView(forSection: 0))
    #expect(header.frame == table.rectForHeader(inSection: 0))
    send(window, .ended, y: 320, at: 2.0 / 64)
    settle(table, clock) {
      #expect(header.frame == table.rectForHeader(inSection: 0))
    }
    #expect(table.contentOffset.y == 0)
    #expect(!recorder.events.contains { $0.hasPrefix("pin") })
  }

  @Test("coasting pins the headers it passes, and bouncing at the end keeps them in the content")
  func pinsWhileCoasting() {
    let (window, table, recorder, clock) = makeScene()
    table.contentOffset = CGPoint(x: 0, y: 2_000)
    send(window, .began, y: 460, at: 0)
    send(window, .moved, y: 440, at: 1.0 / 64)
    send(window, .moved, y: 40, at: 4.0 / 64)
    send(window, .ended, y: 40, at: 4.0 / 64)
    let contentHeight = table.contentSize.height
    var passedEnd = false
    settle(table, clock) {
      passedEnd = passedEnd || table.contentOffset.y > contentHeight - 480
      for section in 0..<20 {
        guard let header = table.headerView(forSection: section) else { continue }
        #expect(header.frame.minY >= 0 && header.frame.maxY <= contentHeight)
      }
    }
    #expect(passedEnd)
    #expect(table.contentOffset.y == contentHeight - 480)
    let decelerating = recorder.events.drop { $0 != "willBeginDecelerating" }
    #expect(decelerating.filter { $0.hasPrefix("pin") }.count >= 3)
    #expect(recorder.events.last == "didEndDecelerating")
  }

  /// Sections whose headers size themselves from a label, estimated at the profile's height.
  final class SelfSizing: TableViewDataSource, TableViewDelegate {
    var ended = false

    func numberOfSections(in tableView: TableView) -> Int { 60 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")!
      header.textLabel?.text = String(repeating: "Header \(section) ", count: 1 + section % 4)
      return header
    }

    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { ended = true }
  }

  @Test("coasting through estimated headers measures them on the way and comes to rest in range")
  func estimatesWhileCoasting() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: window.bounds, style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    let source = SelfSizing()
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    let estimated = table.rectForHeader(inSection: 30).height
    send(window, .began, y: 460, at: 0)
    send(window, .moved, y: 440, at: 1.0 / 64)
    send(window, .moved, y: 40, at: 4.0 / 64)
    send(window, .ended, y: 40, at: 4.0 / 64)
    #expect(table.isDecelerating)
    settle(table, clock) {
      let range = -1.0...(table.contentSize.height - 480 + 1)
      #expect(range.contains(table.contentOffset.y))
    }
    #expect(source.ended)
    #expect(!table.isDecelerating)
    let passed = (1..<60).filter { table.rectForHeader(inSection: $0).height != estimated }
    #expect(passed.count > 10)
    #expect(table.contentOffset.y >= 0 && table.contentOffset.y <= table.contentSize.height - 480)
  }
}
