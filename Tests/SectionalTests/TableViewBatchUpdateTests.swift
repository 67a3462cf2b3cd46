import Sectional
import SectionalTestSupport
import Testing

/// Batch updates: validated against the data source with UIKit's messages; an invalid batch
/// changes nothing.
@MainActor
@Suite struct TableViewBatchUpdateTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// A model of titled sections with row counts the tests edit.
  final class Model: TableViewDataSource {
    var sections: [(title: String, rows: Int)] = [("A", 3), ("B", 2), ("C", 4)]

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      sections[section].rows
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "\(sections[indexPath.section].title)\(indexPath.row)"
      return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      sections[section].title
    }
  }

  private func makeTable() -> (TableView, Model) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let model = Model()
    table.dataSource = model
    table.layoutIfNeeded()
    return (table, model)
  }

  @Test("inserting a section that the model gained shows it with its title")
  func insertSection() {
    let (table, model) = makeTable()
    var finished: Bool?
    model.sections.insert(("New", 1), at: 1)
    let error = table.performBatchUpdates(
      { table.insertSections([1], with: .automatic) }, completion: { finished = $0 })
    #expect(error == nil)
    #expect(finished == true)
    #expect(table.numberOfSections == 4)
    #expect(table.headerView(forSection: 1)?.textLabel?.text == "New")
    #expect(table.numberOfRows(inSection: 1) == 1)
  }

  @Test("deleting and moving rows in one batch follows the model")
  func rows() {
    let (table, model) = makeTable()
    model.sections[0].rows = 2
    model.sections[2].rows = 5
    let error = table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
      table.insertRows(at: [IndexPath(row: 4, section: 2)], with: .none)
    }
    #expect(error == nil)
    #expect(table.numberOfRows(inSection: 0) == 2)
    #expect(table.numberOfRows(inSection: 2) == 5)
  }

  @Test("a section count that does not add up fails with UIKit's message and changes nothing")
  func invalidSections() {
    let (table, model) = makeTable()
    let before = table.layoutDump()
    var finished: Bool?
    model.sections.append(("D", 1))
    let error = table.performBatchUpdates({}, completion: { finished = $0 })
    #expect(
      error?.description
        == "Invalid update: invalid number of sections. The number of sections contained in the "
        + "table view after the update (4) must be equal to the number of sections contained in "
        + "the table view before the update (3), plus or minus the number of sections inserted "
        + "or deleted (0 inserted, 0 deleted).")
    #expect(finished == false)
    #expect(table.numberOfSections == 3)
    #expect(table.layoutDump() == before)
  }

  @Test("a row count that does not add up fails naming the section and changes nothing")
  func invalidRows() {
    let (table, model) = makeTable()
    model.sections[1].rows = 3
    let error = table.performBatchUpdates {
      table.deleteRows(at: [IndexPath(row: 0, section: 1)], with: .automatic)
    }
    #expect(
      error?.description.hasPrefix("Invalid update: invalid number of rows in section 1") == true)
    #expect(table.numberOfRows(inSection: 1) == 2)
  }

  @Test("a batch with out-of-range section indices fails without trapping and changes nothing")
  func invalidSectionIndices() {
    let (table, model) = makeTable()
    let error = table.performBatchUpdates { table.moveSection(7, toSection: -1) }
    #expect(error != nil)
    #expect(table.numberOfSections == 3)
    withExtendedLifetime(model) {}
  }

  @Test("reloadSections picks up the section's new rows")
  func reloadSection() {
    let (table, model) = makeTable()
    model.sections[2].rows = 1
    table.reloadSections([2], with: .none)
    #expect(table.numberOfRows(inSection: 2) == 1)
  }
}
