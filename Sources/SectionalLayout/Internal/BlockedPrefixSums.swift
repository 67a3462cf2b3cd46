/// Non-negative values with blocked prefix sums: the values in one array, the sums of each
/// block of 2^`blockShift` values in a ``FenwickTree``.
///
/// A prefix sum costs O(log(n / b) + b) and a change O(log(n / b)) for blocks of b values, at
/// 8 bytes per value plus 8 / b. The block tree is b times smaller than the values, so for large
/// tables it stays in cache and a query touches one or two runs of neighbouring values instead
/// of log2(n) scattered nodes. Rows use blocks of 64 (their scans stay inside one section);
/// section heights use blocks of 16, so that locating a section at a random offset reads two
/// cache lines of heights rather than eight. Each section's rows are a contiguous range, in
/// any order.
struct BlockedPrefixSums: Hashable, Sendable {
  /// The default log2 of the block size, used for rows.
  static let rowBlockShift = 6
  /// The log2 of the block size used for section heights.
  static let sectionBlockShift = 4

  /// log2 of this instance's block size.
  let blockShift: Int
  /// Every value.
  private(set) var values: [Double]
  /// Sums of each block of `blockSize` values; the last block may be partial.
  private var blocks: FenwickTree

  /// Values per block.
  var blockSize: Int { 1 << blockShift }

  /// Creates sums over `values` in blocks of 2^`blockShift`, in one pass over the values.
  ///
  /// - Complexity: O(n).
  init(_ values: [Double], blockShift: Int = Self.rowBlockShift) {
    precondition(blockShift >= 0 && blockShift < 32, "block shift \(blockShift) out of range")
    self.blockShift = blockShift
    self.values = values
    let size = 1 << blockShift
    let blockCount = (values.count + size - 1) >> blockShift
    let sums = [Double](unsafeUninitializedCapacity: blockCount) { sums, initialized in
      values.withUnsafeBufferPointer { values in
        var start = 0
        for block in 0..<blockCount {
          let end = min(start + size, values.count)
          var sum = 0.0
          for index in start..<end { sum += values[index] }
          sums.initializeElement(at: block, to: sum)
          start = end
        }
      }
      initialized = blockCount
    }
    blocks = FenwickTree(sums)
  }

  /// The number of values.
  var count: Int { values.count }

  /// The bytes allocated for values and block sums, by capacity.
  var storageBytes: Int {
    (values.capacity + blocks.nodes.capacity) * MemoryLayout<Double>.stride
  }

  /// Appends values and returns the index of the first, O(k log(n / b)).
  mutating func append(_ newValues: some Sequence<Double>) -> Int {
    let base = values.count
    for value in newValues {
      let index = values.count
      values.append(value)
      let block = index >> blockShift
      if block < blocks.count {
        blocks.add(value, at: block)
      } else {
        blocks.append(value)
      }
    }
    return base
  }

  /// Replaces the value at `index` and returns the difference, O(log(n / b)).
  mutating func set(_ value: Double, at index: Int) -> Double {
    let delta = value - values[index]
    values[index] = value
    blocks.add(delta, at: index >> blockShift)
    return delta
  }

  /// The sum of the first `length` values.
  ///
  /// - Complexity: O(log(n / b) + b).
  func prefix(_ length: Int) -> Double {
    precondition(length >= 0 && length <= values.count, "prefix length \(length) out of range")
    let block = length >> blockShift
    var sum = blocks.prefix(block)
    values.withUnsafeBufferPointer { values in
      var index = block << blockShift
      while index < length {
        sum += values[index]
        index += 1
      }
    }
    return sum
  }

  /// The sum of every value.
  ///
  /// - Complexity: O(log(n / b) + b).
  var total: Double { prefix(values.count) }

  /// The sum of the values in `range`.
  ///
  /// - Complexity: O(min(range.count, log(n / b) + b)).
  func sum(_ range: Range<Int>) -> Double {
    if range.count <= 2 * blockSize {
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
  /// - Complexity: O(log(n / b) + b).
  func locate(_ target: Double) -> (index: Int, start: Double)? {
    guard !values.isEmpty else { return nil }
    let block = min(blocks.length(notExceeding: target), blocks.count - 1)
    var index = block << blockShift
    var start = blocks.prefix(block)
    let last = values.count - 1
    values.withUnsafeBufferPointer { values in
      while index < last && target >= start + values[index] {
        start += values[index]
        index += 1
      }
    }
    return (index, start)
  }

  /// The offset in `range` of the value whose extent contains `offset` (measured from the
  /// start of `range`), skipping zero values; clamped to the range.
  ///
  /// - Complexity: O(log(n / b) + b).
  func index(containing offset: Double, in range: Range<Int>) -> Int {
    guard !range.isEmpty else { return 0 }
    var index = range.lowerBound
    var remaining = offset
    if range.count > 2 * blockSize {
      let target = prefix(range.lowerBound) + offset
      let block = blocks.length(notExceeding: target)
      let start = block << blockShift
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
