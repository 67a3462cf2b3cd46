import SectionalTestSupport
import Testing

@testable import Sectional

/// The bitmap section set behaves as `Set<Int>` under any sequence of operations.
@Suite struct SectionSetTests {
  @Test("seeded inserts and removes leave the same members, count and order as Set<Int>")
  func matchesSet() {
    for seed: UInt64 in 1...40 {
      var random = SplitMix64(seed: seed)
      var bits = SectionSet()
      var reference = Set<Int>()
      for _ in 0..<300 {
        let section = Int.random(in: 0..<500, using: &random)
        if Bool.random(using: &random) {
          bits.insert(section)
          reference.insert(section)
        } else {
          bits.remove(section)
          reference.remove(section)
        }
        #expect(bits.contains(section) == reference.contains(section), "seed \(seed)")
      }
      #expect(Array(bits) == reference.sorted(), "seed \(seed)")
      #expect(bits.count == reference.count, "seed \(seed)")
      #expect(bits.isEmpty == reference.isEmpty, "seed \(seed)")
    }
  }

  @Test("members at word edges and a negative probe")
  func edges() {
    var bits = SectionSet(reservingCapacity: 10)
    bits.formUnion([0, 63, 64, 127, 128])
    #expect(Array(bits) == [0, 63, 64, 127, 128])
    #expect(!bits.contains(-1))
    #expect(!bits.contains(1_000))
    bits.remove(1_000)
    #expect(bits.count == 5)
  }
}
