/// The required single-variable bounds of a sparse system, grouped by variable and direction,
/// so that only the tightest bound of each group is in the tableau (Documentation/Solver.md §
/// Single-variable bounds).
///
/// A required `a·v + c ≥ 0` or `a·v + c ≤ 0` bounds `v` by `−c / a` from below or above. Of
/// the bounds of one variable in one direction, the tightest implies all the others, so the
/// others are *dormant*: added, answered by `contains` and `constant(of:)`, but not in the
/// tableau. Removing the active bound activates the next tightest. Ties go to the bound added
/// first. This type only keeps the bookkeeping; `SolverEngine` moves bounds in and out of the
/// tableau.
struct BoundGroups {
  /// Which variable a bound limits, and from which side.
  struct Key: Hashable {
    /// The bounded variable's identity.
    let variable: UInt64
    /// Whether the bound is an upper one (`v ≤ value`).
    let upper: Bool
  }

  /// One grouped constraint.
  struct Entry {
    /// The constraint.
    let constraint: Constraint
    /// Its group.
    let key: Key
    /// The coefficient of its one term.
    let coefficient: Double
    /// Its current constant (changed by `setConstant`).
    var constant: Double
    /// Whether it is the one in the tableau.
    var isActive: Bool
    /// A fresh stamp whenever the entry changes state, so that heap items pushed before
    /// are recognised as stale.
    var version: UInt64
    /// The sparse engine's add order given to the bound when it was added (kept when it
    /// moves in and out of the tableau, so explanations and rebuilds keep the caller's
    /// order); the earlier bound wins a tie.
    let order: UInt64

    /// How tight the bound is: larger is tighter (the bound value for a lower bound, its
    /// negation for an upper one).
    var tightness: Double {
      let value = -constant / coefficient
      return key.upper ? -value : value
    }
  }

  /// A dormant bound on its group's heap.
  struct Item {
    /// The entry's tightness when pushed.
    let tightness: Double
    /// The entry's add order.
    let order: UInt64
    /// The constraint's identity.
    let id: UInt64
    /// The entry's version when pushed.
    let version: UInt64

    /// Whether this item comes out of the heap before `other`: tighter first, then earlier.
    func precedes(_ other: Item) -> Bool {
      tightness != other.tightness ? tightness > other.tightness : order < other.order
    }
  }

  /// The bounds of one variable in one direction.
  struct Group {
    /// The identity of the bound in the tableau, if any.
    var active: UInt64?
    /// The dormant bounds, tightest first (a binary heap with lazy deletion).
    var heap: [Item] = []
  }

  /// Every grouped constraint by identity.
  var entries: [UInt64: Entry] = [:]
  /// The groups by key.
  var groups: [Key: Group] = [:]
  /// The next version stamp.
  var nextVersion: UInt64 = 1

  /// Whether no bound is grouped.
  var isEmpty: Bool { entries.isEmpty }

  /// The group key of `constraint` when it is a required inequality with exactly one term,
  /// else nil.
  static func key(of constraint: Constraint) -> (Key, Double)? {
    guard constraint.strength.isRequired, constraint.relation != .equal,
      constraint.expression.terms.count == 1
    else { return nil }
    let term = constraint.expression.terms[0]
    let a = term.coefficient
    guard !isNearZero(a) else { return nil }
    let upper = (constraint.relation == .lessThanOrEqual) == (a > 0)
    return (Key(variable: term.variable.id, upper: upper), a)
  }

  /// Forgets every bound.
  mutating func removeAll() {
    entries.removeAll()
    groups.removeAll()
    nextVersion = 1
  }

  /// Makes a new entry for `constraint` with add order `order`, inactive and not yet on a
  /// heap.
  func makeEntry(_ constraint: Constraint, key: Key, coefficient: Double, order: UInt64)
    -> Entry
  {
    Entry(
      constraint: constraint, key: key, coefficient: coefficient,
      constant: constraint.expression.constant, isActive: false, version: 0, order: order)
  }

  /// The active entry of `key`'s group.
  func activeEntry(of key: Key) -> Entry? {
    guard let id = groups[key]?.active else { return nil }
    return entries[id]
  }

  /// Records `entry` as dormant and pushes it onto its group's heap.
  mutating func makeDormant(_ entry: Entry) {
    var entry = entry
    entry.isActive = false
    entry.version = nextVersion
    nextVersion += 1
    let id = entry.constraint.id
    entries[id] = entry
    // Taken out of the dictionary while edited, so the heap is not copied on write.
    var group = groups.removeValue(forKey: entry.key) ?? Group()
    if group.active == id { group.active = nil }
    group.heap.append(
      Item(tightness: entry.tightness, order: entry.order, id: id, version: entry.version))
    var child = group.heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      if !group.heap[child].precedes(group.heap[parent]) { break }
      group.heap.swapAt(parent, child)
      child = parent
    }
    groups[entry.key] = group
  }

  /// Records `entry` as its group's active bound.
  mutating func makeActive(_ entry: Entry) {
    var entry = entry
    entry.isActive = true
    entry.version = nextVersion
    nextVersion += 1
    entries[entry.constraint.id] = entry
    groups[entry.key, default: Group()].active = entry.constraint.id
  }

  /// Forgets the grouped constraint `id`; a dormant one's heap item goes stale.
  mutating func forget(_ id: UInt64) {
    guard let entry = entries.removeValue(forKey: id) else { return }
    if groups[entry.key]?.active == id { groups[entry.key]?.active = nil }
    if groups[entry.key]?.active == nil, groups[entry.key]?.heap.isEmpty == true {
      groups[entry.key] = nil
    }
  }

  /// The tightest live dormant entry of `key`'s group, dropping stale heap items on the way.
  mutating func tightestDormant(of key: Key) -> Entry? {
    guard var group = groups.removeValue(forKey: key) else { return nil }
    defer { groups[key] = group }
    while let top = group.heap.first {
      if let entry = entries[top.id], !entry.isActive, entry.version == top.version {
        return entry
      }
      Self.popTop(&group.heap)
    }
    return nil
  }

  /// Removes the tightest item of `key`'s heap (the one `tightestDormant` returned).
  mutating func popTightest(of key: Key) {
    guard var group = groups.removeValue(forKey: key) else { return }
    if group.heap.isEmpty {
      groups[key] = group
      return
    }
    Self.popTop(&group.heap)
    groups[key] = group
  }

  /// Removes the first item of a heap.
  private static func popTop(_ heap: inout [Item]) {
    let last = heap.removeLast()
    if heap.isEmpty { return }
    heap[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= heap.count { break }
      var child = left
      if left + 1 < heap.count && heap[left + 1].precedes(heap[left]) { child = left + 1 }
      if !heap[child].precedes(heap[parent]) { break }
      heap.swapAt(parent, child)
      parent = child
    }
  }
}
