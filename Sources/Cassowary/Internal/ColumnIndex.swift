/// The column index: for each symbol, the slots of the rows that contain it.
///
/// Original Cassowary keeps this map (`ClTableau._columns`); kiwi drops it and scans every row on
/// each substitution (Documentation/Solver.md § Substitution and the two simplex passes). Here each
/// column is a singly linked list threaded through three flat arrays, so a new symbol costs no
/// allocation and a fresh solver allocates only a few buffers. Columns are unordered; no solver
/// decision depends on their order.
struct ColumnIndex {
  /// The first entry of each symbol's column, or -1.
  var head: [Int32] = []
  /// The next entry in the same column, or -1 (for free entries: the next free entry).
  var next: [Int32] = []
  /// The row slot of each entry.
  var slot: [Int32] = []
  /// The first free entry, or -1.
  var free: Int32 = -1

  /// Adds an empty column for a new symbol.
  @inline(__always)
  mutating func appendSymbol() { head.append(-1) }

  /// Records that the row in `rowSlot` contains `symbol`.
  @inline(__always)
  mutating func insert(_ symbol: Int32, _ rowSlot: Int32) {
    var entry = free
    if entry >= 0 {
      free = next[Int(entry)]
      slot[Int(entry)] = rowSlot
    } else {
      entry = Int32(slot.count)
      slot.append(rowSlot)
      next.append(-1)
    }
    next[Int(entry)] = head[Int(symbol)]
    head[Int(symbol)] = entry
  }

  /// Records that the row in `rowSlot` no longer contains `symbol`.
  ///
  /// - Complexity: O(column length).
  @inline(__always)
  mutating func remove(_ symbol: Int32, _ rowSlot: Int32) {
    var previous: Int32 = -1
    var entry = head[Int(symbol)]
    while entry >= 0 {
      if slot[Int(entry)] == rowSlot {
        if previous < 0 {
          head[Int(symbol)] = next[Int(entry)]
        } else {
          next[Int(previous)] = next[Int(entry)]
        }
        release(entry)
        return
      }
      previous = entry
      entry = next[Int(entry)]
    }
  }

  /// Returns an entry to the free list.
  @inline(__always)
  mutating func release(_ entry: Int32) {
    next[Int(entry)] = free
    free = entry
  }

  /// Whether `symbol`'s column is empty.
  @inline(__always)
  func isEmpty(_ symbol: Int32) -> Bool { head[Int(symbol)] < 0 }

  /// Whether `symbol`'s column lists `rowSlot`.
  ///
  /// - Complexity: O(column length).
  func contains(_ symbol: Int32, _ rowSlot: Int32) -> Bool {
    var entry = head[Int(symbol)]
    while entry >= 0 {
      if slot[Int(entry)] == rowSlot { return true }
      entry = next[Int(entry)]
    }
    return false
  }

  /// The slots in `symbol`'s column, as an array (for checks and rare paths).
  ///
  /// - Complexity: O(column length).
  func slots(_ symbol: Int32) -> [Int32] {
    var result: [Int32] = []
    var entry = head[Int(symbol)]
    while entry >= 0 {
      result.append(slot[Int(entry)])
      entry = next[Int(entry)]
    }
    return result
  }

  /// Empties every column and keeps `symbols` of them, keeping capacity.
  ///
  /// - Complexity: O(symbols).
  mutating func clear(symbols: Int) {
    head.clearKeepingCapacity()
    head.append(contentsOf: repeatElement(-1, count: symbols))
    next.clearKeepingCapacity()
    slot.clearKeepingCapacity()
    free = -1
  }
}
