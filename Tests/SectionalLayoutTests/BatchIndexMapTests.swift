import Foundation
import SectionalLayout
import SectionalTestSupport
import Testing

/// Mapping elements across a batch update: deletes first at old indices, inserts at new ones.
@Suite struct BatchIndexMapTests {
  @Test("sections shift past deletes and inserts; deleted and reloaded ones vanish")
  func sections() {
    var update = BatchUpdate()
    update.deleteSections([0])
    update.insertSection(SectionSpec(header: nil, rows: .uniform(44, count: 1)), at: 1)
    update.reloadSection(3, with: SectionSpec(header: nil, rows: .uniform(44, count: 1)))
    let map = BatchIndexMap(update, oldSectionCount: 4)
    #expect(map.map(.header(section: 0)) == nil)
    #expect(map.map(.header(section: 1)) == .header(section: 0))
    #expect(map.map(.header(section: 2)) == .header(section: 2))
    #expect(map.map(.footer(section: 3)) == nil)
    #expect(map.map(.tableHeader) == .tableHeader)
  }

  @Test("rows shift past deleted and inserted rows of their section")
  func rows() {
    var update = BatchUpdate()
    update.deleteRows(at: [RowPosition(row: 1, section: 0)])
    update.insertRow(at: RowPosition(row: 0, section: 0), height: 44)
    let map = BatchIndexMap(update, oldSectionCount: 2)
    #expect(map.map(.row(RowPosition(row: 1, section: 0))) == nil)
    #expect(map.map(.row(RowPosition(row: 0, section: 0))) == .row(RowPosition(row: 1, section: 0)))
    #expect(map.map(.row(RowPosition(row: 2, section: 0))) == .row(RowPosition(row: 2, section: 0)))
    #expect(map.map(.row(RowPosition(row: 2, section: 1))) == .row(RowPosition(row: 2, section: 1)))
  }

  @Test("a moved section and a moved row map both ways, and the others fill the gaps")
  func moves() {
    var update = BatchUpdate()
    update.moveSection(0, toSection: 2)
    update.moveRow(at: RowPosition(row: 0, section: 1), to: RowPosition(row: 2, section: 0))
    let map = BatchIndexMap(update, oldSectionCount: 3)
    #expect(map.map(.header(section: 0)) == .header(section: 2))
    #expect(map.map(.header(section: 1)) == .header(section: 0))
    #expect(map.map(.footer(section: 2)) == .footer(section: 1))
    #expect(map.map(.row(RowPosition(row: 0, section: 1))) == .row(RowPosition(row: 2, section: 0)))
    #expect(map.map(.row(RowPosition(row: 1, section: 1))) == .row(RowPosition(row: 0, section: 0)))
    #expect(map.map(.row(RowPosition(row: 3, section: 1))) == .row(RowPosition(row: 3, section: 0)))
    #expect(
      map.oldKind(.row(RowPosition(row: 3, section: 0))) == .row(RowPosition(row: 3, section: 1)))
    #expect(
      map.oldKind(.row(RowPosition(row: 2, section: 0))) == .row(RowPosition(row: 0, section: 1)))
    #expect(map.oldKind(.header(section: 1)) == .header(section: 2))
  }

  @Test("any seeded batch of row deletes and inserts maps old rows to new and back")
  func roundTrip() {
    for seed: UInt64 in 1...50 {
      var random = SplitMix64(seed: seed)
      let rows = Int.random(in: 1...12, using: &random)
      var update = BatchUpdate()
      let deleted = (0..<rows).filter { _ in Bool.random(using: &random) }
      update.deleteRows(at: deleted.map { RowPosition(row: $0, section: 0) })
      let newRows = rows - deleted.count + Int.random(in: 0...3, using: &random)
      let inserted = (0..<newRows).shuffled(using: &random).prefix(newRows - rows + deleted.count)
      for row in inserted { update.insertRow(at: RowPosition(row: row, section: 0), height: 44) }
      let map = BatchIndexMap(update, oldSectionCount: 1)
      var mapped: [Int] = []
      for row in 0..<rows where !deleted.contains(row) {
        let new = map.newPosition(RowPosition(row: row, section: 0))
        #expect(new.flatMap(map.oldPosition) == RowPosition(row: row, section: 0), "seed \(seed)")
        mapped.append(new?.row ?? -1)
      }
      #expect(mapped == mapped.sorted(), "seed \(seed): survivors keep their order")
      #expect(Set(mapped).isDisjoint(with: inserted), "seed \(seed): no survivor on an insert")
      #expect(mapped.allSatisfy { $0 >= 0 && $0 < newRows }, "seed \(seed)")
    }
  }

  @Test("an invalid batch builds a map without trapping, and the layout rejects it")
  func invalidIndices() throws {
    var update = BatchUpdate()
    update.insertSection(SectionSpec(header: nil, rows: .uniform(44, count: 1)), at: -2)
    update.moveSection(7, toSection: -1)
    update.moveSection(0, toSection: 9)
    update.deleteSections([5])
    let map = BatchIndexMap(update, oldSectionCount: 2)
    #expect(map.newSection(1) == 0)
    #expect(map.oldSection(-1) == nil)
    let spec = TableSpec(
      style: .plain, metrics: .iOS15,
      sections: Array(repeating: SectionSpec(header: nil, rows: .uniform(44, count: 1)), count: 2))
    var layout = try TableLayout(spec: spec, width: 320)
    var move = BatchUpdate()
    move.moveSection(7, toSection: -1)
    #expect(throws: LayoutError.self) { try layout.performBatchUpdates(move) }
    #expect(layout.numberOfSections == 2)
  }
}
