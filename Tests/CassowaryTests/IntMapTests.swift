import SectionalTestSupport
import Testing

@testable import Cassowary

@Suite struct IntMapTests {
  @Test(
    "Set, lookup, overwrite and remove agree with a dictionary under random churn",
    arguments: 0..<20 as Range<UInt64>)
  func matchesDictionary(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    var map = IntMap()
    var reference: [UInt64: Int32] = [:]
    for _ in 0..<2_000 {
      let key = UInt64.random(in: 1...300, using: &rng)
      if Bool.random(using: &rng) {
        let value = Int32.random(in: 0...1_000, using: &rng)
        map.set(value, for: key)
        reference[key] = value
      } else {
        map.remove(key)
        reference[key] = nil
      }
    }
    #expect(map.count == reference.count, "seed \(seed)")
    for key in 1...UInt64(300) {
      #expect(map.value(for: key) == reference[key], "seed \(seed) key \(key)")
    }
    map.removeAll()
    #expect(map.count == 0 && map.value(for: 5) == nil, "seed \(seed)")
  }
}

@Suite struct ColumnIndexTests {
  @Test("Columns list inserted slots, forget removed ones and reuse freed entries")
  func insertRemove() {
    var index = ColumnIndex()
    for _ in 0..<3 { index.appendSymbol() }
    index.insert(0, 10)
    index.insert(0, 11)
    index.insert(1, 10)
    index.insert(0, 12)
    #expect(index.slots(0).sorted() == [10, 11, 12])
    index.remove(0, 11)
    #expect(index.slots(0).sorted() == [10, 12])
    #expect(index.contains(1, 10) && !index.contains(0, 11) && index.isEmpty(2))
    let entries = index.slot.count
    index.insert(2, 7)
    #expect(index.slot.count == entries, "a freed entry is reused")
    index.clear(symbols: 2)
    #expect(index.head == [-1, -1] && index.slots(0).isEmpty)
  }
}
