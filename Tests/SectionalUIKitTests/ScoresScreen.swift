import SectionalUIKit

/// A table screen as an iOS app writes it without a view controller (Porting.md § 4): a plain
/// class that is the table's data source and delegate, with custom headers of a fixed height.
@MainActor
final class ScoresScreen: UITableViewDataSource, UITableViewDelegate {
  let teams = ["Reds", "Blues", "Greens"]
  let tableView = UITableView(frame: UIScreen.main.bounds, style: .plain)
  let window = UIWindow(frame: UIScreen.main.bounds)

  /// What the table asked, in order: the test's proof that each method was called.
  var calls: [String] = []

  init() {
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.register(ScoresHeaderView.self, forHeaderFooterViewReuseIdentifier: "Header")
    tableView.separatorStyle = .singleLine
    tableView.dataSource = self
    tableView.delegate = self
    window.rootView = tableView
  }

  func numberOfSections(in tableView: UITableView) -> Int {
    teams.count
  }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "\(teams[indexPath.section]) player \(indexPath.row + 1)"
    cell.accessoryType = .disclosureIndicator
    return cell
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    calls.append("heightForHeader \(section)")
    return 48
  }

  func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    calls.append("heightForRow \(indexPath.section).\(indexPath.row)")
    return 44
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    calls.append("viewForHeader \(section)")
    let header =
      tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") as? ScoresHeaderView
    header?.titleLabel.text = teams[section]
    return header
  }

  func tableView(
    _ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int
  ) {
    calls.append("willDisplayHeader \(section)")
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    calls.append("didSelect \(indexPath.section).\(indexPath.row)")
  }

  /// What an app delegate does at launch: styles the screen's navigation bars through their
  /// proxy (a subclass's, so suites running at the same time keep their own bars' looks).
  static func applyAppearance() {
    let shadow = NSShadow()
    shadow.shadowColor = UIColor.black.withAlphaComponent(0.5)
    shadow.shadowOffset = CGSize(width: 0, height: 1)
    ScoresNavigationBar.appearance().titleTextAttributes = [
      .font: UIFont.boldSystemFont(ofSize: 18),
      .foregroundColor: UIColor.white,
      .shadow: shadow,
    ]
    ScoresNavigationBar.appearance().barStyle = UIBarStyle.black
  }
}

/// The screen's navigation bar class, styled through its appearance proxy.
final class ScoresNavigationBar: UINavigationBar {}
