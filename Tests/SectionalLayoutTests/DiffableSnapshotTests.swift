import SectionalLayout
import Testing

/// The snapshot's operations and queries, and the messages of the operations it refuses.
@Suite struct DiffableSnapshotTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  /// Sections A [1, 2, 3] and B [4, 5].
  func twoSections() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.appendSections(["A", "B"])
    snapshot.appendItems([1, 2, 3], toSection: "A")
    snapshot.appendItems([4, 5])
    return snapshot
  }

  /// Every section with its items, for literal comparisons.
  func contents(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map {
      "\($0): " + snapshot.itemIdentifiers(inSection: $0).map(String.init).joined(separator: " ")
    }
  }

  @Test("appending sections and items answers every query by identifier")
  func queries() {
    let snapshot = twoSections()
    #expect(snapshot.numberOfSections == 2)
    #expect(snapshot.numberOfItems == 5)
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
    #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(snapshot.numberOfItems(inSection: "B") == 2)
    #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
    #expect(snapshot.sectionIdentifier(containingItem: 5) == "B")
    #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.indexOfItem(9) == nil)
    #expect(snapshot.indexOfSection("B") == 1)
    #expect(snapshot.indexOfSection("Z") == nil)
    #expect(snapshot.numberOfItems(inSection: "Z") == 0)
    #expect(snapshot.itemIdentifiers(inSection: "Z") == [])
    #expect(snapshot.rejectedOperation == nil)
  }

  @Test("inserting before and after, moving and deleting keep every index current")
  func edits() {
    var snapshot = twoSections()
    snapshot.insertSections(["Z"], beforeSection: "A")
    snapshot.insertSections(["C"], afterSection: "B")
    snapshot.insertItems([10], beforeItem: 1)
    snapshot.insertItems([11], afterItem: 5)
    snapshot.appendItems([12], toSection: "Z")
    snapshot.moveItem(2, afterItem: 4)
    snapshot.moveItem(12, beforeItem: 10)
    snapshot.moveSection("Z", afterSection: "C")
    snapshot.deleteItems([3])
    #expect(contents(snapshot) == ["A: 12 10 1", "B: 4 2 5 11", "C: ", "Z: "])
    #expect(snapshot.indexOfItem(11) == 6)
    #expect(snapshot.indexOfSection("Z") == 3)
    snapshot.deleteSections(["B"])
    #expect(contents(snapshot) == ["A: 12 10 1", "C: ", "Z: "])
    #expect(snapshot.numberOfItems == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 4) == nil)
    #expect(snapshot.indexOfSection("Z") == 2)
    #expect(snapshot.rejectedOperation == nil)
  }

  @Test("reload and reconfigure marks keep their order, once each, and leave with their items")
  func marks() {
    var snapshot = twoSections()
    snapshot.reloadItems([3, 1, 3])
    snapshot.reconfigureItems([4, 2])
    snapshot.reloadSections(["B"])
    snapshot.deleteItems([1])
    snapshot.deleteSections(["B"])
    #expect(snapshot.reloadedItemIdentifiers == [3])
    #expect(snapshot.reconfiguredItemIdentifiers == [2])
    #expect(snapshot.reloadedSectionIdentifiers == [])
  }

  @Test("deleteAllItems leaves no sections and no items")
  func deleteAll() {
    var snapshot = twoSections()
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
    snapshot.appendSections(["A"])
    snapshot.appendItems([1])
    #expect(contents(snapshot) == ["A: 1"])
  }

  @Test("appending an item twice or one already present is refused with UIKit's message")
  func duplicateItems() {
    var snapshot = twoSections()
    snapshot.appendItems([7, 2, 7, 8], toSection: "B")
    #expect(
      snapshot.rejectedOperation?.message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n"
        + "    2,\n    7\n)}")
    #expect(contents(snapshot) == ["A: 1 2 3", "B: 4 5"])
  }

  @Test("an item appended to a second section is refused: an item lives in one section")
  func itemInTwoSections() {
    var snapshot = twoSections()
    snapshot.appendItems([1], toSection: "B")
    #expect(
      snapshot.rejectedOperation?.message
        == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}")
    #expect(snapshot.sectionIdentifier(containingItem: 1) == "A")
  }

  @Test("a duplicate section identifier is refused with the section form of the message")
  func duplicateSections() {
    var snapshot = twoSections()
    snapshot.appendSections(["C", "A"])
    #expect(
      snapshot.rejectedOperation?.message
        == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n"
        + "    A\n)}")
    #expect(snapshot.sectionIdentifiers == ["A", "B"])
  }

  @Test("operations on identifiers the snapshot lacks are refused and the first one is kept")
  func missingIdentifiers() {
    var snapshot = twoSections()
    snapshot.reloadItems([2, 9])
    snapshot.deleteSections(["Q"])
    #expect(
      snapshot.rejectedOperation?.message
        == "Attempted to reload item identifier that does not exist in the snapshot: 9")
    #expect(snapshot.reloadedItemIdentifiers == [])
    #expect(snapshot.numberOfSections == 2)

    var other = twoSections()
    other.insertItems([6], afterItem: 42)
    #expect(
      other.rejectedOperation?.message
        == "Attempted to insert after item identifier that does not exist in the snapshot: 42")
    var third = twoSections()
    third.moveSection("A", beforeSection: "Q")
    #expect(
      third.rejectedOperation?.message
        == "Attempted to move relative to section identifier that does not exist in the "
        + "snapshot: Q")
    #expect(third.sectionIdentifiers == ["A", "B"])
  }

  @Test("appending items with no section is refused with UIKit's message")
  func noSections() {
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    #expect(
      snapshot.rejectedOperation?.message
        == "There are currently no sections in the data source. Please add a section first.")
    #expect(snapshot.numberOfItems == 0)
  }

  @Test("moving an item relative to itself is refused")
  func moveOntoItself() {
    var snapshot = twoSections()
    snapshot.moveItem(2, beforeItem: 2)
    #expect(
      snapshot.rejectedOperation?.message
        == "Attempted to move item identifier relative to itself: 2")
    #expect(contents(snapshot) == ["A: 1 2 3", "B: 4 5"])
  }
}
