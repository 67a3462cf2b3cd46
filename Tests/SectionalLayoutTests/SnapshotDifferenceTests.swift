import SectionalLayout
import Testing

/// The difference between two snapshots on hand-made cases, in literal batch terms.
@Suite struct SnapshotDifferenceTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// A snapshot of `sections`, each a section identifier and its items.
  func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// Row position `[section, row]`.
  func at(_ section: Int, _ row: Int) -> RowPosition { RowPosition(row: row, section: section) }

  @Test("items that stay in order are untouched; the others move, go or come")
  func items() {
    let old = snapshot(["A": [1, 2, 3, 4], "B": [5, 6]])
    let new = snapshot(["A": [2, 4, 3, 7], "B": [1, 6]])
    let difference = SnapshotDifference(from: old, to: new)
    var expected = SnapshotDifference()
    expected.deletedRows = [at(1, 0)]
    expected.insertedRows = [at(0, 3)]
    expected.movedRows = [at(0, 0): at(1, 0), at(0, 2): at(0, 2)]
    #expect(difference == expected)
  }

  @Test("a moved section keeps its items; a rotated list moves one element, not all")
  func sections() {
    let old = snapshot(["A": [1], "B": [2], "C": [3], "D": [4]])
    let new = snapshot(["D": [4], "A": [1], "B": [2], "E": [], "C": [3]])
    let difference = SnapshotDifference(from: old, to: new)
    var expected = SnapshotDifference()
    expected.movedSections = [3: 0]
    expected.insertedSections = [3]
    #expect(difference == expected)
  }

  @Test("items leaving a deleted section for a kept one are inserted, not moved")
  func deletedSection() {
    let old = snapshot(["A": [1, 2], "B": [3]])
    let new = snapshot(["B": [3, 2]])
    let difference = SnapshotDifference(from: old, to: new)
    var expected = SnapshotDifference()
    expected.deletedSections = [0]
    expected.insertedRows = [at(0, 1)]
    #expect(difference == expected)
  }

  @Test("reloads: kept rows reload, moved ones are deleted and inserted")
  func reloads() {
    let old = snapshot(["A": [1, 2, 3], "B": [4]])
    var new = snapshot(["B": [4], "A": [1, 3, 2]])
    new.reloadItems([1, 2])
    new.reloadSections(["B"])
    new.reconfigureItems([3, 4])
    let difference = SnapshotDifference(from: old, to: new)
    var expected = SnapshotDifference()
    expected.movedSections = [0: 1]
    expected.reloadedSections = [1]
    expected.reloadedRows = [at(0, 0)]
    expected.deletedRows = [at(0, 1)]
    expected.insertedRows = [at(1, 2)]
    expected.reconfiguredRows = [at(1, 1)]
    #expect(difference == expected)
  }

  @Test("equal snapshots differ in nothing")
  func equal() {
    let old = snapshot(["A": [1, 2], "B": [3]])
    #expect(SnapshotDifference(from: old, to: old).isEmpty)
  }
}
