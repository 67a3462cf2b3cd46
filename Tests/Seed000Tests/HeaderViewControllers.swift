import SectionalUIKit

/// Seed 000's first way: a section header built in code from a view and a label.
///
/// The post's Objective-C `tableView:viewForHeaderInSection:` written as the Swift a UIKit
/// developer writes it; the table's rows are this port's, the post shows none.
final class CodeHeaderViewController: UITableViewController {
  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  {
    // 1. The view for the header
    let headerView = UIView(
      frame: CGRect(x: 0, y: 0, width: tableView.frame.size.width, height: 22))

    // 2. Set a custom background color and a border
    headerView.backgroundColor = UIColor(white: 0.5, alpha: 1.0)
    headerView.layer.borderColor = UIColor(white: 0.5, alpha: 1.0).cgColor
    headerView.layer.borderWidth = 1.0

    // 3. Add a label
    let headerLabel = UILabel()
    headerLabel.frame = CGRect(x: 5, y: 2, width: tableView.frame.size.width - 5, height: 18)
    headerLabel.backgroundColor = UIColor.clear
    headerLabel.textColor = UIColor.white
    headerLabel.font = UIFont.boldSystemFont(ofSize: 16.0)
    headerLabel.text = "This is the custom header view"
    headerLabel.textAlignment = .left

    // 4. Add the label to the header view
    headerView.addSubview(headerLabel)

    // 5. Finally return
    return headerView
  }
}

/// Seed 000's second way: the header is a dequeued `CustomHeaderCell`, 68 pt tall.
///
/// Its scene in `Storyboards/Main.storyboard` holds the "HeaderCell" prototype, which the
/// table registers when the view loads.
final class TemplateHeaderViewController: UITableViewController {
  override func numberOfSections(in tableView: UITableView) -> Int { 2 }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    3
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int)
    -> CGFloat
  {
    return 68.0
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  {
    // 1. Dequeue the custom header cell
    let headerCell =
      tableView.dequeueReusableCell(withIdentifier: "HeaderCell") as! CustomHeaderCell

    // 2. Set the various properties
    headerCell.title.text = "Custom header from cell"
    headerCell.title.sizeToFit()

    headerCell.subtitle.text = "The subtitle"
    headerCell.subtitle.sizeToFit()

    headerCell.image.image = UIImage(named: "smiley-face")

    // 3. And return (the post's `headercell` is a typo for `headerCell`)
    return headerCell
  }
}
