import Sectional
import SectionalRecipes
import Testing

/// The table header re-sizes itself on the next layout pass when its Auto Layout content changes,
/// with no `setNeedsLayout()` or `sizeHeaderToFit()` (UIKit cannot: Documentation/Recipes.md §
/// 002).
@MainActor
@Suite struct TableHeaderSelfResizingTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// 3 sections of 4 rows titled "Section n".
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

  /// A 375 pt grouped table in a window with recipe 002's header, laid out once.
  private func makeTable() -> (Window, TableView, FourLabelHeader, Source) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 375, height: 600))
    let table = TableView(frame: window.bounds, style: .grouped)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let source = Source()
    table.dataSource = source
    let header = FourLabelHeader(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
    table.tableHeaderView = header
    window.rootView = table
    window.layoutIfNeeded()
    return (window, table, header, source)
  }

  @Test("a label's new wrapping text grows the header and moves section 0 down by as much")
  func labelText() {
    let (window, table, header, source) = makeTable()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 194))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 194, width: 375, height: 55))
    header.labels[0].text =
      "Top Stories, with a title long enough to wrap onto a second and a third line"
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 244))
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 244, width: 375, height: 55))
    let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
    #expect(cell?.frame == CGRect(x: 0, y: 299, width: 375, height: 44))
    withExtendedLifetime(source) {}
  }

  @Test("a constraint's new constant re-sizes the header on the next pass")
  func constraintConstant() {
    let (window, table, header, source) = makeTable()
    let spacer = View()
    spacer.translatesAutoresizingMaskIntoConstraints = false
    header.addSubview(spacer)
    let height = spacer.heightAnchor.constraint(equalToConstant: 0)
    LayoutConstraint.activate([
      spacer.topAnchor.constraint(equalTo: header.topAnchor),
      spacer.leadingAnchor.constraint(equalTo: header.leadingAnchor),
      spacer.widthAnchor.constraint(equalToConstant: 10),
      spacer.bottomAnchor.constraint(lessThanOrEqualTo: header.bottomAnchor),
      height,
    ])
    window.layoutIfNeeded()
    #expect(header.frame.height == 194)
    height.constant = 300
    window.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 300))
    #expect(table.rectForHeader(inSection: 0).minY == 300)
    withExtendedLifetime(source) {}
  }

  @Test("a label added to the stack grows the header by its 22 pt plus the 8 pt spacing")
  func subviewAdded() {
    let (window, table, header, source) = makeTable()
    let stack = header.subviews.compactMap { $0 as? StackView }.first
    let extra = Label()
    extra.text = "Fifth line"
    stack?.addArrangedSubview(extra)
    window.layoutIfNeeded()
    #expect(extra.frame.height == 22)
    #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 224))
    #expect(table.rectForHeader(inSection: 0).minY == 224)
    withExtendedLifetime(source) {}
  }

  @Test("rendering clears the display flag, so the checking pass makes no redraw loop")
  func noRedrawLoop() {
    let (window, _, header, source) = makeTable()
    _ = window.render()
    #expect(!window.needsDisplay)
    header.labels[1].text = "Short"
    #expect(window.needsDisplay)
    _ = window.render()
    #expect(!window.needsDisplay)
    #expect(header.frame.height < 194)
    withExtendedLifetime(source) {}
  }
}
