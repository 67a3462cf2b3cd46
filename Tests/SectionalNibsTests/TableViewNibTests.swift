import Foundation
import Sectional
import SectionalNibs
import Testing

/// Nibs registered with a table: cells and header-footer views dequeued from them.
@MainActor
@Suite struct TableViewNibTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// One section of two rows with a nib header and nib cells.
  final class Source: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 1 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Subtitle", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "ScoresHeader")
      (header as? ScoresHeaderView)?.titleLabel?.text = "Week \(section + 1)"
      return header
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { 44 }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 56 }
  }

  @Test("A header-footer nib registered for an identifier is dequeued as its custom class")
  func headerFromNib() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    table.register(
      Nib(nibName: "ScoresHeader", bundle: .module),
      forHeaderFooterViewReuseIdentifier: "ScoresHeader")
    table.register(
      Nib(nibName: "SubtitleCell", bundle: .module), forCellReuseIdentifier: "Subtitle")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let header = try #require(table.headerView(forSection: 0) as? ScoresHeaderView)
    #expect(header.reuseIdentifier == "ScoresHeader")
    // A plain table's iOS 15 metrics put 22 pt of padding above the first header.
    #expect(header.frame == CGRect(x: 0, y: 22, width: 390, height: 44))
    #expect(header.titleLabel?.text == "Week 1")
    #expect(header.titleLabel?.frame.minX == 20)
    #expect(header.awakenings == 1)
    #expect(table.createdHeaderFooterViewCount(forIdentifier: "ScoresHeader") == 1)
  }

  @Test("Cells dequeued from a nib keep the nib's style and accessory, one instantiation each")
  func cellsFromNib() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    table.register(
      Nib(nibName: "ScoresHeader", bundle: .module),
      forHeaderFooterViewReuseIdentifier: "ScoresHeader")
    table.register(
      Nib(nibName: "SubtitleCell", bundle: .module), forCellReuseIdentifier: "Subtitle")
    let source = Source()
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    let cells = table.visibleCells
    #expect(cells.count == 2)
    #expect(cells.map(\.style) == [.subtitle, .subtitle])
    #expect(cells.map { $0.textLabel?.text } == ["Row 0", "Row 1"])
    #expect(cells.map { $0.detailTextLabel?.text } == ["Subtitle", "Subtitle"])
    #expect(
      cells.map(\.frame) == [
        CGRect(x: 0, y: 66, width: 390, height: 56), CGRect(x: 0, y: 122, width: 390, height: 56),
      ])
    #expect(cells[0] !== cells[1])
    #expect(table.createdCellCount(forIdentifier: "Subtitle") == 2)
  }

  @Test("Registering a nil nib removes the identifier's registration")
  func nilNibUnregisters() {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
    table.register(
      Nib(nibName: "SubtitleCell", bundle: .module), forCellReuseIdentifier: "Subtitle")
    table.register(nil as Nib?, forCellReuseIdentifier: "Subtitle")
    #expect(table.dequeueReusableCell(withIdentifier: "Subtitle") == nil)
  }
}
