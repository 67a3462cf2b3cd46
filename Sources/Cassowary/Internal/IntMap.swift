/// An open-addressing hash map from nonzero 64-bit identities to 32-bit indices.
///
/// Linear probing with Fibonacci hashing and backward-shift deletion, no tombstones. The
/// solver only looks keys up; it never iterates the map, so no hash order can reach a
/// solver decision. `removeAll()` keeps the allocated capacity.
struct IntMap {
  /// Keys; 0 marks an empty slot.
  private var keys: [UInt64] = []
  /// Values, parallel to `keys`.
  private var values: [Int32] = []
  /// Number of stored keys.
  private(set) var count = 0
  /// `keys.count - 1`; the capacity is a power of two.
  private var mask = -1

  /// The slot where probing for `key` starts.
  @inline(__always)
  private func home(_ key: UInt64) -> Int {
    Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
  }

  /// Returns the value stored for `key`, or nil.
  ///
  /// - Complexity: O(1) expected.
  func value(for key: UInt64) -> Int32? {
    if count == 0 { return nil }
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k == key { return values[slot] }
      if k == 0 { return nil }
      slot = (slot + 1) & mask
    }
  }

  /// Stores `value` for `key`, replacing any previous value.
  ///
  /// - Complexity: O(1) amortized expected.
  mutating func set(_ value: Int32, for key: UInt64) {
    if (count + 1) * 4 > keys.count * 3 { grow() }
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k == key {
        values[slot] = value
        return
      }
      if k == 0 {
        keys[slot] = key
        values[slot] = value
        count += 1
        return
      }
      slot = (slot + 1) & mask
    }
  }

  /// Removes `key` if present.
  ///
  /// - Complexity: O(1) expected.
  mutating func remove(_ key: UInt64) {
    if count == 0 { return }
    var slot = home(key)
    while true {
      let k = keys[slot]
      if k == 0 { return }
      if k == key { break }
      slot = (slot + 1) & mask
    }
    // Backward-shift deletion: move later members of the probe run into the hole.
    var hole = slot
    var next = (hole + 1) & mask
    while keys[next] != 0 {
      let wanted = home(keys[next])
      let distanceNext = (next - wanted) & mask
      let distanceHole = (hole - wanted) & mask
      if distanceHole <= distanceNext {
        keys[hole] = keys[next]
        values[hole] = values[next]
        hole = next
      }
      next = (next + 1) & mask
    }
    keys[hole] = 0
    count -= 1
  }

  /// Forgets every key and keeps the capacity.
  ///
  /// - Complexity: O(capacity).
  mutating func removeAll() {
    if count == 0 { return }
    for i in keys.indices { keys[i] = 0 }
    count = 0
  }

  /// Doubles the capacity (minimum 64) and reinserts every key.
  private mutating func grow() {
    let oldKeys = keys
    let oldValues = values
    let capacity = max(64, keys.count * 2)
    keys = [UInt64](repeating: 0, count: capacity)
    values = [Int32](repeating: 0, count: capacity)
    mask = capacity - 1
    count = 0
    for i in oldKeys.indices where oldKeys[i] != 0 {
      set(oldValues[i], for: oldKeys[i])
    }
  }
}
