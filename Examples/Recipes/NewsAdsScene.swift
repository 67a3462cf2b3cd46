import SectionalUIKit

/// Seed 004's controller: a plain news list whose section headers are ads floating over rows.
///
/// Each header is an 81 pt view filled white at alpha 0.7 holding an 80 pt button (alpha 0.7, one
/// point shorter for the separator line, as the seed says) with the ad image, which opens the
/// ad on touch-up inside: it records the section, reports the tap and the opened link to
/// `onActivity` and passes the ad's URL (`adURL(forSection:)`) to `onOpenLink`. Each header is
/// made once and kept in a cache, as the seed advises.
@MainActor
public final class NewsAdsScene: TableScene, UITableViewDataSource, UITableViewDelegate {
  /// The header's height, the seed's 81 pt.
  public static let headerHeight: CGFloat = 81

  /// The window holding the table.
  public let window: UIWindow
  /// The plain-style table; its headers pin and the rows scroll under them.
  public let tableView: UITableView
  /// Hears header taps and pins (see `SceneActivity`); `nil` by default.
  public var onActivity: ((SceneActivity) -> Void)?
  /// The headers made so far, by section (the seed's header cache).
  public private(set) var headerCache: [Int: UIView] = [:]
  /// The sections whose ad was opened by a tap, in order.
  public private(set) var openedAds: [Int] = []
  /// Called with the ad's URL when an ad is opened; `nil` by default.
  public var onOpenLink: ((String) -> Void)?
  /// The topics, one section each.
  public let topics = ["World", "Science", "Technology", "Sport", "Culture"]

  /// The link the ad of `section` opens: `https://example.com/ads/<topic>`, lowercased.
  public func adURL(forSection section: Int) -> String {
    "https://example.com/ads/\(topics[section].lowercased())"
  }

  /// Builds the scene: five topics of ten news rows each.
  public init(size: CGSize, textMeasurer: (any TextMeasuring)?) {
    window = .scene(size: size, textMeasurer: textMeasurer)
    tableView = UITableView(frame: CGRect(origin: .zero, size: size), style: .plain)
    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "NewsCell")
    tableView.dataSource = self
    tableView.delegate = self
    window.rootView = tableView
    window.layoutIfNeeded()
  }

  /// One section per topic.
  public func numberOfSections(in tableView: UITableView) -> Int { topics.count }

  /// Ten rows per topic.
  public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }

  /// A default cell with the headline.
  public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "NewsCell", for: indexPath)
    cell.textLabel?.text = "\(topics[indexPath.section]) news \(indexPath.row + 1)"
    return cell
  }

  /// 81 pt for every ad header.
  public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat
  {
    Self.headerHeight
  }

  /// The cached ad header for `section`, made on first request.
  public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
    if let cached = headerCache[section] { return cached }
    let width = tableView.frame.size.width
    let customView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: Self.headerHeight))
    customView.backgroundColor = UIColor(red: 1.0, green: 1.0, blue: 1.0, alpha: 0.7)
    // The button is one point less high than customView, to account for the separator line.
    let button = UIButton(frame: CGRect(x: 0, y: 0, width: width, height: Self.headerHeight - 1))
    button.alpha = 0.7
    button.setImage(UIImage(named: "ad-banner"), for: .normal)
    button.addAction(
      Action { [weak self] _ in self?.openAd(inSection: section) }, for: .touchUpInside)
    customView.addSubview(button)
    headerCache[section] = customView
    return customView
  }

  /// Opens the ad of `section`: records it, reports the tap and the link, calls `onOpenLink`.
  private func openAd(inSection section: Int) {
    let url = adURL(forSection: section)
    openedAds.append(section)
    onActivity?(.headerTapped(section: section))
    onActivity?(.linkOpened(url))
    onOpenLink?(url)
  }
}
