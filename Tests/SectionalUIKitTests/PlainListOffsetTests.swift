import SectionalUIKit
import Testing

/// A plain list without headers whose rows size themselves, as most iOS settings-like
/// screens are: the headers' default estimate and top padding must not leave the list
/// scrolled once they measure at zero.
@MainActor
final class SelfSizingListController: UITableViewController {
  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    30
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
    cell.textLabel?.text = "Row \(indexPath.row)"
    cell.detailTextLabel?.text = "detail"
    return cell
  }
}

@MainActor
@Suite struct PlainListOffsetTests {
  @Test("a plain list without headers in a navigation controller opens at its top")
  func opensAtTop() throws {
    let list = SelfSizingListController(style: .plain)
    list.tableView.rowHeight = UITableView.automaticDimension
    let navigation = UINavigationController(rootViewController: list)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    #expect(list.tableView.contentOffset == CGPoint(x: 0, y: 0))
    #expect(list.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 0)
  }
}
