import Sectional
import SectionalSnapshotTesting
import Testing

/// Seed 000: a header built in code (22 pt grey bar, white bold label, hand-set frames) and
/// the better way, a template header (title, subtitle, image, 68 pt) dequeued by identifier.
@MainActor
@Suite struct CustomHeaderSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The prototype cell of the recipe, built once as a template.
  final class CustomHeaderCell: TableViewCell {
    let title = Label()
    let subtitle = Label()
    let image = ImageView()

    required init(style: CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      backgroundColor = .systemBlue
      title.frame = Rect(x: 72, y: 10, width: 200, height: 24)
      subtitle.frame = Rect(x: 72, y: 36, width: 200, height: 20)
      image.frame = Rect(x: 8, y: 6, width: 56, height: 56)
      contentView.addSubview(title)
      contentView.addSubview(subtitle)
      contentView.addSubview(image)
    }
  }

  /// The ported view controller: section 0 uses the code-built header, section 1 the template.
  final class Controller: TableViewDataSource, TableViewDelegate {
    var builtInCode = 0

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
      section == 0 ? 22 : 68
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      if section == 0 {
        builtInCode += 1
        let headerView = View(
          frame: Rect(x: 0, y: 0, width: tableView.frame.size.width, height: 22))
        headerView.backgroundColor = Color(white: 0.5, alpha: 1)
        headerView.borderColor = Color(white: 0.5, alpha: 1)
        headerView.borderWidth = 1
        let headerLabel = Label()
        headerLabel.frame = Rect(x: 5, y: 2, width: tableView.frame.size.width - 5, height: 18)
        headerLabel.backgroundColor = .clear
        headerLabel.textColor = .white
        headerLabel.font = .boldSystemFont(ofSize: 16)
        headerLabel.text = "This is the custom header view"
        headerLabel.textAlignment = .left
        headerView.addSubview(headerLabel)
        return headerView
      }
      let headerCell =
        tableView.dequeueReusableCell(withIdentifier: "HeaderCell") as! CustomHeaderCell
      headerCell.title.text = "Custom header from cell"
      headerCell.subtitle.text = "The subtitle"
      return headerCell
    }
  }

  private func makeTable() -> (TableView, Controller) {
    let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(
      template: { CustomHeaderCell(style: .default, reuseIdentifier: nil) },
      forCellReuseIdentifier: "HeaderCell")
    let controller = Controller()
    table.dataSource = controller
    table.delegate = controller
    table.layoutIfNeeded()
    return (table, controller)
  }

  @Test("both headers are placed at their given heights below the iOS 15 top padding")
  func frames() {
    let (table, _) = makeTable()
    #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 22, width: 320, height: 22))
    #expect(table.rectForHeader(inSection: 1) == Rect(x: 0, y: 198, width: 320, height: 68))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 266)
    #expect(table.displayedHeaderView(forSection: 0)?.frame == table.rectForHeader(inSection: 0))
  }

  @Test("the 68 pt template header is not truncated and keeps its outlets")
  func templateHeader() throws {
    let (table, _) = makeTable()
    let header = try #require(table.displayedHeaderView(forSection: 1) as? CustomHeaderCell)
    #expect(header.frame == Rect(x: 0, y: 198, width: 320, height: 68))
    #expect(header.reuseIdentifier == "HeaderCell")
    #expect(header.title.text == "Custom header from cell")
    #expect(header.image.frame.maxY <= header.bounds.height)
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 1)
  }

  @Test("the code-built header keeps its grey bar and white bold label")
  func codeHeader() throws {
    let (table, controller) = makeTable()
    let header = try #require(table.displayedHeaderView(forSection: 0))
    #expect(header.backgroundColor == Color(white: 0.5, alpha: 1))
    let label = try #require(header.subviews.first as? Label)
    #expect(label.frame == Rect(x: 5, y: 2, width: 315, height: 18))
    #expect(label.font == .boldSystemFont(ofSize: 16))
    #expect(controller.builtInCode == 1)
  }

  @Test("the template header goes back to the cell queue when scrolled away and is reused")
  func templateReuse() throws {
    let (table, controller) = makeTable()
    table.contentOffset = Point(x: 0, y: 400)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    table.contentOffset = Point(x: 0, y: 0)
    #expect(table.displayedHeaderView(forSection: 1) is CustomHeaderCell)
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 1)
    withExtendedLifetime(controller) {}
  }

  @Test("the scene's layout dump matches the reference")
  func dump() {
    let (table, _) = makeTable()
    assertSnapshot(of: table.layoutDump(), as: .lines)
  }
}
