import Sectional
import Testing

/// A batch keeps the measured heights and views of self-sized section headers that did not
/// change, and measures only the new section's header.
@MainActor
@Suite struct TableViewIncrementalHeaderTests {
  /// A header whose content is 50 pt tall by constraint (28 pt estimate).
  final class BarHeader: TableViewHeaderFooterView {
    required init(reuseIdentifier: String?) {
      super.init(reuseIdentifier: reuseIdentifier)
      let bar = View()
      bar.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(bar)
      LayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: contentView.topAnchor),
        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 10),
        bar.heightAnchor.constraint(equalToConstant: 50),
      ])
    }

    /// Never made from an archive: the stub UIKit code writes for a view made in code.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// Sections of 1 row of 40 pt under self-sized headers; counts the header requests.
  final class Model: TableViewDataSource, TableViewDelegate {
    var sections = 3
    var headerCalls = 0

    func numberOfSections(in tableView: TableView) -> Int { sections }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
      headerCalls += 1
      return tableView.dequeueReusableHeaderFooterView(withIdentifier: "Bar")
    }
  }

  @Test("inserting a section above asks for one header; the others keep view and 50 pt")
  func insertAbove() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.register(BarHeader.self, forHeaderFooterViewReuseIdentifier: "Bar")
    table.rowHeight = 40
    table.estimatedSectionHeaderHeight = 28
    table.sectionHeaderTopPadding = 0
    let model = Model()
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 90, width: 320, height: 50))
    let kept = try #require(table.headerView(forSection: 1))
    model.headerCalls = 0
    model.sections = 4
    table.insertSections([0], with: .none)
    #expect(model.headerCalls == 1)
    #expect(table.headerView(forSection: 2) === kept)
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 320, height: 50))
    #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 180, width: 320, height: 50))
    #expect(table.contentSize.height == 360)
    withExtendedLifetime(model) {}
  }
}
