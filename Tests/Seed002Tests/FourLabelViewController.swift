import SectionalUIKit

/// Seed 002's screen: a table view controller whose table header holds a vertical stack view of
/// four labels, sized to fit in `viewDidLoad`.
///
/// The scene is `Storyboards/Main.storyboard`, as the post designed it in Interface Builder:
/// the header's design-time height (44 pt) is too small for its four labels, and its stack view
/// is pinned 16 pt inside the header's edges; the footer holds one label.
final class FourLabelViewController: UITableViewController {
  // Linux-forced edit: `@IBOutlet` needs Objective-C; `@OutletCollection` and `@Outlet` are
  // the Swift-native outlets the storyboard connects by name.
  @OutletCollection var labels: [UILabel]
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // An outlet is implicitly unwrapped, as Xcode declares it.
  @Outlet var footerLabel: UILabel!

  override func viewDidLoad() {
    super.viewDidLoad()
    sizeHeaderToFit()
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    5
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell =
      tableView.dequeueReusableCell(withIdentifier: "Cell")
      ?? UITableViewCell(style: .default, reuseIdentifier: "Cell")
    cell.textLabel?.text = "Row \(indexPath.row + 1)"
    return cell
  }
}
