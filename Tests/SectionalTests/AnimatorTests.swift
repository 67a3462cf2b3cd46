import Sectional
import SectionalTestSupport
import Testing

/// The Animator on a manual clock, and collapse animations driven by it.
@MainActor
@Suite struct AnimatorTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("progress follows the eased clock and the completion runs once")
  func easing() {
    let clock = ManualClock()
    let animator = Animator(clock: clock)
    var values: [Double] = []
    var completions = 0
    animator.animate(duration: 0.3, update: { values.append($0) }, completion: { completions += 1 })
    clock.advance(by: 0.15)
    animator.step()
    clock.advance(by: 0.075)
    animator.step()
    clock.advance(by: 1)
    animator.step()
    animator.step()
    #expect(values == [0, 0.5, 0.84375, 1])
    #expect(completions == 1)
    #expect(!animator.isAnimating)
  }

  @Test("finishAll jumps to the end and a zero duration applies at once")
  func finish() {
    let animator = Animator(clock: ManualClock())
    var last = -1.0
    animator.animate(duration: 0, update: { last = $0 })
    #expect(last == 1)
    animator.animate(duration: 2, update: { last = $0 })
    #expect(last == 0)
    animator.finishAll()
    #expect(last == 1)
    #expect(!animator.isAnimating)
  }

  /// Titled sections of 3 rows.
  final class Source: TableViewDataSource {
    func numberOfSections(in tableView: TableView) -> Int { 4 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "S\(section)"
    }
  }

  private func makeTable() -> (TableView, ManualClock, Source) {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    let source = Source()
    table.dataSource = source
    table.layoutIfNeeded()
    return (table, clock, source)
  }

  @Test("collapsing slides the next header up from where it was, over 0.3 s")
  func collapseSlides() throws {
    let (table, clock, source) = makeTable()
    let header = try #require(table.headerView(forSection: 1))
    let start = header.frame.minY
    table.setSection(0, collapsed: true, animated: true)
    let end = table.rectForHeader(inSection: 1).minY
    #expect(end == start - 132)
    #expect(header.frame.minY == start)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(header.frame.minY == start - 66)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(header.frame.minY == end)
    #expect(table.animator?.isAnimating == false)
    withExtendedLifetime(source) {}
  }

  @Test("expanding fades the rows in; without animation they show at once")
  func expandFades() throws {
    let (table, clock, source) = makeTable()
    table.setSection(0, collapsed: true, animated: false)
    table.setSection(0, collapsed: false, animated: true)
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(cell.alpha == 0)
    clock.advance(by: 0.3)
    table.animator?.step()
    #expect(cell.alpha == 1)
    table.setSection(1, collapsed: true, animated: false)
    table.setSection(1, collapsed: false, animated: false)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.alpha == 1)
    withExtendedLifetime(source) {}
  }

  /// Sections of editable row counts for batch animations.
  final class Editable: TableViewDataSource {
    var rows = [2, 2, 2]
    func numberOfSections(in tableView: TableView) -> Int { rows.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
      "S\(section)"
    }
  }

  @Test("an inserted section fades in and the sections after it slide down")
  func batchInsert() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    let clock = ManualClock()
    table.animator = Animator(clock: clock)
    let model = Editable()
    table.dataSource = model
    table.layoutIfNeeded()
    let oldSecond = table.rectForHeader(inSection: 1).minY
    model.rows.insert(1, at: 1)
    table.performBatchUpdates { table.insertSections([1], with: .fade) }
    let moved = try #require(table.headerView(forSection: 2))
    let inserted = try #require(table.headerView(forSection: 1))
    let target = table.rectForHeader(inSection: 2).minY
    #expect(target == oldSecond + 22 + 28 + 44)
    #expect(moved.frame.minY == oldSecond)
    #expect(inserted.alpha == 0)
    clock.advance(by: 0.3)
    table.animator?.step()
    #expect(moved.frame.minY == target)
    #expect(inserted.alpha == 1)
    withExtendedLifetime(model) {}
  }

  @Test("a batch with .none applies at once even with an animator")
  func batchNone() throws {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    table.animator = Animator(clock: ManualClock())
    let model = Editable()
    table.dataSource = model
    table.layoutIfNeeded()
    model.rows[0] = 1
    table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    let header = try #require(table.headerView(forSection: 1))
    #expect(header.frame.minY == table.rectForHeader(inSection: 1).minY)
    #expect(table.animator?.isAnimating == false)
    withExtendedLifetime(model) {}
  }

  @Test("scrolling during an animation ends it at its final state")
  func scrollEnds() throws {
    let (table, _, source) = makeTable()
    let header = try #require(table.headerView(forSection: 2))
    table.setSection(0, collapsed: true, animated: true)
    table.contentOffset = CGPoint(x: 0, y: 1)
    #expect(header.frame.minY == table.rectForHeader(inSection: 2).minY)
    #expect(table.animator?.isAnimating == false)
    withExtendedLifetime(source) {}
  }
}
