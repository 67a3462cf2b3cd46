import Sectional
import SectionalTestSupport
import Testing

/// Taps on rows, headers and footers: touch-up inside fires once, sliding out cancels, and
/// the element is highlighted while the finger is on it.
@MainActor
@Suite struct TableViewTapTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Titled sections of 5 rows that record what was tapped.
  final class Recorder: TableViewDataSource, TableViewDelegate {
    var events: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 20 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      "End \(section)"
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      events.append("row \(indexPath)")
    }

    func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
      events.append("header \(section)")
    }

    func tableView(_ tableView: TableView, didSelectFooterInSection section: Int) {
      events.append("footer \(section)")
    }
  }

  private func makeScene() -> (Window, TableView, Recorder) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let recorder = Recorder()
    table.dataSource = recorder
    table.delegate = recorder
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, recorder)
  }

  private func send(_ window: Window, _ phase: TouchPhase, _ x: Double, _ y: Double) {
    window.send(Event(.pointer(phase, location: CGPoint(x: x, y: y))))
  }

  @Test("a tap on a row highlights it while down, then selects it and tells the delegate once")
  func rowTap() throws {
    let (window, table, recorder) = makeScene()
    let row = table.rectForRow(at: IndexPath(row: 1, section: 0))
    send(window, .began, 100, row.midY)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(cell.isHighlighted)
    send(window, .ended, 102, row.midY + 1)
    #expect(!cell.isHighlighted)
    #expect(cell.isSelected)
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(recorder.events == ["row [0, 1]"])
  }

  @Test("selecting another row clears the first one's selection")
  func reselect() throws {
    let (window, table, recorder) = makeScene()
    for row in [1, 3] {
      let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
      send(window, .began, 100, frame.midY)
      send(window, .ended, 100, frame.midY)
    }
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
    #expect(recorder.events == ["row [0, 1]", "row [0, 3]"])
  }

  @Test("a tap on a pinned header fires the header tap exactly once")
  func headerTap() throws {
    let (window, table, recorder) = makeScene()
    table.contentOffset = CGPoint(x: 0, y: table.rectForHeader(inSection: 2).minY + 60)
    let header = try #require(table.headerView(forSection: 2))
    #expect(header.frame.minY == table.contentOffset.y)
    send(window, .began, 160, 10)
    #expect(header.isHighlighted)
    send(window, .ended, 160, 12)
    #expect(!header.isHighlighted)
    #expect(recorder.events == ["header 2"])
  }

  @Test("sliding sideways out of the header cancels the tap; sliding back in restores it")
  func headerSlide() throws {
    // Sideways, since a vertical slide past the 10 pt slop pans the table (`dragPans` in
    // TableViewScrollViewTests) and a table that scrolls only vertically does not pan sideways.
    let (window, table, recorder) = makeScene()
    let header = try #require(table.headerView(forSection: 0))
    let y = header.frame.midY
    send(window, .began, 160, y)
    send(window, .moved, 400, y)
    #expect(!header.isHighlighted)
    send(window, .ended, 400, y)
    #expect(recorder.events.isEmpty)
    send(window, .began, 160, y)
    send(window, .moved, 400, y)
    send(window, .moved, 160, y)
    #expect(header.isHighlighted)
    send(window, .ended, 160, y)
    #expect(recorder.events == ["header 0"])
    #expect(table.contentOffset.y == 0)
  }

  @Test("a tap on a footer fires the footer tap")
  func footerTap() {
    let (window, table, recorder) = makeScene()
    let footer = table.rectForFooter(inSection: 0)
    send(window, .began, 40, footer.midY)
    send(window, .ended, 40, footer.midY)
    #expect(recorder.events == ["footer 0"])
  }
}
