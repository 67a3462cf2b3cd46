import Sectional
import SectionalCairo
import SectionalSnapshotTesting
import Testing

/// A PNG golden of a navigation controller showing a pushed table view controller: the bar's
/// back button and title above the table, drawn by Cairo and Pango as the gallery draws.
@MainActor
@Suite struct NavigationSnapshotTests {
  /// Two sections of fruit and vegetables, titled "Produce".
  final class ProduceController: TableViewController {
    let sections = [("Fruit", ["Apple", "Pear", "Plum"]), ("Vegetables", ["Leek", "Kale"])]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Produce"
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      navigationItem.rightBarButtonItem = BarButtonItem(
        title: "Edit", style: .plain, target: nil, action: nil)
    }

    override func numberOfSections(in tableView: TableView) -> Int { sections.count }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].1.count
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sections[section].0
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = sections[indexPath.section].1[indexPath.row]
      cell.accessoryType = .disclosureIndicator
      return cell
    }
  }

  @Test("a table view controller pushed onto a navigation controller, as recorded")
  func pushedTable() {
    let root = ViewController()
    root.title = "Market"
    let navigation = NavigationController(rootViewController: root)
    // The bar's default look, set on the instance: an appearance proxy never overrides that,
    // so the starcraft theme other suites install at the same time cannot reach this bar.
    navigation.navigationBar.barStyle = .default
    navigation.navigationBar.barTintColor = nil
    navigation.navigationBar.titleTextAttributes = nil
    navigation.pushViewController(ProduceController(style: .plain), animated: false)
    let size = CGSize(width: 320, height: 360)
    let window = Window(frame: CGRect(origin: .zero, size: size))
    window.textMeasurer = PangoTextMetrics.shared
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    assertSnapshot(of: window.render(), as: .png(size: size, scale: 1, background: .white))
  }
}
