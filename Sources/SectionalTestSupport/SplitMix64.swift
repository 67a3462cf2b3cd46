/// A small, fast, seedable random number generator for replayable property tests.
///
/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators",
/// OOPSLA 2014) produces the same sequence for the same seed on every platform and run,
/// unlike `SystemRandomNumberGenerator`. Property tests take a seed as their argument and
/// print it in every failure message, so a failure can be replayed exactly:
///
///     @Test(arguments: 0..<100 as Range<UInt64>)
///     func property(seed: UInt64) {
///       var rng = SplitMix64(seed: seed)
///       let n = Int.random(in: 1...20, using: &rng)
///       #expect(check(n), "seed \(seed)")
///     }
public struct SplitMix64: RandomNumberGenerator, Sendable {
  /// The generator's whole state; it advances by a fixed odd constant per output.
  public private(set) var state: UInt64

  /// Creates a generator whose sequence is determined by `seed`.
  public init(seed: UInt64) {
    state = seed
  }

  /// Returns the next 64 random bits.
  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
