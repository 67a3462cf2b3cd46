import Sectional
import SectionalSnapshotTesting
import Testing

/// Seed 002: a table header holding a vertical stack of four labels sizes itself to its Auto
/// Layout content at the table's width, with no `sizeHeaderToFit()` call needed.
@MainActor
@Suite struct HeaderFitsSceneTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  private let texts = [
    "Top Stories",
    "The header holds a stack of four labels and must show every one of them",
    "Sized with systemLayoutSizeFitting",
    "On narrow phones the longest labels wrap onto several lines, and the header grows "
      + "to keep all of them visible",
  ]

  /// A source of 3 sections of 4 rows with fixed heights.
  final class Source: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 3 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "Section \(section)"
    }
  }

  /// The header as the seed builds it: a stack pinned to the margins, 44 pt tall at first.
  private func makeHeader() -> (View, [Label]) {
    let header = View(frame: Rect(x: 0, y: 0, width: 320, height: 44))
    let labels = texts.enumerated().map { index, text in
      let label = Label()
      label.text = text
      label.numberOfLines = 0
      label.font = index == 0 ? .boldSystemFont(ofSize: 20) : .systemFont(ofSize: 17)
      return label
    }
    let stack = StackView(arrangedSubviews: labels)
    stack.axis = .vertical
    stack.spacing = 8
    stack.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(stack)
    let margins = header.layoutMarginsGuide
    LayoutConstraint.activate([
      stack.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      stack.topAnchor.constraint(equalTo: margins.topAnchor),
      stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
    ])
    return (header, labels)
  }

  private func makeTable(width: Double) -> (TableView, View, [Label], Source) {
    let table = TableView(frame: Rect(x: 0, y: 0, width: width, height: 600), style: .grouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    table.dataSource = source
    let (header, labels) = makeHeader()
    table.tableHeaderView = header
    table.layoutIfNeeded()
    return (table, header, labels, source)
  }

  @Test(
    "the table header takes the height that shows all four labels at each width",
    arguments: [(320.0, 236.0), (375, 194), (414, 194)])
  func fits(width: Double, expected: Double) {
    let (table, header, labels, source) = makeTable(width: width)
    #expect(header.frame == Rect(x: 0, y: 0, width: width, height: expected))
    for label in labels {
      #expect(label.convert(label.bounds, to: header).maxY <= header.bounds.height - 8)
    }
    #expect(table.rectForHeader(inSection: 0).minY >= expected)
    withExtendedLifetime(source) {}
  }

  @Test("the table header grows when its content changes and the table lays out again")
  func regrows() {
    let (table, header, labels, source) = makeTable(width: 375)
    #expect(header.frame.height == 194)
    labels[2].text = texts[3]
    table.setNeedsLayout()
    table.layoutIfNeeded()
    #expect(header.frame.height > 194)
    #expect(table.rectForHeader(inSection: 0).minY >= header.frame.maxY)
    withExtendedLifetime(source) {}
  }

  @Test("sizeHeaderToFit gives the same height as the automatic sizing")
  func portedCall() {
    let (table, header, _, source) = makeTable(width: 320)
    table.sizeHeaderToFit()
    #expect(header.frame.height == 236)
    withExtendedLifetime(source) {}
  }

  @Test("a table footer without constraints keeps its frame height")
  func frameFooter() {
    let (table, _, _, source) = makeTable(width: 320)
    table.tableFooterView = View(frame: Rect(x: 0, y: 0, width: 320, height: 30))
    table.layoutIfNeeded()
    #expect(table.contentSize.height == table.rect(forSection: 2).maxY + 30)
    withExtendedLifetime(source) {}
  }

  @Test("the scene's layout dump matches the reference")
  func dump() {
    let (table, _, _, source) = makeTable(width: 320)
    assertSnapshot(of: table.layoutDump(), as: .lines)
    withExtendedLifetime(source) {}
  }
}
