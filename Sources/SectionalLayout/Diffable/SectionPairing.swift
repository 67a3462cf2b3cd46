/// The section half of a ``SnapshotDifference``: which sections are deleted, inserted,
/// reloaded and moved, and which old and new sections pair up so that their items are
/// compared.
@usableFromInline
struct SectionPairing {
  /// Deleted sections (replaced ones included), by old index, ascending.
  @usableFromInline var deleted: [Int] = []
  /// Inserted sections (replaced ones included), by new index, ascending.
  @usableFromInline var inserted: [Int] = []
  /// Reloaded sections, by old index, ascending.
  @usableFromInline var reloaded: [Int] = []
  /// Moved sections, old index to new index.
  @usableFromInline var moved: [Int: Int] = [:]
  /// The new index of each old section whose items are compared, else `nil`.
  @usableFromInline var newOfOld: [Int?]
  /// The old index of each new section whose items are compared, else `nil`.
  @usableFromInline var oldOfNew: [Int?]

  /// Pairs the sections of two snapshots.
  ///
  /// - Complexity: O(n + k log k) for n sections and k sections in both.
  @inlinable
  init<S: Hashable, I: Hashable>(
    _ old: DiffableDataSourceSnapshot<S, I>, _ new: DiffableDataSourceSnapshot<S, I>
  ) {
    newOfOld = [Int?](repeating: nil, count: old.numberOfSections)
    oldOfNew = [Int?](repeating: nil, count: new.numberOfSections)
    let reloadMarks = Set(new.reloadedSectionIdentifiers)
    var survivors: [Int] = []
    var survivorTargets: [Int] = []
    for (index, identifier) in old.sectionIdentifiers.enumerated() {
      if let target = new.sectionIndices[identifier] {
        survivors.append(index)
        survivorTargets.append(target)
      } else {
        deleted.append(index)
      }
    }
    let kept = longestIncreasingRun(survivorTargets)
    var placed = [Bool](repeating: false, count: new.numberOfSections)
    for (position, from) in survivors.enumerated() {
      let to = survivorTargets[position]
      let reload = reloadMarks.contains(old.sectionIdentifiers[from])
      switch (kept[position], reload) {
      case (true, true):
        reloaded.append(from)
        placed[to] = true
      case (false, true):
        deleted.append(from)
      case (true, false):
        newOfOld[from] = to
        oldOfNew[to] = from
        placed[to] = true
      case (false, false):
        moved[from] = to
        newOfOld[from] = to
        oldOfNew[to] = from
        placed[to] = true
      }
    }
    deleted.sort()
    inserted = placed.indices.filter { !placed[$0] }
  }

  /// The new index of an old section whose items are compared, `nil` for a deleted,
  /// reloaded or replaced one.
  @inlinable
  func pairedNew(_ old: Int) -> Int? { newOfOld[old] }

  /// The old index of a new section whose items are compared, `nil` for an inserted,
  /// reloaded or replaced one.
  @inlinable
  func pairedOld(_ new: Int) -> Int? { oldOfNew[new] }
}
