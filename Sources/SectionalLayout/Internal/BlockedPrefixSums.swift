/// Non-negative values with blocked prefix sums: the values in one array, the sums of each
/// block of 64 in a ``FenwickTree``.
///
/// A prefix sum costs O(log(n / 64) + 64) and a change O(log(n / 64)), at 8 bytes per value
/// plus 1/8 byte. The block tree is 64 times smaller than the values, so for large tables it
/// stays in cache and a query touches one or two runs of neighbouring values instead of
/// log2(n) scattered nodes. Used for section heights and for per-row heights (each section's
/// rows a contiguous range, in any order).
struct BlockedPrefixSums: Hashable, Sendable {
  /// log2 of the block size.
  static let blockShift = 6
  /// Values per block.
  static let blockSize = 1 << blockShift

  /// Every value.
  private(set) var values: [Double]
  /// Sums of each block of `blockSize` values; the last block may be partial.
  private var blocks: FenwickTree

  /// Creates sums over `values` in O(n).
  init(_ values: [Double]) {
    self.values = values
    let blockCount = (values.count + Self.blockSize - 1) >> Self.blockShift
    var sums = [Double](repeating: 0, count: blockCount)
    for (index, value) in values.enumerated() {
      sums[index >> Self.blockShift] += value
    }
    blocks = FenwickTree(sums)
  }

  /// The number of values.
  var count: Int { values.count }

  /// The bytes allocated for values and block sums, by capacity.
  var storageBytes: Int {
    (values.capacity + blocks.nodes.capacity) * MemoryLayout<Double>.stride
  }

  /// Appends values and returns the index of the first, O(k log(n / 64)).
  mutating func append(_ newValues: some Sequence<Double>) -> Int {
    let base = values.count
    for value in newValues {
      let index = values.count
      values.append(value)
      let block = index >> Self.blockShift
      if block < blocks.count {
        blocks.add(value, at: block)
      } else {
        blocks.append(value)
      }
    }
    return base
  }

  /// Replaces the value at `index` and returns the difference, O(log(n / 64)).
  mutating func set(_ value: Double, at index: Int) -> Double {
    let delta = value - values[index]
    values[index] = value
    blocks.add(delta, at: index >> Self.blockShift)
    return delta
  }

  /// The sum of the first `length` values.
  ///
  /// - Complexity: O(log(n / 64) + 64).
  func prefix(_ length: Int) -> Double {
    let block = length >> Self.blockShift
    var sum = blocks.prefix(block)
    var index = block << Self.blockShift
    while index < length {
      sum += values[index]
      index += 1
    }
    return sum
  }

  /// The sum of every value.
  ///
  /// - Complexity: O(log(n / 64) + 64).
  var total: Double { prefix(values.count) }

  /// The sum of the values in `range`.
  ///
  /// - Complexity: O(min(range.count, log(n / 64) + 64)).
  func sum(_ range: Range<Int>) -> Double {
    if range.count <= 2 * Self.blockSize {
      var sum = 0.0
      for index in range { sum += values[index] }
      return sum
    }
    return prefix(range.upperBound) - prefix(range.lowerBound)
  }

  /// The index of the value whose extent contains `target` (measured from the first value),
  /// skipping zero values, clamped to the last index, with the prefix sum before it as
  /// ``prefix(_:)`` computes it; `nil` when there are no values.
  ///
  /// - Complexity: O(log(n / 64) + 64).
  func locate(_ target: Double) -> (index: Int, start: Double)? {
    guard !values.isEmpty else { return nil }
    let block = min(blocks.length(notExceeding: target), blocks.count - 1)
    var index = block << Self.blockShift
    var start = blocks.prefix(block)
    let last = values.count - 1
    while index < last && target >= start + values[index] {
      start += values[index]
      index += 1
    }
    return (index, start)
  }

  /// The offset in `range` of the value whose extent contains `offset` (measured from the
  /// start of `range`), skipping zero values; clamped to the range.
  ///
  /// - Complexity: O(log(n / 64) + 64).
  func index(containing offset: Double, in range: Range<Int>) -> Int {
    guard !range.isEmpty else { return 0 }
    var index = range.lowerBound
    var remaining = offset
    if range.count > 2 * Self.blockSize {
      let target = prefix(range.lowerBound) + offset
      let block = blocks.length(notExceeding: target)
      let start = block << Self.blockShift
      if start >= range.upperBound { return range.count - 1 }
      if start > range.lowerBound {
        index = start
        remaining = target - blocks.prefix(block)
      }
    }
    while index < range.upperBound - 1 && remaining >= values[index] {
      remaining -= values[index]
      index += 1
    }
    return index - range.lowerBound
  }
}
