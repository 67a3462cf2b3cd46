import SectionalLayout
import SectionalTestSupport
import Testing

/// The difference against a brute-force oracle on seeded random snapshots: replaying it with
/// batch semantics on plain arrays gives the new snapshot, and its moves are the fewest.
@Suite struct SnapshotDifferencePropertyTests {
  typealias Snapshot = DiffableDataSourceSnapshot<Int, Int>

  /// A random snapshot of up to 6 sections (identifiers 0..<10) and 30 items (0..<60).
  func randomSnapshot(using rng: inout SplitMix64) -> Snapshot {
    var snapshot = Snapshot()
    let sections = Array((0..<10).shuffled(using: &rng).prefix(Int.random(in: 0...6, using: &rng)))
    snapshot.appendSections(sections)
    guard !sections.isEmpty else { return snapshot }
    for item in (0..<60).shuffled(using: &rng).prefix(Int.random(in: 0...30, using: &rng)) {
      snapshot.appendItems([item], toSection: sections.randomElement(using: &rng)!)
    }
    return snapshot
  }

  /// `old` after random valid edits through the snapshot's own operations.
  func edited(_ old: Snapshot, marks: Bool, using rng: inout SplitMix64) -> Snapshot {
    var new = old
    for _ in 0..<Int.random(in: 0...12, using: &rng) {
      let items = new.itemIdentifiers
      let sections = new.sectionIdentifiers
      switch Int.random(in: 0..<9, using: &rng) {
      case 0 where !items.isEmpty:
        new.deleteItems([items.randomElement(using: &rng)!])
      case 1 where !sections.isEmpty:
        let fresh = (0..<60).filter { new.indexOfItem($0) == nil }
        if let item = fresh.randomElement(using: &rng) {
          new.appendItems([item], toSection: sections.randomElement(using: &rng)!)
        }
      case 2 where items.count > 1:
        let pair = items.shuffled(using: &rng).prefix(2)
        new.moveItem(pair.first!, beforeItem: pair.last!)
      case 3 where items.count > 1:
        let pair = items.shuffled(using: &rng).prefix(2)
        new.moveItem(pair.first!, afterItem: pair.last!)
      case 4 where sections.count > 1:
        let pair = sections.shuffled(using: &rng).prefix(2)
        new.moveSection(pair.first!, beforeSection: pair.last!)
      case 5 where !sections.isEmpty:
        new.deleteSections([sections.randomElement(using: &rng)!])
      case 6:
        let fresh = (0..<10).filter { new.indexOfSection($0) == nil }
        if let section = fresh.randomElement(using: &rng) {
          if let before = sections.randomElement(using: &rng) {
            new.insertSections([section], beforeSection: before)
          } else {
            new.appendSections([section])
          }
        }
      case 7 where marks && !items.isEmpty:
        new.reloadItems([items.randomElement(using: &rng)!])
      case 8 where marks && !sections.isEmpty:
        new.reloadSections([sections.randomElement(using: &rng)!])
      default:
        break
      }
    }
    return new
  }

  /// The snapshot as plain arrays: each section identifier with its items.
  func contents(_ snapshot: Snapshot) -> [[Int]] {
    snapshot.sectionIdentifiers.map { [$0] + snapshot.itemIdentifiers(inSection: $0) }
  }

  /// Puts `placing` (index to element) into `kept` at their indices, filling the other
  /// places with `kept` in order: what a batch does with one list.
  func place<T>(_ kept: [T], _ placing: [Int: T]) -> [T] {
    var rest = kept[...]
    var result: [T] = []
    for index in 0..<(kept.count + placing.count) {
      if let value = placing[index] {
        result.append(value)
      } else {
        result.append(rest.popFirst()!)
      }
    }
    return result
  }

