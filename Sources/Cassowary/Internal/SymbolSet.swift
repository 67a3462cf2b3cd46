/// A set of symbol indices below 128, as two machine words.
///
/// The small tableau's entering candidates and definition references; iteration and
/// `first` go in ascending index order, which is the order every tie is broken in.
struct SymbolSet: Equatable {
  /// Symbols 0 through 63.
  var low: UInt64 = 0
  /// Symbols 64 through 127.
  var high: UInt64 = 0

  /// Whether the set is empty.
  @inline(__always)
  var isEmpty: Bool { (low | high) == 0 }

  /// Whether `symbol` is in the set.
  @inline(__always)
  func contains(_ symbol: Int32) -> Bool {
    symbol < 64 ? (low >> UInt64(symbol)) & 1 != 0 : (high >> UInt64(symbol - 64)) & 1 != 0
  }

  /// Adds `symbol`.
  @inline(__always)
  mutating func insert(_ symbol: Int32) {
    if symbol < 64 { low |= 1 << UInt64(symbol) } else { high |= 1 << UInt64(symbol - 64) }
  }

  /// Removes `symbol`.
  @inline(__always)
  mutating func remove(_ symbol: Int32) {
    if symbol < 64 {
      low &= ~(1 << UInt64(symbol))
    } else {
      high &= ~(1 << UInt64(symbol - 64))
    }
  }

  /// The smallest symbol in the set, or nil when empty.
  @inline(__always)
  var first: Int32? {
    if low != 0 { return Int32(low.trailingZeroBitCount) }
    if high != 0 { return Int32(64 + high.trailingZeroBitCount) }
    return nil
  }

  /// Removes and returns the smallest symbol, or nil when empty.
  @inline(__always)
  mutating func popFirst() -> Int32? {
    guard let s = first else { return nil }
    remove(s)
    return s
  }

  /// Adds every symbol of `other`.
  @inline(__always)
  mutating func formUnion(_ other: SymbolSet) {
    low |= other.low
    high |= other.high
  }
}
