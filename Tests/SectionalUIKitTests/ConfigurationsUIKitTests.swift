import SectionalUIKit
import Testing

/// Configuration code written as for UIKit (iOS 14 and later): a header's default list
/// configuration, a cell's value configuration with a background, and an update handler.
@MainActor
@Suite struct ConfigurationsUIKitTests {
  /// A settings-style table: one section with a prominent header and two value rows.
  final class SettingsController: UITableViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
      tableView.register(
        UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      2
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var content = UIListContentConfiguration.valueCell()
      content.text = indexPath.row == 0 ? "Wi-Fi" : "Bluetooth"
      content.secondaryText = "On"
      content.textProperties.numberOfLines = 1
      cell.contentConfiguration = content
      cell.backgroundConfiguration = UIBackgroundConfiguration.listGroupedCell()
      cell.configurationUpdateHandler = { cell, state in
        var background = UIBackgroundConfiguration.listGroupedCell()
        if state.isSelected { background.strokeColor = .systemBlue }
        background.strokeWidth = 2
        cell.backgroundConfiguration = background
      }
      return cell
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int)
      -> UIView?
    {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var content = UIListContentConfiguration.prominentInsetGroupedHeader()
      content.text = "Connections"
      content.directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: 8, leading: 3, bottom: 11, trailing: 3)
      header?.contentConfiguration = content
      return header
    }
  }

  @Test("a UIKit settings table: configured header and rows, a handler on selection")
  func settings() {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 400))
    let controller = SettingsController(style: .insetGrouped)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let tableView = controller.tableView!
    let header = tableView.headerView(forSection: 0)
    let headerContent = header?.contentConfiguration as? UIListContentConfiguration
    #expect(headerContent?.text == "Connections")
    #expect(header?.defaultContentConfiguration() == UIListContentConfiguration.groupedHeader())
    let cell = tableView.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect((cell?.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "On")
    #expect(cell?.backgroundConfiguration?.strokeColor == nil)
    cell?.isSelected = true
    window.layoutIfNeeded()
    #expect(cell?.backgroundConfiguration?.strokeColor == .systemBlue)
    let state: UICellConfigurationState? = cell?.configurationState
    #expect(state?.isSelected == true)
  }

  @Test("UIKit's sidebar configurations: body rows with footnote subtitles and 8 pt sides")
  func sidebar() {
    var row = UIListContentConfiguration.sidebarCell()
    row.text = "Inbox"
    #expect(row.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(row.imageToTextPadding == 10)
    #expect(
      row.directionalLayoutMargins
        == NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8))
    let subtitle = UIListContentConfiguration.accompaniedSidebarSubtitleCell()
    #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
    #expect(subtitle.secondaryTextProperties.color == UIColor.secondaryLabel)
    #expect(UIListContentConfiguration.sidebarSubtitleCell().directionalLayoutMargins.top == 4)
    #expect(UIListContentConfiguration.accompaniedSidebarCell().textProperties.color == .label)
  }
}
