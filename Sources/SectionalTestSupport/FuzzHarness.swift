/// The bodies of the fuzz targets under `Fuzz/`, shared with the corpus-replay tests.
///
/// Each target has two entry points: one that traps on the first violated property, which
/// libFuzzer reports as a crash and saves as an artifact, and one that returns a
/// ``FuzzReport`` so a test can state which corpus file failed and why. Replaying the
/// committed corpus inside `swift test` keeps every past finding fixed (Fuzz/README.md).
public enum FuzzHarness {
  /// The random input that the seeded property tests feed a harness for `seed`.
  ///
  /// 1 to 400 bytes from ``SplitMix64``; the same seed gives the same bytes everywhere, so
  /// `fuzz-solver --random SEED FILE` can write a failing test's input out for replay.
  ///
  /// - Complexity: O(length).
  public static func randomInput(seed: UInt64) -> [UInt8] {
    var rng = SplitMix64(seed: seed)
    let count = Int.random(in: 1...400, using: &rng)
    return (0..<count).map { _ in UInt8.random(in: 0...255, using: &rng) }
  }
}

/// What one harness run did: the operations it decoded and the first property it saw broken.
public struct FuzzReport: Sendable, Equatable {
  /// One line per decoded operation and its outcome; empty unless the run was traced.
  public var operations: [String]
  /// The first violated property with its context, or `nil` when every check held.
  public var failure: String?
  /// The final state, such as the solver's `dump()` and values, for determinism checks:
  /// the same input must end in the same state on every run.
  public var finalState: String

  /// Creates a report.
  public init(operations: [String], failure: String?, finalState: String = "") {
    self.operations = operations
    self.failure = failure
    self.finalState = finalState
  }
}

/// A fuzz input read front to back as a sequence of small choices.
///
/// Every read consumes one byte; a read past the end returns `nil`, which ends the run, so
/// every byte string is a valid input and a prefix of an input replays a prefix of its run.
package struct FuzzInput {
  /// The input bytes.
  private let bytes: [UInt8]
  /// The index of the next unread byte.
  private var position = 0

  /// Creates a reader over `bytes`.
  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Whether every byte has been read.
  package var isAtEnd: Bool { position >= bytes.count }

  /// The next byte, or `nil` at the end.
  package mutating func byte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  /// A choice in `0..<count` (the next byte modulo `count`), or `nil` at the end.
  package mutating func choice(below count: Int) -> Int? {
    precondition(count > 0, "a choice needs at least one option")
    guard let byte = byte() else { return nil }
    return Int(byte) % count
  }

  /// An element of `options` chosen by the next byte, or `nil` at the end.
  package mutating func element<T>(of options: [T]) -> T? {
    guard let index = choice(below: options.count) else { return nil }
    return options[index]
  }
}
