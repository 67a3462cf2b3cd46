import Foundation
import Sectional
import SectionalLayout

/// The diff suite: applying a snapshot of N items (100 000 by default) in one section with
/// 1% of them changed (a third deleted, a third inserted at random places, a third moved to
/// random places; seeded, the same data for every workload).
///
/// Workload A is our ``SnapshotDifference`` of the two snapshots; workload B is the standard
/// library's `new.difference(from: old).inferringMoves()` on the same items as plain arrays,
/// the CollectionDifference approach, side by side; workload C is the whole
/// `TableViewDiffableDataSource.apply` on a 390×844 table showing the old snapshot: the
/// difference, the batch update and the new tiling. Figures: nanoseconds per item and the
/// operations found (moves for A and C, removals and insertions for B). Each workload checks
/// its result: A's deletes and inserts are exactly the edits and its moves at most the moved
/// items; B's difference applied to the old array gives the new one; C's table shows the new
/// number of rows.
enum DiffSuite: BenchmarkSuite {
  static let name = "diff"
  static let summary = "diffable snapshot of 10^5 items, 1% changed: ours vs difference(from:)"

  static func run(options: Options, harness: inout Harness) throws {
    let letters = options.workloads ?? "ABC"
    for letter in letters where !"ABC".contains(letter) {
      throw BenchmarkFailure("diff: unknown workload '\(letter)' (use letters from ABC)")
    }
    let sizes = options.sizes ?? [100_000]
    try MainActor.assumeIsolated {
      if letters.contains("A") {
        try harness.sweep(suite: name, workload: "A", sizes: sizes, body: ours)
      }
      if letters.contains("B") {
        try harness.sweep(suite: name, workload: "B", sizes: sizes, body: standardLibrary)
      }
      if letters.contains("C") {
        try harness.sweep(suite: name, workload: "C", sizes: sizes) { try apply($0) }
      }
    }
  }

  /// The old and new items of size `n` and the number of deleted, inserted and moved items.
  static func data(_ n: Int) -> (old: [Int], new: [Int], deleted: Int, inserted: Int, moved: Int) {
    var random = DiffRandom(seed: UInt64(n))
    let old = Array(0..<n)
    let changes = max(3, n / 100)
    let deleted = changes / 3
    let inserted = changes / 3
    let moved = changes - deleted - inserted
    var new = old
    var picked = Set<Int>()
    while picked.count < deleted + moved { picked.insert(Int.random(in: 0..<n, using: &random)) }
    let movers = Array(picked.sorted().shuffled(using: &random).prefix(moved))
    new.removeAll { picked.contains($0) }
    for item in movers {
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    for item in n..<(n + inserted) {
      new.insert(item, at: Int.random(in: 0...new.count, using: &random))
    }
    return (old, new, deleted, inserted, moved)
  }

  /// A one-section snapshot of `items`.
  static func snapshot(_ items: [Int]) -> DiffableDataSourceSnapshot<Int, Int> {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(items, toSection: 0)
    return snapshot
  }

  /// Workload A: our difference of the two snapshots.
  static func ours(_ n: Int) throws -> Sample {
    let (old, new, deleted, inserted, moved) = data(n)
    let before = snapshot(old)
    let after = snapshot(new)
    let clock = ContinuousClock()
    let start = clock.now
    let difference = SnapshotDifference(from: before, to: after)
    let timed = (clock.now - start).seconds
    guard difference.deletedRows.count == deleted, difference.insertedRows.count == inserted,
      difference.movedRows.count <= moved, !difference.movedRows.isEmpty
    else {
      throw BenchmarkFailure(
        "CHECK FAILED: diff A at \(n): \(difference.deletedRows.count) deletes, "
          + "\(difference.insertedRows.count) inserts, \(difference.movedRows.count) moves; "
          + "expected \(deleted), \(inserted), at most \(moved)")
    }
    blackHole(difference)
    return Sample(
      timed: timed, checksum: Double(difference.movedRows.count), constraints: n,
      figures: [
        Figure(key: "ns_per_item", value: timed * 1e9 / Double(n), unit: "ns/item"),
        Figure(key: "moves", value: Double(difference.movedRows.count), unit: "moves"),
      ])
  }

  /// Workload B: the standard library's difference with inferred moves on the same items.
  static func standardLibrary(_ n: Int) throws -> Sample {
    let (old, new, _, _, _) = data(n)
    let clock = ContinuousClock()
    let start = clock.now
    let difference = new.difference(from: old).inferringMoves()
    let timed = (clock.now - start).seconds
    guard old.applying(difference) == new else {
      throw BenchmarkFailure("CHECK FAILED: diff B at \(n): the difference does not apply")
    }
    let changes = difference.removals.count + difference.insertions.count
    blackHole(difference)
    return Sample(
      timed: timed, checksum: Double(changes), constraints: n,
      figures: [
        Figure(key: "ns_per_item", value: timed * 1e9 / Double(n), unit: "ns/item"),
        Figure(key: "changes", value: Double(changes), unit: "removals+insertions"),
      ])
  }

  /// Workload C: the whole apply on a table that shows the old snapshot.
  @MainActor
  static func apply(_ n: Int) throws -> Sample {
    let (old, new, _, _, _) = data(n)
    let table = TableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), style: .plain)
    table.rowHeight = 44
    table.register(TableViewCell.self, forCellReuseIdentifier: "Item")
    let dataSource = TableViewDiffableDataSource<Int, Int>(tableView: table) {
      table, indexPath, item in
      let cell = table.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
      cell.textLabel?.text = String(item)
      return cell
    }
    dataSource.apply(snapshot(old), animatingDifferences: false)
    table.layoutIfNeeded()
    let after = snapshot(new)
    let clock = ContinuousClock()
    let start = clock.now
    let error = dataSource.apply(after, animatingDifferences: false)
    table.layoutIfNeeded()
    let timed = (clock.now - start).seconds
    guard error == nil, table.numberOfRows(inSection: 0) == new.count else {
      throw BenchmarkFailure(
        "CHECK FAILED: diff C at \(n): \(String(describing: error)), "
          + "\(table.numberOfRows(inSection: 0)) rows, expected \(new.count)")
    }
    return Sample(
      timed: timed, checksum: Double(new.count), constraints: n,
      figures: [Figure(key: "ns_per_item", value: timed * 1e9 / Double(n), unit: "ns/item")])
  }
}

/// SplitMix64, so the suite's data is the same on every run and machine.
struct DiffRandom: RandomNumberGenerator {
  /// The generator's state.
  var state: UInt64

  /// Creates a generator from `seed`.
  init(seed: UInt64) { state = seed }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
