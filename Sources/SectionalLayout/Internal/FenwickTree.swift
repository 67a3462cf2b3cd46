/// A binary indexed tree (Fenwick, 1994) over non-negative `Double` values.
///
/// Prefix sums, point updates, appends and searches by running total in O(log n), built in O(n).
/// Node `i` (1-based) holds the sum of the values in `(i - lowbit(i), i]`.
struct FenwickTree: Hashable, Sendable {
  /// The nodes, `nodes[i - 1]` being node `i`.
  private(set) var nodes: [Double]

  /// Creates a tree over `values` in O(n).
  init(_ values: [Double]) {
    nodes = values
    let count = nodes.count
    var index = 1
    while index <= count {
      let parent = index + (index & -index)
      if parent <= count { nodes[parent - 1] += nodes[index - 1] }
      index += 1
    }
  }

  /// The number of values.
  var count: Int { nodes.count }

  /// The sum of the first `length` values, O(log n).
  func prefix(_ length: Int) -> Double {
    precondition(length >= 0 && length <= nodes.count, "prefix length \(length) out of range")
    return nodes.withUnsafeBufferPointer { nodes in
      var index = length
      var sum = 0.0
      while index > 0 {
        sum += nodes[index - 1]
        index &= index - 1
      }
      return sum
    }
  }

  /// Adds `delta` to the value at `index`, O(log n).
  mutating func add(_ delta: Double, at index: Int) {
    var node = index + 1
    let count = nodes.count
    while node <= count {
      nodes[node - 1] += delta
      node += node & -node
    }
  }

  /// Appends `value` as the last value, O(log n).
  mutating func append(_ value: Double) {
    let node = nodes.count + 1
    let covered = prefix(node - 1) - prefix(node - (node & -node))
    nodes.append(value + covered)
  }

  /// The largest `length` whose prefix sum does not exceed `target`, O(log n).
  ///
  /// With non-negative values, `length` is the index of the value whose extent contains
  /// `target` (zero-length values before it are skipped), or `count` past the end.
  func length(notExceeding target: Double) -> Int {
    let count = nodes.count
    guard count > 0 else { return 0 }
    return nodes.withUnsafeBufferPointer { nodes in
      var position = 0
      var remaining = target
      // The highest power of two not above `count`; each step halves it.
      var step = 1 << (Int.bitWidth - 1 - count.leadingZeroBitCount)
      while step > 0 {
        let next = position + step
        if next <= count && nodes[next - 1] <= remaining {
          position = next
          remaining -= nodes[next - 1]
        }
        step >>= 1
      }
      return position
    }
  }
}
