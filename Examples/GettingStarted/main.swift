import Sectional
import SectionalApp

/// The planets by kind, each kind under a coloured header of its own.
final class PlanetsController: TableViewController {
  let kinds = ["Rocky", "Giants"]
  let colors = [Color.systemOrange, .systemIndigo]
  let planets = [
    ["Mercury", "Venus", "Earth", "Mars"], ["Jupiter", "Saturn", "Uranus", "Neptune"],
  ]

  override func numberOfSections(in tableView: TableView) -> Int { kinds.count }
  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    planets[section].count
  }
  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = planets[indexPath.section][indexPath.row]
    return cell
  }
  override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let header = Label()
    header.text = "  " + kinds[section]
    header.font = .boldSystemFont(ofSize: 20)
    header.textColor = .white
    header.backgroundColor = colors[section]
    return header
  }
}

let list = PlanetsController(style: .plain)
list.title = "Planets"
list.tableView.sectionHeaderHeight = 44
Application.run(
  rootViewController: NavigationController(rootViewController: list), title: "Planets")
