import Sectional
import SectionalTestSupport
import Testing

/// What a screen reader reads in a table: headers as headings, rows by their labels, in
/// layout order, and activation as taps.
@MainActor
@Suite struct TableViewAccessibilityTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Three titled sections of two rows, a footer on the last, recording taps.
  final class Source: TableViewDataSource, TableViewDelegate {
    var events: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 3 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      ["A", "B", "C"][section]
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
      section == 2 ? "3 sections" : nil
    }

    func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {
      events.append("header \(section)")
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      events.append("row \(indexPath.section).\(indexPath.row)")
    }
  }

  private func makeScene(height: Double = 480) -> (Window, TableView, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: height))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, source)
  }

  /// Label, traits and frame of each item, one line each.
  private func lines(_ view: View) -> [String] {
    view.accessibilityItems().map { item in
      var traits: [String] = []
      if item.node.traits.contains(.header) { traits.append("header") }
      if item.node.traits.contains(.staticText) { traits.append("text") }
      if item.node.traits.contains(.selected) { traits.append("selected") }
      let expanded = item.node.isExpanded.map { $0 ? " expanded" : " collapsed" } ?? ""
      return "\(item.node.label ?? "-") [\(traits.joined(separator: ","))]\(expanded) "
        + item.node.frame.sectionalDescription
    }
  }

  @Test("headers are headings and rows read their labels, section by section")
  func readingOrder() {
    let (window, _, source) = makeScene()
    // iOS 15's plain style puts 22 pt of padding above every header.
    #expect(
      lines(window) == [
        "A [header] (0, 22, 320, 28)", "Row 0.0 [] (0, 50, 320, 44)", "Row 0.1 [] (0, 94, 320, 44)",
        "B [header] (0, 160, 320, 28)", "Row 1.0 [] (0, 188, 320, 44)",
        "Row 1.1 [] (0, 232, 320, 44)", "C [header] (0, 298, 320, 28)",
        "Row 2.0 [] (0, 326, 320, 44)", "Row 2.1 [] (0, 370, 320, 44)",
        "3 sections [text] (0, 414, 320, 28)",
      ])
    withExtendedLifetime(source) {}
  }

  @Test("a pinned header is read with its section, before its rows; only what is on screen is read")
  func pinnedAndVisible() {
    let (window, table, source) = makeScene(height: 100)
    table.contentOffset = CGPoint(x: 0, y: 130)
    window.layoutIfNeeded()
    // Section A's header is pinned and half pushed off by B's; row 0.1 shows its last 8 pt.
    #expect(
      lines(window) == [
        "A [header] (0, -20, 320, 28)", "Row 0.1 [] (0, -36, 320, 44)",
        "B [header] (0, 30, 320, 28)", "Row 1.0 [] (0, 58, 320, 44)",
      ])
    withExtendedLifetime(source) {}
  }

  @Test("when header taps collapse sections, headers say expanded, and activating collapses")
  func collapsible() {
    let (window, table, source) = makeScene()
    table.togglesSectionOnHeaderTap = true
    let header = window.accessibilityItems()[0]
    #expect(header.node.isExpanded == true)
    #expect(header.activate())
    #expect(source.events == ["header 0"])
    #expect(table.isSectionCollapsed(0))
    window.layoutIfNeeded()
    #expect(
      Array(lines(window).prefix(2)) == [
        "A [header] collapsed (0, 22, 320, 28)", "B [header] expanded (0, 72, 320, 28)",
      ])
  }

  @Test("activating a row selects it as a tap does, and it then reads as selected")
  func rowActivation() {
    let (window, table, source) = makeScene()
    let row = window.accessibilityItems()[2]
    #expect(row.node.label == "Row 0.1")
    #expect(row.activate())
    #expect(source.events == ["row 0.1"])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    #expect(window.accessibilityItems()[2].node.traits.contains(.selected))
  }
}
