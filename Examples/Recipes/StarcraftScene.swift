import SectionalUIKit

/// Seed 003's app: the theme applied through appearance proxies, a navigation bar titled
/// "Races" above a plain table of guide cells under 66 pt `RaceHeaderView` headers with race
/// icons, separators in the theme's dark colour edge to edge, and `tableFooterView = View()`
/// so no filler separators show below the last row.
///
/// The navigation controller, its bar, the table view controller titled "Races" and the
/// `GuideCell` prototype come from the seed's storyboard, `Storyboards/Starcraft.storyboard`.
/// The scene lays the bar and the table out in its own view (its window draws them without a
/// controller hierarchy) and is the table's data source and delegate.
@MainActor
public final class StarcraftScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The navigation bar's height in points (UIKit's compact bar: 44 pt).
  public static let navigationBarHeight: CGFloat = 44

  /// The window, tinted with the theme's yellow.
  public let window: UIWindow
  /// The storyboard's navigation controller, which owns the bar and the table's controller.
  public let storyboardController: UINavigationController
  /// The storyboard's table view controller, whose navigation item titles the bar.
  public let guideController: UITableViewController
  /// The navigation controller's bar at the top of the window, styled by the appearance proxy.
  public let navigationBar: UINavigationBar
  /// The themed table below the bar, with the storyboard's `GuideCell` prototype.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The races, one per section.
  public let races = ["Terran", "Zerg", "Protoss"]
  private let units = [
    [
      "Marine", "Marauder", "Reaper", "Ghost", "Hellion", "Siege Tank", "Thor", "Viking", "Medivac",
    ],
    [
      "Zergling", "Baneling", "Roach", "Hydralisk", "Mutalisk", "Infestor", "Ultralisk",
      "Brood Lord",
    ],
    ["Zealot", "Stalker", "Sentry", "Immortal", "Colossus", "Void Ray", "Carrier", "Tempest"],
  ]

  /// Builds the scene: applies the theme (`applyTheme()`), then loads the storyboard and lays
  /// its bar and table out in a container.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    Self.applyTheme()
    window = .scene(size: size, textMeasurer: textMeasurer)
    window.tintColor = Theme.Colors.tintColor.color
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    storyboardController =
      UIStoryboard(name: "Starcraft", bundle: .module).instantiateInitialViewController()
      as! UINavigationController
    guideController = storyboardController.topViewController as! UITableViewController
    navigationBar = storyboardController.navigationBar
    navigationBar.frame = CGRect(x: 0, y: 0, width: size.width, height: Self.navigationBarHeight)
    tableView = guideController.tableView
    tableView.frame = CGRect(
      x: 0, y: Self.navigationBarHeight, width: size.width,
      height: size.height - Self.navigationBarHeight)
    tableView.dataSource = self
    tableView.delegate = self
    // viewDidLoad's tweaks.
    tableView.separatorColor = Theme.Colors.darkBackgroundColor.color
    tableView.backgroundColor = Theme.Colors.backgroundColor.color
    tableView.tableFooterView = UIView()
    root.addSubview(tableView)
    root.addSubview(navigationBar)
    window.rootView = root
    window.layoutIfNeeded()
  }

  /// What recipe 003's `AppDelegate` does: styles every navigation bar through its proxy.
  public static func applyTheme() {
    let navBarAppearance = UINavigationBar.appearance()
    navBarAppearance.titleTextAttributes = [
      .font: Theme.Fonts.boldTitleFont.font, .foregroundColor: Theme.Colors.tintColor.color,
    ]
    navBarAppearance.barStyle = .black
    navBarAppearance.barTintColor = Theme.Colors.foreground.color
  }

  /// One section per race.
  public func numberOfSections(in tableView: UITableView) -> Int { races.count }

  /// The race's units.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    units[section].count
  }

  /// A `GuideCell` naming the unit.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(
      withIdentifier: GuideCell.reuseIdentifier, for: indexPath)
    (cell as? GuideCell)?.nameLabel.text = units[indexPath.section][indexPath.row]
    return cell
  }

  /// The race's name.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    races[section]
  }

  /// A fresh `RaceHeaderView` with the race's name and icon (`Image(named:)` of the lowercased
  /// name), as the seed vends it.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    let header = RaceHeaderView()
    let race = self.tableView(tableView, titleForHeaderInSection: section) ?? ""
    header.label.text = race
    header.imageView.image = UIImage(named: race.lowercased())
    return header
  }

  /// 66 pt, the seed's header height.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    66
  }
}
