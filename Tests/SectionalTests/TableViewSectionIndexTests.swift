import Sectional
import Testing

/// The section index follows UIKit's table styles (the contacts recipe's tests cover how it
/// scrolls, highlights and is coloured).
@MainActor
@Suite struct TableViewSectionIndexTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Three letters, one row each, with the letters as the index.
  final class Letters: TableViewDataSource {
    let letters = ["A", "B", "C"]

    func numberOfSections(in tableView: TableView) -> Int { letters.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { letters }
  }

  @Test("the index shows its titles in plain style and none in grouped style")
  func shownByStyle() {
    let source = Letters()
    func titles(_ style: TableView.Style) -> [String] {
      let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: style)
      table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      table.dataSource = source
      table.layoutIfNeeded()
      return table.sectionIndexTitles
    }
    #expect(titles(.plain) == ["A", "B", "C"])
    #expect(titles(.grouped).isEmpty)
  }
}
