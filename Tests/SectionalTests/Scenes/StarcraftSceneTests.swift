import Sectional
import SectionalSnapshotTesting
import Testing

/// Seed 003: a themed table: theme colours, a `RaceHeaderView` placed with anchors (66 pt),
/// cells with zero separator inset and margins, and `tableFooterView = View()` so no filler
/// separators show below the last row.
@MainActor
@Suite struct StarcraftSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  static let tint = Color(red: 0.97, green: 0.9, blue: 0, alpha: 1)
  static let background = Color(hue: 0.67, saturation: 0.37, brightness: 0.35, alpha: 1)
  static let darkBackground = Color(red: 0.11, green: 0.1, blue: 0.22, alpha: 1)
  static let sectionHeader = Color(hue: 0.67, saturation: 0.4, brightness: 0.25, alpha: 1)

  /// The recipe's header: an image and a label placed with anchor constraints.
  final class RaceHeaderView: View {
    let imageView = ImageView()
    let label = Label()

    override init(frame: Rect = .zero) {
      super.init(frame: frame)
      backgroundColor = StarcraftSceneTests.sectionHeader
      imageView.translatesAutoresizingMaskIntoConstraints = false
      addSubview(imageView)
      imageView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
      imageView.leftAnchor.constraint(equalTo: leftAnchor, constant: 20).isActive = true
      label.translatesAutoresizingMaskIntoConstraints = false
      label.font = .boldSystemFont(ofSize: 17)
      label.textColor = StarcraftSceneTests.tint
      addSubview(label)
      label.leftAnchor.constraint(equalTo: imageView.rightAnchor, constant: 20).isActive = true
      label.centerYAnchor.constraint(equalTo: imageView.centerYAnchor).isActive = true
    }
  }

  /// The races and their units.
  final class Controller: TableViewDataSource, TableViewDelegate {
    let races = ["Terran", "Zerg", "Protoss"]
    let icon = Image(path: "/icons/race@2x.png", pixelWidth: 64, pixelHeight: 48, scale: 2)

    func numberOfSections(in tableView: TableView) -> Int { races.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "UnitCell", for: indexPath)
      cell.textLabel?.text = "Unit \(indexPath.row)"
      cell.backgroundColor = StarcraftSceneTests.background
      cell.separatorInset = .zero
      cell.layoutMargins = .zero
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      races[section]
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 66 }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = RaceHeaderView()
      header.label.text = self.tableView(tableView, titleForHeaderInSection: section)!
      header.imageView.image = icon
      return header
    }
  }

  private func makeTable(footer: Bool) -> (TableView, Controller) {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 600), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "UnitCell")
    let controller = Controller()
    table.dataSource = controller
    table.delegate = controller
    table.separatorColor = Self.darkBackground
    table.backgroundColor = Self.background
    table.fillerRowHeight = TableView.automaticDimension
    if footer { table.tableFooterView = View() }
    table.layoutIfNeeded()
    return (table, controller)
  }

  @Test("the race header is 66 pt with its image and label placed by anchors")
  func raceHeader() throws {
    let (table, controller) = makeTable(footer: true)
    let header = try #require(table.displayedHeaderView(forSection: 0) as? RaceHeaderView)
    #expect(header.frame == Rect(x: 0, y: 22, width: 320, height: 66))
    #expect(header.imageView.frame == Rect(x: 20, y: 21, width: 32, height: 24))
    #expect(header.label.frame.minX == 72)
    #expect(header.label.frame.midY == header.imageView.frame.midY)
    withExtendedLifetime(controller) {}
  }

  @Test("separators run edge to edge in the theme's dark colour")
  func separators() throws {
    let (table, controller) = makeTable(footer: true)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let separator = try #require(cell.subviews.last)
    #expect(separator.frame == Rect(x: 0, y: 43, width: 320, height: 1))
    #expect(separator.backgroundColor == Self.darkBackground)
    #expect(!separator.isHidden)
    let last = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(last.subviews.last?.isHidden == true)
    withExtendedLifetime(controller) {}
  }

  @Test("an empty table footer view hides the filler separators that show without it")
  func noFiller() {
    let (withFooter, first) = makeTable(footer: true)
    let (without, second) = makeTable(footer: false)
    func fillerLines(_ table: TableView) -> Int {
      table.displayList().commands.filter {
        if case .fillRect(let rect, let color) = $0 {
          return color == Self.darkBackground && rect.minY >= table.contentSize.height
        }
        return false
      }.count
    }
    #expect(fillerLines(withFooter) == 0)
    // 3 × (22 + 66 + 2 × 44) = 528; the 72 pt below hold one whole 44 pt filler row.
    #expect(without.contentSize.height == 528)
    #expect(fillerLines(without) == 1)
    withExtendedLifetime((first, second)) {}
  }

  @Test("the scene's layout dump matches the reference")
  func dump() {
    let (table, controller) = makeTable(footer: true)
    assertSnapshot(of: table.layoutDump(), as: .lines)
    withExtendedLifetime(controller) {}
  }
}
