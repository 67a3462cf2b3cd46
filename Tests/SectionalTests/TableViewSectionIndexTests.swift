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

  /// Three sections of ten rows titled Alpha, Beta and Gamma, indexed A, B, C, whose index
  /// sends B to the last section and C to the middle one; it records every question.
  final class Mapped: TableViewDataSource {
    var asked: [String] = []

    func numberOfSections(in tableView: TableView) -> Int { 3 }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      ["Alpha", "Beta", "Gamma"][section]
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "B", "C"] }

    func tableView(
      _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
      asked.append("\(title) at \(index)")
      return [0, 2, 1][index]
    }
  }

  /// The window point of index title `index`: three 14 pt rows centred in 480 start at 219.
  private func titlePoint(_ index: Int) -> CGPoint {
    CGPoint(x: 310, y: 219 + 14 * CGFloat(index) + 7)
  }

  @Test("the section of an index title is asked only when the title is touched, once per title")
  func askedOnTouch() {
    let source = Mapped()
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    window.rootView = table
    window.layoutIfNeeded()
    table.reloadData()
    window.layoutIfNeeded()
    #expect(source.asked == [])
    #expect(table.highlightedSectionIndexTitle == nil)

    window.send(Event(.pointer(.began, location: titlePoint(1))))
    window.send(Event(.pointer(.moved, location: CGPoint(x: 310, y: titlePoint(1).y + 3))))
    window.send(Event(.pointer(.moved, location: titlePoint(2))))
    window.send(Event(.pointer(.ended, location: titlePoint(2))))
    #expect(source.asked == ["B at 1", "C at 2"])
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 1).minY)
    window.layoutIfNeeded()
    #expect(table.highlightedSectionIndexTitle == 2)
  }
}
