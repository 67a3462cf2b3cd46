import SectionalGraphics
import SectionalLayout
import SectionalTestSupport
import Testing

@Suite struct BatchUpdatePropertyTests {
  /// The heights of every row of a section description.
  func heights(_ rows: RowHeights) -> [Double] {
    switch rows {
    case .uniform(let height, let count), .estimated(let height, let count):
      Array(repeating: height, count: count)
    case .exact(let heights): heights
    }
  }

  /// Applies placements to a list the slow way: remove first, then insert in ascending order.
  func reference<T>(_ old: [T], removing gone: Set<Int>, placing: [Int: T]) -> [T] {
    var result = old.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
    for (index, value) in placing.sorted(by: { $0.key < $1.key }) {
      result.insert(value, at: index)
    }
    return result
  }

  /// Distinct random positions in `0..<count`.
  func positions(_ wanted: Int, in count: Int, using rng: inout SplitMix64) -> [Int] {
    Array(Array(0..<count).shuffled(using: &rng).prefix(wanted))
  }

  @Test(
    "A random consistent batch gives the rows a naive list model gives",
    arguments: 0..<200 as Range<UInt64>)
  func matchesListModel(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var layout = try TableLayout(spec: .random(using: &rng, maxSections: 8, maxRows: 6), width: 320)
    let old = layout.spec.sections.map { heights($0.rows) }
    var update = BatchUpdate()
    let oldCount = old.count
    let deleted = Set((0..<oldCount).filter { _ in Int.random(in: 0..<5, using: &rng) == 0 })
    let movable = (0..<oldCount).filter { !deleted.contains($0) }
    let moved = movable.filter { _ in Int.random(in: 0..<5, using: &rng) == 0 }
    let insertCount = Int.random(in: 0...2, using: &rng)
    let newCount = oldCount - deleted.count + insertCount
    let targets = positions(moved.count + insertCount, in: newCount, using: &rng)
    update.deleteSections(deleted)
    var sectionPlacing: [Int: Int] = [:]  // new index -> old index, or -1 - insert number
    for (from, to) in zip(moved, targets) {
      update.moveSection(from, toSection: to)
      sectionPlacing[to] = from
    }
    var insertedRows: [Int: [Double]] = [:]
    for (number, index) in targets.dropFirst(moved.count).enumerated() {
      let section = SectionSpec.random(using: &rng, maxRows: 4)
      update.insertSection(section, at: index)
      insertedRows[index] = heights(section.rows)
      sectionPlacing[index] = -1 - number
    }
    let gone = deleted.union(moved)
    let newOld = reference(Array(0..<oldCount), removing: gone, placing: sectionPlacing)

    var expected = newOld.enumerated().map { newIndex, oldIndex in
      oldIndex >= 0 ? old[oldIndex] : insertedRows[newIndex]!
    }
    // Row operations inside surviving sections, with moves between them.
    let survivingNew = newOld.indices.filter { newOld[$0] >= 0 }
    var removed: [Int: Set<Int>] = [:]
    var placed: [Int: [Int: Double]] = [:]
    var movedIn: [Int: [Double]] = [:]
    var reloaded: [Int: [Int: Double]] = [:]
    for newIndex in survivingNew {
      let oldIndex = newOld[newIndex]
      for row in old[oldIndex].indices {
        switch Int.random(in: 0..<8, using: &rng) {
        case 0:
          update.deleteRows(at: [RowPosition(row: row, section: oldIndex)])
          removed[newIndex, default: []].insert(row)
        case 1:
          let height = quarterPoints(in: 0...80, using: &rng)
          update.reloadRow(at: RowPosition(row: row, section: oldIndex), height: height)
          reloaded[newIndex, default: [:]][row] = height
        case 2:
          let destination = survivingNew.randomElement(using: &rng)!
          removed[newIndex, default: []].insert(row)
          movedIn[destination, default: []].append(old[oldIndex][row])
          update.movedRows[RowPosition(row: row, section: oldIndex)] = RowPosition(
            row: -1, section: destination)
        default:
          break
        }
      }
    }
    for newIndex in survivingNew {
      let oldIndex = newOld[newIndex]
      let incoming = movedIn[newIndex] ?? []
      let inserts = Int.random(in: 0...2, using: &rng)
      let newRows = old[oldIndex].count - (removed[newIndex]?.count ?? 0) + incoming.count + inserts
      var slots = positions(incoming.count + inserts, in: newRows, using: &rng)[...]
      for (from, to) in update.movedRows where to.section == newIndex && to.row == -1 {
        let slot = slots.popFirst()!
        update.movedRows[from] = RowPosition(row: slot, section: newIndex)
        placed[newIndex, default: [:]][slot] = old[from.section][from.row]
      }
      for slot in slots {
        let height = quarterPoints(in: 0...80, using: &rng)
        update.insertRow(at: RowPosition(row: slot, section: newIndex), height: height)
        placed[newIndex, default: [:]][slot] = height
      }
      var rows = old[oldIndex]
      for (row, height) in reloaded[newIndex] ?? [:] { rows[row] = height }
      expected[newIndex] = reference(
        rows, removing: removed[newIndex] ?? [], placing: placed[newIndex] ?? [:])
    }
    update.rowCountsAfterUpdate = expected.map(\.count)
    try layout.performBatchUpdates(update)
    #expect(layout.spec.sections.map { heights($0.rows) } == expected, "seed \(seed)")
    // The index map places sections and rows where the layout put them.
    let map = BatchIndexMap(update, oldSectionCount: oldCount)
    #expect(newOld.indices.map(map.oldSection) == newOld.map { $0 >= 0 ? $0 : nil }, "seed \(seed)")
    for (newIndex, rows) in expected.enumerated() {
      for (row, height) in rows.enumerated() {
        let new = RowPosition(row: row, section: newIndex)
        guard let from = map.oldPosition(new), update.reloadedRows[from] == nil else { continue }
        #expect(map.newPosition(from) == new, "seed \(seed)")
        #expect(old[from.section][from.row] == height, "seed \(seed) row \(new)")
      }
    }
  }

  @Test(
    "A batch with one wrong row count leaves the layout exactly as it was",
    arguments: 0..<100 as Range<UInt64>)
  func wrongCountChangesNothing(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var layout = try TableLayout(spec: .random(using: &rng, maxSections: 8, maxRows: 6), width: 320)
    guard layout.numberOfSections > 0 else { return }
    let before = layout
    var update = BatchUpdate()
    let section = Int.random(in: 0..<layout.numberOfSections, using: &rng)
    update.insertRow(at: RowPosition(row: 0, section: section), height: 10)
    update.rowCountsAfterUpdate = (0..<layout.numberOfSections).map {
      layout.numberOfRows(inSection: $0)
    }
    #expect(throws: LayoutError.self, "seed \(seed)") { try layout.performBatchUpdates(update) }
    #expect(layout == before, "seed \(seed)")
  }
}
