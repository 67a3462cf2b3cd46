/// A set of non-negative section indices stored as a bitmap: one bit per section up to the
/// largest member, so a reload of n sections fills it with n cheap bit operations instead
/// of n hash insertions.
struct SectionSet: Sequence, Equatable {
  /// The bitmap, 64 sections per word.
  private var words: [UInt64] = []
  /// The number of members.
  private(set) var count = 0

  /// Creates an empty set.
  init() {}

  /// Creates an empty set with room for sections `0..<capacity` without reallocating.
  init(reservingCapacity capacity: Int) {
    words.reserveCapacity((Swift.max(0, capacity) + 63) / 64)
  }

  /// Whether the set has no members.
  var isEmpty: Bool { count == 0 }

  /// Whether `section` is a member.
  func contains(_ section: Int) -> Bool {
    let word = section >> 6
    return section >= 0 && word < words.count && words[word] & (1 << UInt64(section & 63)) != 0
  }

  /// Adds `section` (not negative).
  ///
  /// - Complexity: O(1) amortized; O(section / 64) when the bitmap grows.
  mutating func insert(_ section: Int) {
    precondition(section >= 0, "SectionSet: negative section \(section)")
    let word = section >> 6
    if word >= words.count {
      words.append(contentsOf: repeatElement(0, count: word - words.count + 1))
    }
    let bit: UInt64 = 1 << UInt64(section & 63)
    if words[word] & bit == 0 {
      words[word] |= bit
      count += 1
    }
  }

  /// Removes `section` if it is a member.
  mutating func remove(_ section: Int) {
    let word = section >> 6
    guard section >= 0, word < words.count else { return }
    let bit: UInt64 = 1 << UInt64(section & 63)
    if words[word] & bit != 0 {
      words[word] &= ~bit
      count -= 1
    }
  }

  /// Adds every member of `sections`.
  mutating func formUnion(_ sections: some Sequence<Int>) {
    for section in sections { insert(section) }
  }

  /// Two sets are equal when they have the same members.
  static func == (lhs: SectionSet, rhs: SectionSet) -> Bool {
    lhs.count == rhs.count && Array(lhs) == Array(rhs)
  }

  /// The members in ascending order.
  func makeIterator() -> Iterator { Iterator(words: words) }

  /// Walks the set bits of the bitmap in ascending order.
  struct Iterator: IteratorProtocol {
    /// The bitmap.
    let words: [UInt64]
    /// The index of the word being walked.
    var index = 0
    /// The bits of that word not yet returned.
    var pending: UInt64 = 0

    /// Creates an iterator over `words`.
    init(words: [UInt64]) {
      self.words = words
      pending = words.first ?? 0
    }

    /// The next member, or `nil` after the last.
    mutating func next() -> Int? {
      while pending == 0 {
        index += 1
        guard index < words.count else { return nil }
        pending = words[index]
      }
      let bit = pending.trailingZeroBitCount
      pending &= pending - 1
      return (index << 6) + bit
    }
  }
}
