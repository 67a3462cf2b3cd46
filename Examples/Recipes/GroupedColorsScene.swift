import SectionalUIKit

/// Seed 001's controller: a grouped table with a clear background over the window's pastel
/// colour, whose titled sections get a 40 pt custom header (bluish-green bold 16 pt title with
/// a white shadow) and whose untitled sections get none.
@MainActor
public final class GroupedColorsScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The seed's `SectionHeaderHeight`.
  public static let sectionHeaderHeight: CGFloat = 40
  /// The window's pastel colour behind the clear table.
  public static let pastel = UIColor(red: 0.99, green: 0.93, blue: 0.85)

  /// The window, painted pastel.
  public let window: UIWindow
  /// The grouped-style table with a clear background.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// Section titles; nil where the seed's section has none.
  public let titles: [String?] = ["Fruit", nil, "Vegetables", "Grains", nil, "Dairy"]
  private let items = [
    ["Apples", "Bananas", "Cherries", "Dates", "Figs"], ["Water", "Tea", "Coffee"],
    ["Carrots", "Leeks", "Peas", "Kale", "Onions", "Spinach"], ["Rice", "Oats", "Barley", "Rye"],
    ["Salt", "Pepper"], ["Milk", "Butter", "Cheese", "Yoghurt", "Cream"],
  ]

  /// The seed's `TableViewTag`: how the scene finds the table in its nib.
  public static let tableViewTag = 8888

  /// Builds the scene: six sections, the window pastel, the table clear above it.
  ///
  /// The view comes from the seed's nib, `Nibs/GroupedColors.xib`: a clear view that the
  /// grouped table fills; the table is found by its tag, as the seed's `viewDidLoad` does.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    window.backgroundColor = Self.pastel
    let nib = UINib(nibName: "GroupedColors", bundle: .module)
    let root = nib.instantiate(withOwner: nil).first as! UIView
    root.frame = CGRect(origin: .zero, size: size)
    tableView = root.viewWithTag(Self.tableViewTag) as! UITableView
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
    // Make table view's background transparent to allow window background to be visible
    tableView.backgroundColor = .clear
    window.rootView = root
    window.layoutIfNeeded()
  }

  /// One section per title.
  public func numberOfSections(in tableView: UITableView) -> Int { titles.count }

  /// The section's items.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    items[section].count
  }

  /// A default cell showing the item.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = items[indexPath.section][indexPath.row]
    return cell
  }

  /// The section's title, or nil.
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    titles[section]
  }

  /// 40 pt where a title exists, else no header (recipe 001's `heightForHeaderInSection`).
  ///
  /// The seed returns 0 for "no section header needed"; a grouped table reads 0 as its
  /// default height (Documentation/TableMetrics.md § Header and footer heights), so this
  /// port returns the smallest positive height, as iOS code that hides a grouped header
  /// does (Documentation/UIKitParity.md).
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    if self.tableView(tableView, titleForHeaderInSection: section) != nil {
      return Self.sectionHeaderHeight
    } else {
      // If no section header title, no section header needed
      return .leastNormalMagnitude
    }
  }

  /// Seed 001's `viewForHeaderInSection`: a label at (20, 6, 300, 30) in a 40 pt view.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    guard let sectionTitle = self.tableView(tableView, titleForHeaderInSection: section) else {
      return nil
    }
    let label = UILabel()
    label.frame = CGRect(x: 20, y: 6, width: 300, height: 30)
    label.backgroundColor = .clear
    label.textColor = UIColor(hue: 136.0 / 360.0, saturation: 1.0, brightness: 0.60, alpha: 1.0)
    label.shadowColor = .white
    label.shadowOffset = CGSize(width: 0.0, height: 1.0)
    label.font = .boldSystemFont(ofSize: 16)
    label.text = sectionTitle
    let view = UIView(
      frame: CGRect(
        x: 0, y: 0, width: tableView.frame.size.width, height: Self.sectionHeaderHeight))
    view.addSubview(label)
    return view
  }
}
