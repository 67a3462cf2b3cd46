import Sectional
import SectionalSnapshotTesting
import Testing

/// Seed 001: a grouped table with a clear background over a pastel window, section titles in
/// a bluish green bold 16 label with a white shadow, headers 40 pt only where a title exists.
@MainActor
@Suite struct GroupedColorsSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  static let sectionHeaderHeight: Double = 40
  static let pastel = Color(red: 1, green: 0.94, blue: 0.85)
  static let bluishGreen = Color(hue: 136.0 / 360.0, saturation: 1, brightness: 0.60, alpha: 1)

  /// The ported controller: sections 0 and 2 have titles, section 1 has none.
  final class Controller: TableViewDataSource, TableViewDelegate {
    let titles: [String?] = ["Fruit", nil, "Vegetables"]

    func numberOfSections(in tableView: TableView) -> Int { titles.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Item \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      titles[section]
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
      if self.tableView(tableView, titleForHeaderInSection: section) != nil {
        return GroupedColorsSceneTests.sectionHeaderHeight
      } else {
        return 0
      }
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      guard let sectionTitle = self.tableView(tableView, titleForHeaderInSection: section) else {
        return nil
      }
      let label = Label()
      label.frame = Rect(x: 20, y: 6, width: 300, height: 30)
      label.backgroundColor = .clear
      label.textColor = GroupedColorsSceneTests.bluishGreen
      label.shadowColor = .white
      label.shadowOffset = Size(width: 0, height: 1)
      label.font = .boldSystemFont(ofSize: 16)
      label.text = sectionTitle
      let view = View(
        frame: Rect(x: 0, y: 0, width: 320, height: GroupedColorsSceneTests.sectionHeaderHeight))
      view.addSubview(label)
      return view
    }
  }

  private func makeScene() -> (Window, TableView, Controller) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    window.backgroundColor = Self.pastel
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: .grouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let controller = Controller()
    table.dataSource = controller
    table.delegate = controller
    table.backgroundColor = .clear
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, controller)
  }

  @Test("titled sections get 40 pt headers and the untitled one none")
  func headerHeights() {
    let (_, table, controller) = makeScene()
    #expect(table.rectForHeader(inSection: 0).height == 40)
    #expect(table.rectForHeader(inSection: 1).height == 0)
    #expect(table.rectForHeader(inSection: 2).height == 40)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    #expect(table.displayedHeaderView(forSection: 0)?.frame.height == 40)
    withExtendedLifetime(controller) {}
  }

  @Test("the header label is bluish green bold 16 with a white shadow")
  func labelColours() throws {
    let (_, table, controller) = makeScene()
    let header = try #require(table.displayedHeaderView(forSection: 2))
    let label = try #require(header.subviews.first as? Label)
    #expect(label.text == "Vegetables")
    #expect(label.textColor == Color(hue: 136.0 / 360.0, saturation: 1, brightness: 0.6))
    #expect(label.shadowColor == .white)
    #expect(label.font == .boldSystemFont(ofSize: 16))
    withExtendedLifetime(controller) {}
  }

  @Test("a clear table background lets the window's pastel show through")
  func clearBackground() {
    let (window, table, controller) = makeScene()
    let commands = window.render().commands
    #expect(
      commands.first == .fillRect(Rect(x: 0, y: 0, width: 320, height: 480), color: Self.pastel))
    let fullFills = commands.filter {
      if case .fillRect(let rect, _) = $0 { return rect == table.frame }
      return false
    }
    #expect(fullFills.count == 1)
    withExtendedLifetime(controller) {}
  }

  @Test("the scene's layout dump matches the reference")
  func dump() {
    let (_, table, controller) = makeScene()
    assertSnapshot(of: table.layoutDump(), as: .lines)
    withExtendedLifetime(controller) {}
  }
}
