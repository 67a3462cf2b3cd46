import SectionalUIKit

/// Seed 002's controller: the table header is a `FourLabelHeader` (a stack of four
/// multi-line labels pinned to the layout margins) that the table sizes to its Auto Layout
/// content at the table's width; the seed's `sizeHeaderToFit()` is then a no-op.
///
/// The table and its header come from the seed's storyboard, `Storyboards/HeaderFits.storyboard`
/// (the header 44 pt tall as designed); the scene is the table's data source and delegate.
@MainActor
public final class HeaderFitsScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The window holding the table.
  public let window: UIWindow
  /// The storyboard's table view controller, which owns the table.
  public let storyboardController: UITableViewController
  /// The grouped-style table whose `tableHeaderView` is the four-label stack.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The table header, 44 pt tall as designed, self-sized once in the table.
  public let headerView: FourLabelHeader

  /// Builds the scene: the storyboard's table and header above three titled sections of
  /// eight rows.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    storyboardController =
      UIStoryboard(name: "HeaderFits", bundle: .module).instantiateInitialViewController()
      as! UITableViewController
    tableView = storyboardController.tableView
    headerView = tableView.tableHeaderView as! FourLabelHeader
    tableView.frame = CGRect(origin: .zero, size: size)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
    headerView.frame.size.width = size.width
    tableView.tableHeaderView = headerView
    window.rootView = tableView
    window.layoutIfNeeded()
    // What the seed's viewDidLayoutSubviews does; the height is already the fitting one.
    tableView.sizeHeaderToFit()
  }

  /// Three sections.
  public func numberOfSections(in tableView: UITableView) -> Int { 3 }

  /// Eight rows per section.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 8 }

  /// A default cell naming its story.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = "Story \(indexPath.section + 1).\(indexPath.row + 1)"
    return cell
  }

  /// "Section 1" to "Section 3".
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Section \(section + 1)"
  }
}
