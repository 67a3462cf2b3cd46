import Sectional
import SectionalApp

/// The planets by kind, each kind under a coloured header of its own.
final class PlanetsController: TableViewController {
  let kinds = [
    (name: "Rocky", color: Color.systemOrange, planets: ["Mercury", "Venus", "Earth", "Mars"]),
    (
      name: "Giants", color: Color.systemIndigo,
      planets: ["Jupiter", "Saturn", "Uranus", "Neptune"]
    ),
  ]

  override func numberOfSections(in tableView: TableView) -> Int { kinds.count }

  override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
    kinds[section].planets.count
  }

  override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
    -> TableViewCell
  {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.textLabel?.text = kinds[indexPath.section].planets[indexPath.row]
    return cell
  }

  override func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    let header = Label()
    header.text = "  " + kinds[section].name
    header.font = .boldSystemFont(ofSize: 20)
    header.textColor = .white
    header.backgroundColor = kinds[section].color
    return header
  }

  override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    44
  }
}

let planets = PlanetsController(style: .plain)
planets.title = "Planets"
Application.run(
  rootViewController: NavigationController(rootViewController: planets), title: "Planets")
