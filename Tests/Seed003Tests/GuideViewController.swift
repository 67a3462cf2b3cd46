import SectionalUIKit

/// Seed 003's controller: three races of units, themed in `viewDidLoad`.
///
/// The races and units are this port's; the post's data came from its project. Its scene, with
/// the GuideCell prototype, is in `Storyboards/Main.storyboard`.
class GuideViewController: UITableViewController {
  let races = ["Terran", "Protoss", "Zerg"]
  let units = [
    ["Marine", "Marauder", "Medivac"], ["Zealot", "Stalker", "Colossus"],
    ["Zergling", "Roach", "Mutalisk"],
  ]
  var willDisplayCalls = 0

  override func viewDidLoad() {
    super.viewDidLoad()

    tableView.separatorColor = Theme.Colors.DarkBackgroundColor.color
    tableView.backgroundColor = Theme.Colors.BackgroundColor.color
    tableView.tableFooterView = UIView()
  }

  override func numberOfSections(in tableView: UITableView) -> Int { races.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    units[section].count
  }

  override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int)
    -> String?
  {
    races[section]
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: GuideCell.reuseIdentifier, for: indexPath)
      as! GuideCell
    cell.nameLabel.text = units[indexPath.section][indexPath.row]
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  {
    let header = RaceHeaderView()
    let race = self.tableView(tableView, titleForHeaderInSection: section)!
    header.label.text = race
    header.imageView.image = UIImage(named: race.lowercased())!
    return header
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    return 66
  }

  override func tableView(
    _ tableView: UITableView,
    willDisplay cell: UITableViewCell,
    forRowAt indexPath: IndexPath
  ) {
    willDisplayCalls += 1
    cell.separatorInset = .zero
    cell.layoutMargins = .zero
  }
}
