import SectionalUIKit

/// A table whose banner stretches when the list is pulled down past its top, as photo and
/// profile screens do: the app's own `scrollViewDidScroll` does it, since the table's delegate
/// is its scroll view's delegate.
///
/// The table header is a 200 pt container holding the banner. While the content offset is
/// above the top (the rubber band of a pull), the banner's top follows the offset and its
/// height grows by the pull, so it fills the gap instead of showing the table's background;
/// at and below the top it is the header's own 200 pt and scrolls away with the rows
/// (Documentation/ScrollView.md § Rubber band).
@MainActor
public final class StretchyHeaderScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The banner's height at rest.
  public static let bannerHeight: CGFloat = 200

  /// The window holding the table.
  public let window: UIWindow
  /// The plain table: the banner as its header, then one section of trail stages.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The table header: holds the banner and never clips it.
  public let headerView: UIView
  /// The banner: a teal band with the trail's name along its bottom edge.
  public let banner = StretchyBanner(frame: .zero)

  /// The trail's stages, one row each.
  let stages = (1...24).map { "Stage \($0)" }

  /// Builds the scene: the banner header over one titled section of 24 rows.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    headerView = UIView(
      frame: CGRect(x: 0, y: 0, width: size.width, height: StretchyHeaderScene.bannerHeight))
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    tableView.dataSource = self
    tableView.delegate = self
    banner.frame = headerView.bounds
    headerView.addSubview(banner)
    tableView.tableHeaderView = headerView
    window.rootView = tableView
    window.layoutIfNeeded()
  }

  /// One section.
  public func numberOfSections(in tableView: UITableView) -> Int { 1 }

  /// A row per stage.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    stages.count
  }

  /// A default cell naming its stage.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    cell.textLabel?.text = stages[indexPath.row]
    return cell
  }

  /// "Stages".
  public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
    "Stages"
  }

  /// "Stages", the section's header title.
  public func name(ofSection section: Int) -> String { "Stages" }

  /// Reports the pin to ``onActivity``.
  public func tableView(_ tableView: UITableView, didPinHeaderInSection section: Int) {
    onActivity?(.headerPinned(section: section))
  }

  /// Stretches the banner over the gap a pull past the top opens, and gives it back its
  /// resting frame otherwise.
  public func scrollViewDidScroll(_ scrollView: UIScrollView) {
    let pull = max(0, -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top))
    banner.frame = CGRect(
      x: 0, y: -pull, width: headerView.bounds.width,
      height: StretchyHeaderScene.bannerHeight + pull)
  }
}

/// The stretchy scene's banner: a teal fill with the trail's name in bold white, 16 pt in from
/// the left and bottom edges, so the name stays at the bottom while the banner grows.
@MainActor
public final class StretchyBanner: UIView {
  /// The trail's name.
  public let titleLabel = UILabel()

  /// Creates the banner with its title.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemTeal
    titleLabel.text = "Alpine Trail"
    titleLabel.font = .boldSystemFont(ofSize: 28)
    titleLabel.textColor = .white
    addSubview(titleLabel)
  }

  /// Never made from an archive: the stub UIKit code writes for a view made in code.
  public required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// Keeps the title 16 pt from the left and bottom edges, 34 pt tall.
  public override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(
      x: 16, y: bounds.height - 16 - 34, width: max(0, bounds.width - 32), height: 34)
  }
}
