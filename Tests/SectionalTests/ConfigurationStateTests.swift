import Sectional
import Testing

/// Cells' and headers' configurations follow their state: the update handler hears each state,
/// automatic updates show `updated(for:)` without changing the configuration as set, and the
/// default configuration follows the table's style (Documentation/Configurations.md § State).
@MainActor
@Suite struct ConfigurationStateTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sections of three rows whose headers and footers are configured views (footers estimated
  /// at 30 pt, then measured).
  final class Source: TableViewDataSource, TableViewDelegate {
    var headerConfiguration: ((TableViewHeaderFooterView) -> Void)?
    func numberOfSections(in tableView: TableView) -> Int { 3 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      var configuration = cell.defaultContentConfiguration()
      configuration.text = "Row \(indexPath.row)"
      cell.contentConfiguration = configuration
      return cell
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      if let header { headerConfiguration?(header) }
      return header
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
      let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
      var configuration = footer?.defaultContentConfiguration()
      configuration?.text = "Footer"
      footer?.contentConfiguration = configuration
      return footer
    }
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
      -> CGFloat
    { 30 }
  }

  /// A 320 × 400 table of `style` in a window, laid out once.
  private func makeTable(_ style: TableView.Style, _ source: Source) -> (Window, TableView) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
    let table = TableView(frame: window.bounds, style: style)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(
      TableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table)
  }

  @Test("a header's and footer's default configuration follows the table's style, as UIKit's")
  func defaultsPerStyle() {
    let expected: [(TableView.Style, ListContentConfiguration, ListContentConfiguration)] = [
      (.plain, .plainHeader(), .plainFooter()),
      (.grouped, .groupedHeader(), .groupedFooter()),
      (.insetGrouped, .groupedHeader(), .groupedFooter()),
    ]
    for (style, header, footer) in expected {
      let source = Source()
      let (_, table) = makeTable(style, source)
      let headerView = table.headerView(forSection: 0)
      let footerView = table.footerView(forSection: 0)
      #expect(headerView?.defaultContentConfiguration() == header)
      #expect(footerView?.defaultContentConfiguration() == footer)
    }
  }

  @Test("a cell's default configuration follows its style")
  func cellDefaults() {
    #expect(
      TableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration()
        == .cell())
    #expect(
      TableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration()
        == .subtitleCell())
    #expect(
      TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration()
        == .valueCell())
  }

  @Test("the update handler hears highlight and selection, before the next layout")
  func handler() {
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var states: [CellConfigurationState] = []
    cell.configurationUpdateHandler = { _, state in states.append(state) }
    cell.layoutIfNeeded()
    #expect(states.count == 1)
    cell.isHighlighted = true
    #expect(states.count == 1)
    cell.layoutIfNeeded()
    #expect(states.map(\.isHighlighted) == [false, true])
    cell.isHighlighted = false
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(states.count == 3)
    #expect(states[2].isSelected && !states[2].isHighlighted)
    cell.layoutIfNeeded()
    #expect(states.count == 3)
  }

  @Test("a list cell background turns systemGray4 while highlighted, and back afterwards")
  func backgroundFollowsState() {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let cell = TableViewCell(style: .default, reuseIdentifier: nil)
    cell.selectedBackgroundColor = nil
    cell.backgroundColor = nil
    cell.backgroundConfiguration = .listPlainCell()
    window.rootView = cell
    window.layoutIfNeeded()
    let bounds = CGRect(x: 0, y: 0, width: 320, height: 44)
    func fills() -> [Color] {
      window.render().commands.compactMap {
        if case .fillRect(let rect, let color) = $0, rect == bounds { return color }
        return nil
      }
    }
    #expect(!cell.configurationState.isHighlighted)
    #expect(!cell.configurationState.isSelected)
    let white = Color(red: 1, green: 1, blue: 1)
    let gray4 = Color(red: 209 / 255, green: 209 / 255, blue: 214 / 255)
    #expect(fills() == [white])
    cell.isHighlighted = true
    window.layoutIfNeeded()
    #expect(fills() == [gray4])
    cell.automaticallyUpdatesBackgroundConfiguration = false
    window.layoutIfNeeded()
    #expect(fills() == [white])
    #expect(cell.backgroundConfiguration == .listPlainCell())
  }

  @Test("a disabled prominent header shows quaternaryLabel text; enabled again, label")
  func disabledProminent() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    var configuration = ListContentConfiguration.prominentInsetGroupedHeader()
    configuration.text = "Account"
    header.contentConfiguration = configuration
    let view = header.contentView.subviews.compactMap { $0 as? ListContentView }.first
    header.isUserInteractionEnabled = false
    header.setNeedsUpdateConfiguration()
    header.layoutIfNeeded()
    #expect(view?.listConfiguration.textProperties.color == .quaternaryLabel)
    #expect(
      (header.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .label)
    header.isUserInteractionEnabled = true
    header.setNeedsUpdateConfiguration()
    header.layoutIfNeeded()
    #expect(view?.listConfiguration.textProperties.color == .label)
  }

  @Test("a plain table's header hears that it is pinned once rows scroll under it")
  func pinned() {
    let source = Source()
    var pinnedStates: [Bool] = []
    source.headerConfiguration = { header in
      var configuration = header.defaultContentConfiguration()
      configuration.text = "Section"
      header.contentConfiguration = configuration
      header.configurationUpdateHandler = { _, state in pinnedStates.append(state.isPinned) }
    }
    let (window, table) = makeTable(.plain, source)
    let header = table.headerView(forSection: 0)
    #expect(pinnedStates.last == false)
    table.contentOffset = CGPoint(x: 0, y: 60)
    window.layoutIfNeeded()
    #expect(table.headerView(forSection: 0) === header)
    #expect(pinnedStates.last == true)
  }

  @Test("Tab moves the focus ring to a header, which hears it is focused in its state")
  func focused() {
    let source = Source()
    let (window, table) = makeTable(.plain, source)
    var heard: [(View, Bool)] = []
    for section in 0..<3 {
      let header = table.headerView(forSection: section)
      #expect(header?.configurationState.isFocused != true)
      header?.configurationUpdateHandler = { view, state in heard.append((view, state.isFocused)) }
    }
    window.layoutIfNeeded()
    heard = []
    window.send(Event(.key(KeyPress(.tab))))
    window.layoutIfNeeded()
    let section = table.focusedHeaderSection ?? -1
    let focused = table.headerView(forSection: section)
    #expect(focused != nil)
    #expect(heard.count == 1)
    #expect(heard.first?.0 === focused)
    #expect(heard.first?.1 == true)
  }

  @Test("a configured header reads its texts as a heading, a configured footer as static text")
  func accessibility() {
    let source = Source()
    source.headerConfiguration = { header in
      var configuration = header.defaultContentConfiguration()
      configuration.text = "Section"
      configuration.secondaryText = "More"
      header.contentConfiguration = configuration
    }
    let (_, table) = makeTable(.plain, source)
    let header = table.headerView(forSection: 0)?.accessibilityItems().first?.node
    #expect(header?.label == "Section, More")
    #expect(header?.traits.contains(.header) == true)
    let footer = table.footerView(forSection: 0)?.accessibilityItems().first?.node
    #expect(footer?.label == "Footer")
    #expect(footer?.traits.contains(.staticText) == true)
    #expect(footer?.traits.contains(.header) == false)
  }

  @Test("configured headers and cells size themselves: a plain header is 4 + 19 + 4 pt")
  func selfSizing() {
    let source = Source()
    source.headerConfiguration = { header in
      var configuration = header.defaultContentConfiguration()
      configuration.text = "Section"
      header.contentConfiguration = configuration
    }
    let (_, table) = makeTable(.plain, source)
    #expect(table.rectForHeader(inSection: 0).height == 27)
    // A cell's list content keeps the 44 pt minimum; its text is at the 16 pt margin.
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    let content = cell?.contentView.subviews.compactMap { $0 as? ListContentView }.first
    #expect(content?.subviews[1].frame.minX == 16)
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }
}
