import SectionalUIKit
import Testing

/// A checklist screen written as UIKit code: multiple selection, a row that may not be
/// highlighted, a redirect in `willSelectRowAt`, a cell subclass overriding
/// `setSelected(_:animated:)`, and a prefetching data source.
@MainActor
@Suite struct ChecklistSelectionTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  /// A cell that shows a checkmark while selected.
  final class CheckCell: UITableViewCell {
    override func setSelected(_ selected: Bool, animated: Bool) {
      super.setSelected(selected, animated: animated)
      accessoryType = selected ? .checkmark : .none
    }
  }

  /// Forty chores; the heading row 0 cannot be picked, row 1 picks row 2 instead.
  final class Checklist: UITableViewController, UITableViewDataSourcePrefetching {
    var log: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(CheckCell.self, forCellReuseIdentifier: "Chore")
      tableView.allowsMultipleSelection = true
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 0
      tableView.sectionFooterHeight = 0
      tableView.prefetchDataSource = self
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      40
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Chore", for: indexPath)
      cell.textLabel?.text = "Chore \(indexPath.row)"
      return cell
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      indexPath.row != 0
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      indexPath.row == 1 ? IndexPath(row: 2, section: 0) : indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      log.append("picked \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
      log.append("unpicked \(indexPath.row)")
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
      log.append("prefetch \(indexPaths.first!.row)...\(indexPaths.last!.row)")
    }
  }

  private func tap(_ row: Int, in table: UITableView, window: UIWindow) {
    let frame = table.rectForRow(at: IndexPath(row: row, section: 0))
    for phase in [TouchPhase.began, .ended] {
      window.send(Event(.pointer(phase, location: CGPoint(x: frame.midX, y: frame.midY))))
    }
  }

  @Test("taps pick chores with checkmarks, the heading cannot be picked, row 1 picks row 2")
  func picking() throws {
    let checklist = Checklist(style: .plain)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = checklist
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = try #require(checklist.tableView)
    #expect(checklist.log == ["prefetch 11...21"])
    for row in [0, 1, 4, 4, 3] { tap(row, in: table, window: window) }
    #expect(checklist.log.dropFirst() == ["picked 2", "picked 4", "unpicked 4", "picked 3"])
    #expect(
      table.indexPathsForSelectedRows == [
        IndexPath(row: 2, section: 0), IndexPath(row: 3, section: 0),
      ])
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .checkmark)
    #expect(
      table.cellForRow(at: IndexPath(row: 4, section: 0))?.accessoryType
        == UITableViewCell.AccessoryType.none)
  }
}
