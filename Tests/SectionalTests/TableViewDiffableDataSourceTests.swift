import Sectional
import SectionalTestSupport
import Testing

/// A table driven by a diffable data source: applying a snapshot sends the difference as one
/// batch, so only changed rows are asked for; bad snapshots change nothing.
@MainActor
@Suite struct TableViewDiffableDataSourceTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  typealias DataSource = TableViewDiffableDataSource<String, Int>
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// A data source whose headers are titled by their section identifiers.
  final class TitledDataSource: TableViewDiffableDataSource<String, Int> {
    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      sectionIdentifier(for: section).map { "Section \($0)" }
    }
  }

  /// A 320 × 480 plain table of 44 pt rows, a data source whose cells show their item, and
  /// the index paths the cell provider was asked for.
  @MainActor final class Fixture {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    var asked: [IndexPath] = []
    var dataSource: DataSource?

    init(titled: Bool = false) {
      table.rowHeight = 44
      table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      let provider: DataSource.CellProvider = { [unowned self] table, indexPath, item in
        self.asked.append(indexPath)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
      }
      dataSource =
        titled
        ? TitledDataSource(tableView: table, cellProvider: provider)
        : DataSource(tableView: table, cellProvider: provider)
    }

    /// The item each visible cell shows, by index path.
    var shown: [String] {
      (table.indexPathsForVisibleRows ?? []).map {
        "\($0.section).\($0.row)=\(table.cellForRow(at: $0)?.textLabel?.text ?? "-")"
      }
    }
  }

  /// Sections A [1, 2, 3] and B [4, 5].
  func snapshot() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5], toSection: "B")
    return snapshot
  }

  @Test("the first snapshot loads the table; the data source answers by identifier")
  func firstApply() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.numberOfSections == 2)
    #expect(fixture.shown == ["0.0=1", "0.1=2", "0.2=3", "1.0=4", "1.1=5"])
    #expect(fixture.dataSource!.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 5)
    #expect(fixture.dataSource!.indexPath(for: 3) == IndexPath(row: 2, section: 0))
    #expect(fixture.dataSource!.sectionIdentifier(for: 1) == "B")
    #expect(fixture.dataSource!.index(for: "B") == 1)
    #expect(fixture.dataSource!.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
  }

  @Test(
    "applying asks the cell provider only for inserted and reloaded rows; moved rows keep their cells"
  )
  func onlyChangedRows() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    let cellOf3 = fixture.table.cellForRow(at: IndexPath(row: 2, section: 0))
    fixture.asked = []
    var next = fixture.dataSource!.snapshot()
    next.deleteItems([2])
    next.moveItem(3, beforeItem: 1)
    next.appendItems([6], toSection: "A")
    next.reloadItems([5])
    fixture.dataSource!.apply(next)
    #expect(fixture.asked == [IndexPath(row: 2, section: 0), IndexPath(row: 1, section: 1)])
    #expect(fixture.shown == ["0.0=3", "0.1=1", "0.2=6", "1.0=4", "1.1=5"])
    #expect(fixture.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf3)
  }

  @Test("a row far below the screen that changes is not asked for")
  func offscreenChange() {
    let fixture = Fixture()
    var first = Snapshot()
    first.appendSections(["A"])
    first.appendItems(Array(0..<1000))
    fixture.dataSource!.apply(first)
    fixture.table.layoutIfNeeded()
    fixture.asked = []
    var next = fixture.dataSource!.snapshot()
    next.insertItems([5000], afterItem: 500)
    next.deleteItems([900])
    next.insertItems([5001], beforeItem: 3)
    fixture.dataSource!.apply(next)
    #expect(fixture.asked == [IndexPath(row: 3, section: 0)])
    #expect(fixture.table.numberOfRows(inSection: 0) == 1001)
  }

  @Test(
    "a snapshot with a duplicate item is refused with UIKit's message; the table keeps the last good one"
  )
  func duplicateRefused() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    let before = fixture.table.layoutDump()
    var bad = fixture.dataSource!.snapshot()
    bad.deleteItems([1])
    bad.appendItems([4], toSection: "A")
    var completed = false
    let error = fixture.dataSource!.apply(bad, completion: { completed = true })
    #expect(
      error?.message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    4\n)}")
    #expect(!completed)
    #expect(fixture.table.layoutDump() == before)
    #expect(fixture.dataSource!.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(fixture.shown == ["0.0=1", "0.1=2", "0.2=3", "1.0=4", "1.1=5"])
  }

  @Test("applySnapshotUsingReloadData shows the snapshot by reloading: every visible row is asked")
  func reloadData() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    fixture.asked = []
    var next = fixture.dataSource!.snapshot()
    next.deleteItems([1])
    var completed = false
    fixture.dataSource!.applySnapshotUsingReloadData(next, completion: { completed = true })
    fixture.table.layoutIfNeeded()
    #expect(completed)
    #expect(fixture.asked.count == 4)
    #expect(fixture.shown == ["0.0=2", "0.1=3", "1.0=4", "1.1=5"])
  }

  @Test("a snapshot that reloads a missing item is refused with UIKit's message")
  func missingReloadRefused() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    var bad = fixture.dataSource!.snapshot()
    bad.reloadItems([42])
    #expect(
      fixture.dataSource!.apply(bad)?.message
        == "Attempted to reload item identifier that does not exist in the snapshot: 42")
  }

  @Test("a subclass gives header titles by overriding titleForHeaderInSection")
  func subclassTitles() {
    let fixture = Fixture(titled: true)
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    #expect(fixture.table.headerView(forSection: 1)?.textLabel?.text == "Section B")
    var next = fixture.dataSource!.snapshot()
    next.insertSections(["C"], beforeSection: "A")
    next.appendItems([7], toSection: "C")
    fixture.dataSource!.apply(next)
    #expect(fixture.table.headerView(forSection: 0)?.textLabel?.text == "Section C")
    #expect(fixture.table.headerView(forSection: 2)?.textLabel?.text == "Section B")
  }

  @Test("with an animator the completion runs when the animation ends; without animating at once")
  func completionTiming() {
    let fixture = Fixture()
    let clock = ManualClock()
    fixture.table.animator = Animator(clock: clock)
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    var next = fixture.dataSource!.snapshot()
    next.appendItems([6], toSection: "A")
    var completed = false
    fixture.dataSource!.apply(next, completion: { completed = true })
    #expect(!completed)
    #expect(fixture.table.animator?.isAnimating == true)
    clock.advance(by: 0.3)
    fixture.table.animator?.step()
    #expect(completed)
    var quiet = fixture.dataSource!.snapshot()
    quiet.deleteItems([6])
    completed = false
    fixture.dataSource!.apply(quiet, animatingDifferences: false, completion: { completed = true })
    #expect(completed)
    #expect(fixture.table.animator?.isAnimating == false)
  }

  @Test("reconfiguring runs the provider on the existing cell, which keeps showing the row")
  func reconfigure() {
    let fixture = Fixture()
    fixture.dataSource!.apply(snapshot())
    fixture.table.layoutIfNeeded()
    let cell = fixture.table.cellForRow(at: IndexPath(row: 1, section: 0))
    cell?.textLabel?.text = "stale"
    fixture.asked = []
    var next = fixture.dataSource!.snapshot()
    next.reconfigureItems([2])
    fixture.dataSource!.apply(next)
    #expect(fixture.asked == [IndexPath(row: 1, section: 0)])
    #expect(fixture.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
    #expect(cell?.textLabel?.text == "2")
    #expect(fixture.table.createdCellCount(forIdentifier: "Cell") == 5)
  }

  @Test(
    "random snapshots applied one after another show exactly the items of the last",
    arguments: 0..<40 as Range<UInt64>)
  func randomApplies(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let fixture = Fixture()
    for _ in 0..<6 {
      var next = Snapshot()
      let sections = Array(
        ["A", "B", "C", "D", "E"].shuffled(using: &rng).prefix(Int.random(in: 1...5, using: &rng)))
      next.appendSections(sections)
      for item in (0..<40).shuffled(using: &rng).prefix(Int.random(in: 0...25, using: &rng)) {
        next.appendItems([item], toSection: sections.randomElement(using: &rng)!)
      }
      if let item = next.itemIdentifiers.randomElement(using: &rng) { next.reloadItems([item]) }
      #expect(fixture.dataSource!.apply(next) == nil, "seed \(seed)")
      fixture.table.layoutIfNeeded()
      var expected: [String] = []
      for (section, identifier) in sections.enumerated() {
        for (row, item) in next.itemIdentifiers(inSection: identifier).enumerated() {
          expected.append("\(section).\(row)=\(item)")
        }
      }
      #expect(fixture.shown == Array(expected.prefix(fixture.shown.count)), "seed \(seed)")
      #expect(fixture.table.numberOfSections == sections.count, "seed \(seed)")
    }
  }
}
