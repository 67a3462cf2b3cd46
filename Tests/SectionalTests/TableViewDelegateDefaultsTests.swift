import Sectional
import Testing

/// The table asks an implemented per-row height method for every row, and reads the table's
/// properties instead of calling a protocol default once per row.
@MainActor
@Suite struct TableViewDelegateDefaultsTests {
  /// Two sections of 50 rows; counts the height calls when it implements them.
  final class Counting: TableViewDataSource, TableViewDelegate {
    var heightCalls = 0

    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightCalls += 1
      return indexPath.row == 3 ? 80 : 30
    }
  }

  /// The same rows, leaving every height method to its default.
  final class Defaults: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 50 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
  }

  private func makeTable() -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.estimatedSectionHeaderHeight = 0
    return table
  }

  @Test("an implemented heightForRowAt is asked once per row and each answer is used")
  func implemented() {
    let table = makeTable()
    let model = Counting()
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    #expect(model.heightCalls == 100)
    #expect(table.rectForRow(at: IndexPath(row: 3, section: 1)).height == 80)
    #expect(table.rectForRow(at: IndexPath(row: 4, section: 1)).height == 30)
    #expect(table.contentSize.height == CGFloat(2 * (49 * 30 + 80)))
    withExtendedLifetime(model) {}
  }

  @Test("with the defaults every row gets rowHeight, and a changed rowHeight after reload")
  func defaults() {
    let table = makeTable()
    let model = Defaults()
    table.rowHeight = 25
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    #expect(
      table.rectForRow(at: IndexPath(row: 49, section: 1))
        == CGRect(x: 0, y: 2_475, width: 320, height: 25))
    table.rowHeight = 40
    table.reloadData()
    #expect(table.contentSize.height == 4_000)
    withExtendedLifetime(model) {}
  }
}
