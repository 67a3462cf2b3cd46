import SectionalUIKit

/// Seed 001 (Documentation/Recipes.md § 001): a grouped table with a clear background over the
/// window's pastel colour and custom bluish-green section titles, as the post's Objective-C
/// controller written in Swift.
///
/// Its view comes from `Nibs/GroupedColorsView.xib`, the nib UIKit finds for this class when
/// the controller is made without a nib name: a clear view holding the grouped table with tag
/// 8888, whose data source and delegate outlets go to File's Owner.
final class GroupedColorsViewController: UIViewController, UITableViewDataSource,
  UITableViewDelegate
{
  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The post's `#define` names, kept.
  let TableViewTag = 8888
  // swift-format-ignore: AlwaysUseLowerCamelCase
  let SectionHeaderHeight: CGFloat = 40
  /// This port's sections (the post shows none); a `nil` title has no header.
  let titles: [String?] = ["Fruits", nil, "Vegetables", "Grains"]

  override func viewDidLoad() {
    super.viewDidLoad()

    // Make table view's background transparent to allow window background to be visible
    let tableView = self.view.viewWithTag(TableViewTag) as! UITableView
    tableView.backgroundColor = UIColor.clear
  }

  func numberOfSections(in tableView: UITableView) -> Int { titles.count }

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel?.text = "Item \(indexPath.row + 1)"
    return cell
  }

  func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
    if self.tableView(tableView, titleForHeaderInSection: section) != nil {
      return SectionHeaderHeight
    } else {
      // If no section header title, no section header needed
      return 0
    }
  }

  func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let sectionTitle = self.tableView(tableView, titleForHeaderInSection: section) else {
      return nil
    }

    // Create label with section title
    let label = UILabel()
    label.frame = CGRect(x: 20, y: 6, width: 300, height: 30)
    label.backgroundColor = UIColor.clear
    label.textColor = UIColor(
      hue: 136.0 / 360.0,  // Slightly bluish green
      saturation: 1.0,
      brightness: 0.60,
      alpha: 1.0)
    label.shadowColor = UIColor.white
    label.shadowOffset = CGSize(width: 0.0, height: 1.0)
    label.font = UIFont.boldSystemFont(ofSize: 16)
    label.text = sectionTitle

    // Create header view and add label as a subview
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: SectionHeaderHeight))
    view.addSubview(label)

    return view
  }
}
