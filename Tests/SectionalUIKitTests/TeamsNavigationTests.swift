import SectionalUIKit
import Testing

/// A list screen as an iOS app writes it: a `UITableViewController` subclass in a
/// `UINavigationController`, a bar button item with target-action, and a row tap that pushes
/// a detail controller.
@MainActor
final class TeamsViewController: UITableViewController {
  let teams = ["Reds", "Blues", "Greens"]
  var addTaps = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Teams"
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Add", style: .plain, target: self, action: TeamsViewController.addTeam)
  }

  func addTeam() {
    addTaps += 1
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    teams.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = teams[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    let detail = UIViewController()
    detail.title = teams[indexPath.row]
    navigationController?.pushViewController(detail, animated: true)
  }
}

@MainActor
@Suite struct TeamsNavigationTests {
  @Test("a row tap pushes the detail; the bar shows its title and a back button to Teams")
  func rowTapPushes() throws {
    let teams = TeamsViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: teams)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let row = teams.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    let point = teams.tableView.convert(CGPoint(x: row.midX, y: row.midY), to: nil)
    window.send(UIEvent(.pointer(.began, location: point)))
    window.send(UIEvent(.pointer(.ended, location: point)))
    #expect(navigation.viewControllers.count == 2)
    #expect(navigation.topViewController?.title == "Blues")
    #expect(navigation.navigationBar.topItem?.title == "Blues")
    #expect(navigation.navigationBar.backItem?.title == "Teams")
    navigation.popViewController(animated: false)
    #expect(navigation.topViewController === teams)
    #expect(teams.tableView.indexPathForSelectedRow == nil)
  }

  @Test("the bar button item's target-action reaches the controller")
  func barButtonAction() throws {
    let teams = TeamsViewController(style: .plain)
    let navigation = UINavigationController(rootViewController: teams)
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    let item = try #require(teams.navigationItem.rightBarButtonItem)
    #expect(item.style == UIBarButtonItem.Style.plain)
    #expect(item.target === teams)
    let bar: UINavigationBar = navigation.navigationBar
    let button = try #require(bar.subviews.compactMap { $0 as? UIButton }.first)
    let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
    window.send(UIEvent(.pointer(.began, location: point)))
    window.send(UIEvent(.pointer(.ended, location: point)))
    #expect(teams.addTaps == 1)
  }
}
