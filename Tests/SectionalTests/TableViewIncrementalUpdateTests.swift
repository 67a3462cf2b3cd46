import Sectional
import Testing

/// Batch updates applied through TableLayout's update API: what did not change keeps its
/// measured height and its view, and only new elements are asked for and measured.
@MainActor
@Suite struct TableViewIncrementalUpdateTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Sections of self-sizing rows (60 pt by constraint, 44 pt estimate) that count what the
  /// table asks.
  final class Model: TableViewDataSource, TableViewDelegate {
    var rows: [Int]
    var heightCalls = 0
    var estimateCalls = 0
    var cellCalls = 0

    init(rows: [Int]) { self.rows = rows }

    func numberOfSections(in tableView: TableView) -> Int { rows.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      rows[section]
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
      cellCalls += 1
      return tableView.dequeueReusableCell(withIdentifier: "Tall", for: indexPath)
    }

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
      heightCalls += 1
      return TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    {
      estimateCalls += 1
      return 44
    }

    /// Forgets the counts.
    func resetCounts() {
      (heightCalls, estimateCalls, cellCalls) = (0, 0, 0)
    }
  }

  /// A cell whose content is 60 pt tall by constraint.
  final class TallCell: TableViewCell {
    required init(style: TableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      let bar = View()
      bar.translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(bar)
      LayoutConstraint.activate([
        bar.topAnchor.constraint(equalTo: contentView.topAnchor),
        bar.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        bar.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        bar.widthAnchor.constraint(equalToConstant: 10),
        bar.heightAnchor.constraint(equalToConstant: 60),
      ])
    }

    /// Never made from an archive: the stub UIKit code writes for a view made in code.
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  }

  /// A 320×480 plain table without section headers over `model`, laid out.
  private func makeTable(_ model: Model, clock: ManualClock? = nil) -> TableView {
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(TallCell.self, forCellReuseIdentifier: "Tall")
    table.estimatedSectionHeaderHeight = 0
    if let clock { table.animator = Animator(clock: clock) }
    table.dataSource = model
    table.delegate = model
    table.layoutIfNeeded()
    return table
  }

  /// The row's frame, as `rectForRow(at:)` gives it.
  private func rowRect(_ table: TableView, _ row: Int, _ section: Int) -> CGRect {
    table.rectForRow(at: IndexPath(row: row, section: section))
  }

  @Test("inserting one row asks for and measures that row only; the others keep their views")
  func insertMeasuresOne() throws {
    let model = Model(rows: [3, 3, 3])
    let table = makeTable(model)
    #expect(rowRect(table, 2, 0) == CGRect(x: 0, y: 120, width: 320, height: 60))
    let kept = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    let below = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    model.resetCounts()
    model.rows[0] = 4
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(model.heightCalls == 1)
    #expect(model.estimateCalls == 1)
    #expect(model.cellCalls == 1)
    #expect(rowRect(table, 1, 0) == CGRect(x: 0, y: 60, width: 320, height: 60))
    #expect(rowRect(table, 3, 0) == CGRect(x: 0, y: 180, width: 320, height: 60))
    #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === kept)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === below)
    #expect(below.frame == CGRect(x: 0, y: 240, width: 320, height: 60))
    withExtendedLifetime(model) {}
  }

  @Test("deleting a section keeps the measured heights of the sections after it")
  func deleteKeepsMeasured() {
    let model = Model(rows: [3, 3, 3])
    let table = makeTable(model)
    model.resetCounts()
    model.rows.remove(at: 0)
    table.deleteSections([0], with: .none)
    #expect(model.heightCalls == 0)
    #expect(model.estimateCalls == 0)
    #expect(model.cellCalls == 1, "only the row that came into view")
    #expect(rowRect(table, 2, 1) == CGRect(x: 0, y: 300, width: 320, height: 60))
    #expect(table.contentSize.height == 360)
    withExtendedLifetime(model) {}
  }

  @Test("a deleted row fades out in place while the rows below slide up over 0.3 s")
  func deleteFades() throws {
    let clock = ManualClock()
    let model = Model(rows: [4])
    let table = makeTable(model, clock: clock)
    let deleted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    let next = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    model.rows[0] = 3
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    #expect(deleted.superview === table)
    #expect(deleted.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
    #expect(deleted.alpha == 1)
    #expect(next.frame.minY == 120)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === next)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(deleted.alpha == 0.5)
    #expect(deleted.frame.minY == 60)
    #expect(next.frame.minY == 90)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(deleted.superview == nil)
    #expect(deleted.alpha == 1)
    #expect(next.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
    withExtendedLifetime(model) {}
  }

  @Test("a moved row slides from its old frame to its new one, the rows between make room")
  func moveSlides() throws {
    let clock = ManualClock()
    let model = Model(rows: [4])
    let table = makeTable(model, clock: clock)
    let moved = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let passed = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === moved)
    #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === passed)
    #expect(moved.frame.minY == 0)
    #expect(passed.frame.minY == 120)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(moved.frame.minY == 60)
    #expect(passed.frame.minY == 90)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(moved.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
    #expect(passed.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
    withExtendedLifetime(model) {}
  }

  @Test(
    "each row animation brings an inserted row in from its side",
    arguments: [
      (TableView.RowAnimation.left, CGRect(x: -320, y: 60, width: 320, height: 60), 1.0),
      (.right, CGRect(x: 320, y: 60, width: 320, height: 60), 1),
      (.top, CGRect(x: 0, y: 0, width: 320, height: 60), 0),
      (.bottom, CGRect(x: 0, y: 120, width: 320, height: 60), 0),
      (.fade, CGRect(x: 0, y: 60, width: 320, height: 60), 0),
      (.automatic, CGRect(x: 0, y: 60, width: 320, height: 60), 0),
      (.middle, CGRect(x: 0, y: 60, width: 320, height: 60), 0),
    ])
  func insertStyles(animation: TableView.RowAnimation, start: CGRect, alpha: CGFloat) throws {
    let clock = ManualClock()
    let model = Model(rows: [3])
    let table = makeTable(model, clock: clock)
    model.rows[0] = 4
    table.insertRows(at: [IndexPath(row: 1, section: 0)], with: animation)
    let inserted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(inserted.frame == start)
    #expect(inserted.alpha == alpha)
    clock.advance(by: 0.3)
    table.animator?.step()
    #expect(inserted.frame == CGRect(x: 0, y: 60, width: 320, height: 60))
    #expect(inserted.alpha == 1)
    withExtendedLifetime(model) {}
  }

  @Test(
    "each row animation takes a deleted row out to its side",
    arguments: [
      (TableView.RowAnimation.left, CGRect(x: -320, y: 60, width: 320, height: 60), 1.0),
      (.right, CGRect(x: 320, y: 60, width: 320, height: 60), 1),
      (.top, CGRect(x: 0, y: 0, width: 320, height: 60), 0),
      (.bottom, CGRect(x: 0, y: 120, width: 320, height: 60), 0),
    ])
  func deleteStyles(animation: TableView.RowAnimation, end: CGRect, alpha: CGFloat) throws {
    let clock = ManualClock()
    let model = Model(rows: [3])
    let table = makeTable(model, clock: clock)
    let deleted = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    model.rows[0] = 2
    table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: animation)
    clock.advance(by: 0.2999)
    table.animator?.step()
    #expect(abs(deleted.frame.minX - end.minX) < 0.01)
    #expect(abs(deleted.frame.minY - end.minY) < 0.01)
    #expect(abs(deleted.alpha - alpha) < 0.001)
    #expect(deleted.superview === table)
    clock.advance(by: 0.0001)
    table.animator?.step()
    #expect(deleted.superview == nil)
    withExtendedLifetime(model) {}
  }

  @Test("a .none insert appears at once while the rows below still slide")
  func noneInsideAnimatedBatch() throws {
    let clock = ManualClock()
    let model = Model(rows: [3])
    let table = makeTable(model, clock: clock)
    let last = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    model.rows[0] = 5
    table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
      table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
    }
    let plain = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let faded = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(plain.alpha == 1)
    #expect(plain.frame.minY == 0)
    #expect(faded.alpha == 0)
    #expect(last.frame.minY == 120)
    clock.advance(by: 0.3)
    table.animator?.step()
    #expect(last.frame.minY == 240)
    withExtendedLifetime(model) {}
  }

  @Test("a section deleted with .left slides its rows out to the left, the next moves up")
  func deleteSectionLeft() throws {
    let clock = ManualClock()
    let model = Model(rows: [2, 2, 2])
    let table = makeTable(model, clock: clock)
    let gone = try #require(table.cellForRow(at: IndexPath(row: 1, section: 1)))
    let next = try #require(table.cellForRow(at: IndexPath(row: 0, section: 2)))
    model.rows.remove(at: 1)
    table.deleteSections([1], with: .left)
    #expect(gone.frame == CGRect(x: 0, y: 180, width: 320, height: 60))
    #expect(next.frame.minY == 240)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === next)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(gone.frame == CGRect(x: -160, y: 180, width: 320, height: 60))
    #expect(next.frame.minY == 180)
    clock.advance(by: 0.15)
    table.animator?.step()
    #expect(gone.superview == nil)
    #expect(next.frame == CGRect(x: 0, y: 120, width: 320, height: 60))
    withExtendedLifetime(model) {}
  }

  @Test("a moved section's rows slide to its new place and keep their views and heights")
  func moveSectionSlides() throws {
    let clock = ManualClock()
    let model = Model(rows: [2, 2, 2])
    let table = makeTable(model, clock: clock)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let second = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    model.resetCounts()
    table.moveSection(0, toSection: 2)
    #expect(model.heightCalls == 0)
    #expect(model.cellCalls == 0)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 2)) === first)
    #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === second)
    #expect(first.frame.minY == 0)
    clock.advance(by: 0.3)
    table.animator?.step()
    #expect(first.frame == CGRect(x: 0, y: 240, width: 320, height: 60))
    #expect(second.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
    withExtendedLifetime(model) {}
  }

  @Test("an invalid insert is rejected without asking about a row the model does not have")
  func invalidInsertAsksNothing() {
    let model = Model(rows: [3])
    let table = makeTable(model)
    model.resetCounts()
    let error = table.performBatchUpdates {
      table.insertRows(at: [IndexPath(row: 10, section: 0)], with: .fade)
    }
    #expect(error != nil)
    #expect(model.heightCalls == 0)
    #expect(model.estimateCalls == 0)
    #expect(table.numberOfRows(inSection: 0) == 3)
    withExtendedLifetime(model) {}
  }
}
