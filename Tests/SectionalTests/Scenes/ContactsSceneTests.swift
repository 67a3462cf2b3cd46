import Sectional
import SectionalSnapshotTesting
import Testing

/// The contacts scene: an A–Z address book in plain style with sticky letter headers and a
/// section index at the trailing edge that scrolls to a letter and highlights the pinned one.
@MainActor
@Suite struct ContactsSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  static let letters = (65...90).map { String(UnicodeScalar(UInt8($0))) }

  /// Letters with 1 to 4 names each.
  final class Contacts: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { ContactsSceneTests.letters.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      section % 4 + 1
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Contact", for: indexPath)
      cell.textLabel?.text = "\(ContactsSceneTests.letters[indexPath.section])name \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      ContactsSceneTests.letters[section]
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
      ContactsSceneTests.letters
    }
  }

  private func makeScene(style: TableStyle = .plain) -> (Window, TableView, Contacts) {
    let window = Window(frame: Rect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Contact")
    let contacts = Contacts()
    table.dataSource = contacts
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, contacts)
  }

  /// The window point of the index title at `index`: 26 rows of 14 pt centred in 480.
  private func titlePoint(_ index: Int) -> Point {
    Point(x: 310, y: 58 + Double(index) * 14 + 7)
  }

  @Test("the index shows 26 titles in plain style and none in grouped style")
  func shown() {
    let (_, plain, first) = makeScene()
    #expect(plain.sectionIndexTitles.count == 26)
    let (_, grouped, second) = makeScene(style: .grouped)
    #expect(grouped.sectionIndexTitles.isEmpty)
    withExtendedLifetime((first, second)) {}
  }

  @Test("a tap on M scrolls section M to the top and M becomes highlighted")
  func tapLetter() {
    let (window, table, contacts) = makeScene()
    window.send(Event(.pointer(.began, location: titlePoint(12))))
    window.send(Event(.pointer(.ended, location: titlePoint(12))))
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 12).minY)
    #expect(table.highlightedSectionIndexTitle == 12)
    #expect(table.headerView(forSection: 12)?.frame.minY == table.contentOffset.y)
    table.contentOffset.y += 30
    #expect(table.highlightedSectionIndexTitle == 12)
    table.contentOffset.y = table.rectForHeader(inSection: 13).minY + 5
    #expect(table.highlightedSectionIndexTitle == 13)
    withExtendedLifetime(contacts) {}
  }

  @Test("dragging along the index follows the finger, and past the end picks Z")
  func drag() {
    let (window, table, contacts) = makeScene()
    window.send(Event(.pointer(.began, location: titlePoint(2))))
    window.send(Event(.pointer(.moved, location: titlePoint(5))))
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 5).minY)
    window.send(Event(.pointer(.moved, location: Point(x: 310, y: 479))))
    window.send(Event(.pointer(.ended, location: Point(x: 310, y: 479))))
    let range = table.contentSize.height - 480
    #expect(table.contentOffset.y == min(table.rectForHeader(inSection: 25).minY, range))
    withExtendedLifetime(contacts) {}
  }

  @Test("the index stays at the trailing edge above the rows while the table scrolls")
  func staysPut() throws {
    let (window, table, contacts) = makeScene()
    table.contentOffset = Point(x: 0, y: 700)
    let index = try #require(table.subviews.last)
    #expect(index.frame == Rect(x: 300, y: 700, width: 20, height: 480))
    #expect(window.hitTest(titlePoint(0), with: nil)?.isDescendant(of: index) == true)
    withExtendedLifetime(contacts) {}
  }

  @Test("index titles use the tint colour, sectionIndexColor when set, and label for the highlight")
  func colours() throws {
    let (_, table, contacts) = makeScene()
    let index = try #require(table.subviews.last)
    let labels = index.subviews.compactMap { $0 as? Label }
    #expect(labels.count == 26)
    #expect(labels[5].textColor == table.tintColor)
    table.sectionIndexColor = .systemRed
    #expect(labels[5].textColor == .systemRed)
    #expect(table.highlightedSectionIndexTitle == 0)
    #expect(labels[0].textColor == .label)
    withExtendedLifetime(contacts) {}
  }

  @Test("the scene's layout dump matches the reference")
  func dump() {
    let (_, table, contacts) = makeScene()
    table.contentOffset = Point(x: 0, y: 300)
    assertSnapshot(of: table.layoutDump(), as: .lines)
    withExtendedLifetime(contacts) {}
  }
}
