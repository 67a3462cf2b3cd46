import SectionalUIKit
import Testing

/// A diffable grocery list written as UIKit code (`import SectionalUIKit` only): a subclassed
/// `UITableViewDiffableDataSource` for titles, `NSDiffableDataSourceSnapshot` edits, an
/// animated apply and an expanding row through `beginUpdates()`/`endUpdates()`.
@MainActor
@Suite struct GroceryListTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  enum Aisle: String, Hashable, Sendable {
    case fruit = "Fruit"
    case dairy = "Dairy"
  }

  struct Grocery: Hashable, Sendable {
    let name: String
  }

  /// The data source, titled by aisle as UIKit apps subclass it.
  final class GroceryDataSource: UITableViewDiffableDataSource<Aisle, Grocery> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section)?.rawValue
    }
  }

  /// The screen: a table, its data source and the row heights its delegate gives.
  final class GroceryScreen: NSObject, UITableViewDelegate {
    let tableView = UITableView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .insetGrouped)
    var dataSource: GroceryDataSource?
    var expanded: Grocery?

    override init() {
      super.init()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Grocery")
      tableView.delegate = self
      dataSource = GroceryDataSource(tableView: tableView) { tableView, indexPath, grocery in
        let cell = tableView.dequeueReusableCell(withIdentifier: "Grocery", for: indexPath)
        cell.textLabel?.text = grocery.name
        return cell
      }
      dataSource?.defaultRowAnimation = .fade
      var snapshot = NSDiffableDataSourceSnapshot<Aisle, Grocery>()
      snapshot.appendSections([.fruit, .dairy])
      snapshot.appendItems([Grocery(name: "Apples"), Grocery(name: "Pears")], toSection: .fruit)
      snapshot.appendItems([Grocery(name: "Milk")], toSection: .dairy)
      dataSource?.apply(snapshot, animatingDifferences: false)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      dataSource?.itemIdentifier(for: indexPath) == expanded ? 88 : 44
    }
  }

  @Test("the subclass titles the sections and the cells show the snapshot's items")
  func titlesAndCells() {
    let screen = GroceryScreen()
    screen.tableView.layoutIfNeeded()
    #expect(screen.tableView.headerView(forSection: 1)?.textLabel?.text == "DAIRY")
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Pears")
  }

  @Test("an applied snapshot moves an item across aisles and inserts a new one")
  func applyChanges() {
    let screen = GroceryScreen()
    screen.tableView.layoutIfNeeded()
    var snapshot = screen.dataSource!.snapshot()
    snapshot.moveItem(Grocery(name: "Pears"), afterItem: Grocery(name: "Milk"))
    snapshot.insertItems([Grocery(name: "Cherries")], beforeItem: Grocery(name: "Apples"))
    screen.dataSource!.apply(snapshot)
    #expect(screen.tableView.numberOfRows(inSection: 0) == 2)
    #expect(screen.tableView.numberOfRows(inSection: 1) == 2)
    #expect(
      screen.tableView.cellForRow(at: IndexPath(row: 1, section: 1))?.textLabel?.text == "Pears")
    #expect(
      screen.dataSource!.indexPath(for: Grocery(name: "Cherries")) == IndexPath(row: 0, section: 0))
  }

  @Test("beginUpdates/endUpdates with no operations expands the row the delegate now makes taller")
  func expandRow() {
    let screen = GroceryScreen()
    screen.tableView.layoutIfNeeded()
    screen.expanded = Grocery(name: "Apples")
    screen.tableView.beginUpdates()
    screen.tableView.endUpdates()
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 88)
  }
}
