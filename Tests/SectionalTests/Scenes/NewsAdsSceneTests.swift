import Sectional
import SectionalSnapshotTesting
import Testing

/// Seed 004: a plain news list whose section headers are ads floating at alpha 0.7 over the
/// rows; a button in the header opens the ad on touch-up inside, a slide-out cancels.
@MainActor
@Suite struct NewsAdsSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The ported controller, with the recipe's header cache.
  final class Controller: TableViewDataSource, TableViewDelegate {
    var headerCache: [Int: View] = [:]
    var opened: [Int] = []
    var cancelled = 0

    func numberOfSections(in tableView: TableView) -> Int { 5 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "NewsCell", for: indexPath)
      cell.textLabel?.text = "News \(indexPath.section).\(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 81 }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      if let cached = headerCache[section] { return cached }
      let customView = View(frame: Rect(x: 0, y: 0, width: 320, height: 81))
      customView.backgroundColor = Color(red: 1, green: 1, blue: 1, alpha: 0.7)
      let button = Button(frame: Rect(x: 0, y: 0, width: 320, height: 80))
      button.alpha = 0.7
      button.setTitle("Ad \(section)", for: .normal)
      button.addAction(
        Action { [weak self] _ in self?.opened.append(section) }, for: .touchUpInside)
      button.addAction(Action { [weak self] _ in self?.cancelled += 1 }, for: .touchUpOutside)
      customView.addSubview(button)
      headerCache[section] = customView
      return customView
    }
  }

  private func makeScene() -> (Window, TableView, Controller) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "NewsCell")
    let controller = Controller()
    table.dataSource = controller
    table.delegate = controller
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, controller)
  }

  private func send(_ window: Window, _ phase: TouchPhase, _ x: Double, _ y: Double) {
    window.send(Event(.pointer(phase, location: Point(x: x, y: y))))
  }

  @Test("scrolled into section 1, its ad header pins to the top above the rows")
  func pinned() throws {
    let (_, table, controller) = makeScene()
    // Section 1 starts at 22 + 81 + 440 = 543; its header at 565.
    #expect(table.rectForHeader(inSection: 1) == Rect(x: 0, y: 565, width: 320, height: 81))
    table.contentOffset = Point(x: 0, y: 700)
    let header = try #require(table.displayedHeaderView(forSection: 1))
    #expect(header.frame == Rect(x: 0, y: 700, width: 320, height: 81))
    #expect(table.subviews.last === header)
    let row = try #require(table.cellForRow(at: IndexPath(row: 3, section: 1)))
    #expect(row.frame.intersects(header.frame))
    withExtendedLifetime(controller) {}
  }

  @Test("the pinned header draws translucently after the rows it covers")
  func translucency() throws {
    let (window, table, controller) = makeScene()
    table.contentOffset = Point(x: 0, y: 700)
    let commands = window.render().commands
    let rowText = commands.lastIndex {
      if case .text(let run) = $0 { return run.text == "News 1.3" }
      return false
    }
    let headerFill = commands.firstIndex {
      $0 == .fillRect(Rect(x: 0, y: 0, width: 320, height: 81), color: Color(white: 1, alpha: 0.7))
    }
    let row = try #require(rowText)
    let fill = try #require(headerFill)
    #expect(row < fill)
    #expect(commands[fill...].contains(.pushOpacity(0.7)))
    withExtendedLifetime(controller) {}
  }

  @Test("a tap on the floating header opens the ad exactly once")
  func tap() {
    let (window, table, controller) = makeScene()
    table.contentOffset = Point(x: 0, y: 700)
    send(window, .began, 160, 40)
    send(window, .ended, 165, 42)
    #expect(controller.opened == [1])
    #expect(controller.cancelled == 0)
  }

  @Test("sliding the finger out of the header does not open the ad")
  func slideOut() {
    let (window, table, controller) = makeScene()
    table.contentOffset = Point(x: 0, y: 700)
    send(window, .began, 160, 40)
    send(window, .moved, 160, 300)
    send(window, .ended, 160, 300)
    #expect(controller.opened.isEmpty)
    #expect(controller.cancelled == 1)
  }

  @Test("the scene's layout dump while section 1's header is pushed off matches the reference")
  func dump() {
    let (_, table, controller) = makeScene()
    table.contentOffset = Point(x: 0, y: 1_050)
    assertSnapshot(of: table.layoutDump(), as: .lines)
    withExtendedLifetime(controller) {}
  }
}
