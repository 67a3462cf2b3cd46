import SectionalTerminal
import SectionalTestSupport
import SectionalViews
import Testing

@Suite struct InputParserPropertyTests {
  /// Random bytes biased towards the ones that start and continue escape sequences.
  static func junk(count: Int, using rng: inout SplitMix64) -> [UInt8] {
    let interesting: [UInt8] = [0x1B, 0x5B, 0x3C, 0x3B, 0x4D, 0x6D, 0x4F, 0x7E, 0x30, 0x39]
    return (0..<count).map { _ in
      Bool.random(using: &rng)
        ? interesting.randomElement(using: &rng)! : UInt8.random(in: 0...255, using: &rng)
    }
  }

  @Test(
    "Random bytes never crash, and a key after the junk still parses",
    arguments: 0..<200 as Range<UInt64>)
  func junkThenKey(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var parser = InputParser()
    let bytes = Self.junk(count: Int.random(in: 0...200, using: &rng), using: &rng)
    var start = 0
    while start < bytes.count {
      let end = min(start + Int.random(in: 1...17, using: &rng), bytes.count)
      _ = parser.feed(bytes[start..<end])
      start = end
      #expect(parser.pending.count <= InputParser.maximumSequenceLength + 17, "seed \(seed)")
    }
    _ = parser.flushPendingEscape()
    let events = parser.feed(Array("\u{1B}[Bq".utf8)).map(\.kind)
    #expect(
      events == [.key(KeyPress(.downArrow)), .key(KeyPress(.character("q")))], "seed \(seed)")
  }

  @Test(
    "Valid keys split at random points parse as when read whole",
    arguments: 0..<100 as Range<UInt64>)
  func splitting(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let pieces = [
      "a", "\u{1B}[A", "\u{1B}[<0;3;4M", "\u{1B}[<65;3;4M", "日", "\u{1B}[6~", "\r", "\u{1B}[1;5C",
    ]
    let text = (0..<20).map { _ in pieces.randomElement(using: &rng)! }.joined()
    let bytes = Array(text.utf8)
    var whole = InputParser()
    let expected = whole.feed(bytes)
    var split = InputParser()
    var events: [Event] = []
    var start = 0
    while start < bytes.count {
      let end = min(start + Int.random(in: 1...5, using: &rng), bytes.count)
      events += split.feed(bytes[start..<end])
      start = end
    }
    #expect(events == expected, "seed \(seed)")
    #expect(expected.count == 20, "seed \(seed)")
  }
}