  /// Replays `difference` on `old` the naive way, with new content taken from `new` for
  /// inserted and reloaded sections and inserted rows.
  func replay(_ difference: SnapshotDifference, _ old: Snapshot, _ new: Snapshot) -> [[Int]] {
    let oldSections = contents(old)
    let goneSections = Set(difference.deletedSections).union(difference.movedSections.keys)
    var keptSections: [(old: Int?, content: [Int])] = []
    for (index, content) in oldSections.enumerated() where !goneSections.contains(index) {
      keptSections.append((index, content))
    }
    var placing: [Int: (old: Int?, content: [Int])] = [:]
    for (from, to) in difference.movedSections { placing[to] = (from, oldSections[from]) }
    for index in difference.insertedSections { placing[index] = (nil, contents(new)[index]) }
    var sections = place(keptSections, placing)
    for index in sections.indices {
      guard let from = sections[index].old else { continue }
      if difference.reloadedSections.contains(from) {
        sections[index].content = contents(new)[index]
        continue
      }
      let items = Array(sections[index].content.dropFirst())
      let gone = Set(
        difference.deletedRows.filter { $0.section == from }.map(\.row)
          + difference.movedRows.keys.filter { $0.section == from }.map(\.row))
      let kept = items.enumerated().filter { !gone.contains($0.offset) }.map(\.element)
      var rows: [Int: Int] = [:]
      for position in difference.insertedRows where position.section == index {
        rows[position.row] =
          new.itemIdentifiers(inSection: new.sectionIdentifiers[index])[
            position.row]
      }
      for (source, target) in difference.movedRows where target.section == index {
        rows[target.row] = oldSections[source.section][source.row + 1]
      }
      sections[index].content = [sections[index].content[0]] + place(kept, rows)
    }
    return sections.map(\.content)
  }

  /// The length of a longest increasing subsequence, the quadratic way.
  func longestIncreasing(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for index in values.indices {
      for earlier in 0..<index where values[earlier] < values[index] {
        best[index] = max(best[index], best[earlier] + 1)
      }
    }
    return best.max() ?? 0
  }

  @Test(
    "replaying the difference on the old snapshot gives the new one, marks included",
    arguments: 0..<300 as Range<UInt64>)
  func replays(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let old = randomSnapshot(using: &rng)
    let new = edited(old, marks: true, using: &rng)
    #expect(new.rejectedOperation == nil)
    let difference = SnapshotDifference(from: old, to: new)
    #expect(replay(difference, old, new) == contents(new), "seed \(seed)")
    for position in difference.reloadedRows {
      let item = old.itemIdentifiers(inSection: old.sectionIdentifiers[position.section])[
        position.row]
      #expect(new.reloadedItemIdentifiers.contains(item), "seed \(seed)")
    }
    for index in difference.reloadedSections {
      #expect(new.reloadedSectionIdentifiers.contains(old.sectionIdentifiers[index]))
    }
  }

  @Test(
    "without reloads the difference moves no more sections and rows than it must",
    arguments: 0..<300 as Range<UInt64>)
  func fewestMoves(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let old = randomSnapshot(using: &rng)
    let new = edited(old, marks: false, using: &rng)
    let difference = SnapshotDifference(from: old, to: new)
    let survivors = old.sectionIdentifiers.compactMap { new.indexOfSection($0) }
    #expect(
      difference.movedSections.count == survivors.count - longestIncreasing(survivors),
      "seed \(seed)")
    for section in old.sectionIdentifiers {
      guard let newSection = new.indexOfSection(section) else { continue }
      let oldSection = old.indexOfSection(section)!
      let staying = old.itemIdentifiers(inSection: section).compactMap { item in
        new.sectionIdentifier(containingItem: item) == section ? new.position(of: item)!.row : nil
      }
      let crossing = old.itemIdentifiers(inSection: section).filter { item in
        guard let other = new.sectionIdentifier(containingItem: item) else { return false }
        return other != section
      }
      let moves = difference.movedRows.filter { $0.key.section == oldSection }
      let within = moves.filter { $0.value.section == newSection }.count
      #expect(within == staying.count - longestIncreasing(staying), "seed \(seed)")
      #expect(moves.count - within == crossing.count, "seed \(seed)")
    }
  }
}
