import Testing

@testable import Sectional

/// Mapping elements across a batch update: deletes first at old indices, inserts at new ones.
@Suite struct BatchIndexMapTests {
  @Test("sections shift past deletes and inserts; deleted and reloaded ones vanish")
  func sections() throws {
    var update = BatchUpdate()
    update.deleteSections([0])
    update.insertSection(SectionSpec(header: nil, rows: .uniform(44, count: 1)), at: 1)
    update.reloadSection(3, with: SectionSpec(header: nil, rows: .uniform(44, count: 1)))
    let map = try #require(BatchIndexMap(update))
    #expect(map.map(.header(section: 0)) == nil)
    #expect(map.map(.header(section: 1)) == .header(section: 0))
    #expect(map.map(.header(section: 2)) == .header(section: 2))
    #expect(map.map(.footer(section: 3)) == nil)
    #expect(map.map(.tableHeader) == .tableHeader)
  }

  @Test("rows shift past deleted and inserted rows of their section")
  func rows() throws {
    var update = BatchUpdate()
    update.deleteRows(at: [IndexPath(row: 1, section: 0)])
    update.insertRow(at: IndexPath(row: 0, section: 0), height: 44)
    let map = try #require(BatchIndexMap(update))
    #expect(map.map(.row(IndexPath(row: 1, section: 0))) == nil)
    #expect(map.map(.row(IndexPath(row: 0, section: 0))) == .row(IndexPath(row: 1, section: 0)))
    #expect(map.map(.row(IndexPath(row: 2, section: 0))) == .row(IndexPath(row: 2, section: 0)))
    #expect(map.map(.row(IndexPath(row: 2, section: 1))) == .row(IndexPath(row: 2, section: 1)))
  }

  @Test("batches with moves are not mapped")
  func moves() {
    var update = BatchUpdate()
    update.moveSection(0, toSection: 1)
    #expect(BatchIndexMap(update) == nil)
  }
}
