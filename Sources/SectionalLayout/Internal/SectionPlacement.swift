/// Where each section of a table stands after a ``BatchUpdate``: UIKit's batch order, the one
/// algorithm both ``TableLayout/performBatchUpdates(_:)`` and ``BatchIndexMap`` use.
///
/// Inserts and moves-in name new indices and are placed at them first; every other surviving
/// section keeps its order and fills the free places. Deletes and moves-out name old indices.
/// An operation that cannot be placed is skipped and the first such one is kept as
/// ``problem``, with UIKit's text, so a lenient caller still gets a map and a validating one
/// throws exactly what UIKit reports first.
struct SectionPlacement {
  /// The old index of each new section, `nil` for inserted ones.
  private(set) var oldIndexOfNew: [Int?]
  /// The first section operation that could not be placed, `nil` when every one was.
  private(set) var problem: LayoutError?

  /// Places the sections of `update` over a table of `oldCount` sections.
  ///
  /// Old indices are not checked here beyond skipping those out of range (the planner checks
  /// them first, and its messages come first).
  ///
  /// - Complexity: O(n + operations · log operations) for n sections.
  init(_ update: BatchUpdate, oldCount: Int) {
    let newCount = max(
      0, oldCount - update.deletedSections.count + update.insertedSections.count)
    oldIndexOfNew = [Int?](repeating: nil, count: newCount)
    problem = nil
    var placed = [Bool](repeating: false, count: newCount)
    for index in update.insertedSections.keys.sorted() {
      guard index >= 0 && index < newCount else {
        reject(
          "Invalid update: attempt to insert section \(index) but there are only \(newCount) "
            + "sections after the update")
        continue
      }
      placed[index] = true
    }
    for (from, to) in update.movedSections.sorted(by: { $0.key < $1.key }) {
      guard to >= 0 && to < newCount else {
        reject(
          "Invalid update: attempt to move section \(from) to section \(to), but there are only "
            + "\(newCount) sections after the update")
        continue
      }
      guard !placed[to] else {
        let what = update.insertedSections[to] != nil ? "insert and move" : "move two sections"
        reject("Invalid update: attempt to \(what) to the same section (\(to))")
        continue
      }
      guard from >= 0 && from < oldCount else { continue }
      placed[to] = true
      oldIndexOfNew[to] = from
    }
    var slot = 0
    for old in 0..<oldCount
    where !update.deletedSections.contains(old) && update.movedSections[old] == nil {
      while slot < newCount && placed[slot] { slot += 1 }
      guard slot < newCount else { break }
      oldIndexOfNew[slot] = old
      slot += 1
    }
  }

  /// Keeps `message` as the problem unless an earlier operation already failed.
  private mutating func reject(_ message: String) {
    if problem == nil { problem = .invalidUpdate(message) }
  }
}
