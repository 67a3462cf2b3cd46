/// Per-row heights of every section that stores them, with blocked prefix sums.
///
/// Each section's rows are a contiguous range; a section's position in `heights` need not
/// follow section order. Block sums of 64 rows live in a ``FenwickTree``, so a prefix sum costs
/// O(log(n / 64) + 64) and a height change O(log(n / 64)), at 8 bytes per row plus 1/8 byte.
struct RowStore: Hashable, Sendable {
  /// log2 of the block size.
  static let blockShift = 6
  /// Rows per block.
  static let blockSize = 1 << blockShift

  /// Every stored row height.
  private(set) var heights: [Double]
  /// Sums of each block of `blockSize` heights; the last block may be partial.
  private var blocks: FenwickTree

  /// Creates a store of `heights` in O(n).
  init(heights: [Double]) {
    self.heights = heights
    let blockCount = (heights.count + Self.blockSize - 1) >> Self.blockShift
    var sums = [Double](repeating: 0, count: blockCount)
    for (index, height) in heights.enumerated() {
      sums[index >> Self.blockShift] += height
    }
    blocks = FenwickTree(sums)
  }

  /// The number of stored rows.
  var count: Int { heights.count }

  /// The bytes allocated for heights and block sums, by capacity.
  var storageBytes: Int {
    (heights.capacity + blocks.nodes.capacity) * MemoryLayout<Double>.stride
  }

  /// Appends rows and returns the index of the first, O(k log(n / 64)).
  mutating func append(_ newHeights: some Sequence<Double>) -> Int {
    let base = heights.count
    for height in newHeights {
      let index = heights.count
      heights.append(height)
      let block = index >> Self.blockShift
      if block < blocks.count {
        blocks.add(height, at: block)
      } else {
        blocks.append(height)
      }
    }
    return base
  }

  /// Changes the height at `index` and returns the difference, O(log(n / 64)).
  mutating func setHeight(_ height: Double, at index: Int) -> Double {
    let delta = height - heights[index]
    heights[index] = height
    blocks.add(delta, at: index >> Self.blockShift)
    return delta
  }

  /// The sum of the first `length` heights.
  ///
  /// - Complexity: O(log(n / 64) + 64).
  func prefix(_ length: Int) -> Double {
    let block = length >> Self.blockShift
    var sum = blocks.prefix(block)
    var index = block << Self.blockShift
    while index < length {
      sum += heights[index]
      index += 1
    }
    return sum
  }

  /// The sum of the heights in `range`.
  ///
  /// - Complexity: O(min(range.count, log(n / 64) + 64)).
  func sum(_ range: Range<Int>) -> Double {
    if range.count <= 2 * Self.blockSize {
      var sum = 0.0
      for index in range { sum += heights[index] }
      return sum
    }
    return prefix(range.upperBound) - prefix(range.lowerBound)
  }

  /// The offset in `range` of the row whose extent contains `offset` (measured from the start
  /// of `range`), skipping zero-height rows; clamped to the range.
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
    while index < range.upperBound - 1 && remaining >= heights[index] {
      remaining -= heights[index]
      index += 1
    }
    return index - range.lowerBound
  }
}
