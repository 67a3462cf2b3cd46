import SectionalUIKit

/// Seed 004's ad cell: the post's `CMAdImageTableViewCell`, made with the subtitle style.
class CMAdImageTableViewCell: UITableViewCell {}

/// Seed 004's news cell: the post's `CMNewsTableViewCell`, made with the subtitle style.
class CMNewsTableViewCell: UITableViewCell {}

/// Seed 004 (Documentation/Recipes.md § 004): a news table with tappable, translucent ads.
///
/// The post's Objective-C written as the Swift a UIKit developer writes it. The news itself is this port's: three topics of twelve items.
class NewsViewController: UITableViewController {
  let topics = ["World", "Science", "Technology"]
  var myPNGImage: UIImage?
  var customView: UIView?
  /// The post's advice: make each header once and keep it for the next request.
  var headerCache: [Int: UIView] = [:]
  /// The sections whose header button sent its action, in order (this port's bookkeeping).
  var tappedSections: [Int] = []

  override func numberOfSections(in tableView: UITableView) -> Int { topics.count }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    12
  }

  override func tableView(_ atableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The post's `static NSString *` names, kept.
    let NewsCellIdentifier = "NewsCell"
    // swift-format-ignore: AlwaysUseLowerCamelCase
    let AdCellIdentifier = "AdCell"

    var cell: UITableViewCell? = nil

    // Set up the cell...
    if 0 == indexPath.row % 10 {
      var adCell =
        tableView.dequeueReusableCell(withIdentifier: AdCellIdentifier)
        as? CMAdImageTableViewCell
      if adCell == nil {
        adCell = CMAdImageTableViewCell(style: .subtitle, reuseIdentifier: AdCellIdentifier)
      }
      // more cell customization...
      adCell?.textLabel?.text = "Ad"
      cell = adCell
    } else {
      var newsCell =
        tableView.dequeueReusableCell(withIdentifier: NewsCellIdentifier)
        as? CMNewsTableViewCell
      if newsCell == nil {
        newsCell = CMNewsTableViewCell(style: .subtitle, reuseIdentifier: NewsCellIdentifier)
      }
      // more cell customization...
      newsCell?.textLabel?.text = "\(topics[indexPath.section]) news \(indexPath.row)"
      cell = newsCell
    }

    cell!.setNeedsDisplay()

    return cell!
  }

  // Linux-forced edit: no `@objc`; the button names this method as `Self.headerTapped`.
  func headerTapped(_ sender: UIButton) {
    // do what you want in response to section header tap
    tappedSections.append(sender.tag)
  }

  override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?
  {
    if let cached = headerCache[section] { return cached }
    customView = UIView(frame: CGRect(x: 0.0, y: 0.0, width: 320.0, height: 81.0))
    customView!.backgroundColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 0.7)

    // make button one pixel less high than customView above, to account for separator line
    let button = UIButton(frame: CGRect(x: 0.0, y: 0.0, width: 320.0, height: 80.0))
    button.alpha = 0.7
    button.setImage(myPNGImage, for: .normal)
    button.tag = section  // this port's: tells headerTapped which section it was

    // Prepare target-action
    // Linux-forced edit: `#selector(headerTapped(_:))` becomes `Self.headerTapped`.
    button.addTarget(self, action: Self.headerTapped, for: .touchUpInside)

    customView!.addSubview(button)

    headerCache[section] = customView
    return customView
  }
}
