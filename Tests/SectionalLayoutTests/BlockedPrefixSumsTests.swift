import SectionalTestSupport
import Testing

@testable import SectionalLayout

@Suite struct BlockedPrefixSumsTests {
  /// A height in quarter points from 0 to 50, zero one time in eight, so sums are exact.
  func randomHeight(_ rng: inout SplitMix64) -> Double {
    rng.next() % 8 == 0 ? 0 : Double(rng.next() % 201) / 4
  }

  /// Checks every query of `sums` against the plain array `naive`; returns the first mismatch.
  func mismatch(_ sums: BlockedPrefixSums, _ naive: [Double], _ rng: inout SplitMix64) -> String? {
    guard sums.values == naive else { return "values differ" }
    var running = 0.0
    for length in 0...naive.count {
      if sums.prefix(length) != running {
        return "prefix(\(length)) is \(sums.prefix(length)), expected \(running)"
      }
      if length < naive.count { running += naive[length] }
    }
    if sums.total != running { return "total is \(sums.total), expected \(running)" }
    for _ in 0..<20 where !naive.isEmpty {
      let lower = Int(rng.next() % UInt64(naive.count))
      let upper = lower + Int(rng.next() % UInt64(naive.count - lower + 1))
      let expected = naive[lower..<upper].reduce(0, +)
      if sums.sum(lower..<upper) != expected {
        return "sum(\(lower)..<\(upper)) is \(sums.sum(lower..<upper)), expected \(expected)"
      }
      let target = Double(rng.next() % UInt64(max(1, Int(running) + 20))) + 0.125
      var index = 0
      var start = 0.0
      while index < naive.count - 1 && target >= start + naive[index] {
        start += naive[index]
        index += 1
      }
      guard let found = sums.locate(target), found.index == index, found.start == start else {
        return "locate(\(target)) is \(String(describing: sums.locate(target))), expected "
          + "(\(index), \(start))"
      }
      let offset = target - naive[..<lower].reduce(0, +)
      if upper > lower, offset >= 0 {
        var row = lower
        var remaining = offset
        while row < upper - 1 && remaining >= naive[row] {
          remaining -= naive[row]
          row += 1
        }
        let got = sums.index(containing: offset, in: lower..<upper)
        if got != row - lower {
          return "index(containing: \(offset), in: \(lower)..<\(upper)) is \(got), "
            + "expected \(row - lower)"
        }
      }
    }
    return nil
  }

  @Test("every block size agrees with a plain array through sets and appends")
  func agreesWithPlainArray() {
    for seed: UInt64 in 1...40 {
      var rng = SplitMix64(seed: seed)
      let shift = [0, 1, 2, 4, 6][Int(seed % 5)]
      var naive = (0..<Int(rng.next() % 300)).map { _ in randomHeight(&rng) }
      var sums = BlockedPrefixSums(naive, blockShift: shift)
      if let problem = mismatch(sums, naive, &rng) {
        Issue.record("seed \(seed), block shift \(shift), built: \(problem)")
        continue
      }
      for step in 0..<30 {
        if naive.isEmpty || rng.next() % 4 == 0 {
          let added = (0..<Int(rng.next() % 70)).map { _ in randomHeight(&rng) }
          let base = sums.append(added)
          #expect(base == naive.count, "seed \(seed), step \(step): append base")
          naive.append(contentsOf: added)
        } else {
          let index = Int(rng.next() % UInt64(naive.count))
          let value = randomHeight(&rng)
          let delta = sums.set(value, at: index)
          #expect(delta == value - naive[index], "seed \(seed), step \(step): set delta")
          naive[index] = value
        }
        if let problem = mismatch(sums, naive, &rng) {
          Issue.record("seed \(seed), block shift \(shift), step \(step): \(problem)")
          break
        }
      }
    }
  }

  @Test("blocks of 16 hold 37 values in three blocks and locate the 20th value at 19")
  func sixteenValueBlocks() {
    let sums = BlockedPrefixSums(Array(repeating: 1, count: 37), blockShift: 4)
    #expect(sums.blockSize == 16)
    #expect(sums.prefix(20) == 20)
    #expect(sums.total == 37)
    #expect(sums.locate(19.5)?.index == 19)
    #expect(sums.locate(19.5)?.start == 19)
    #expect(sums.locate(99)?.index == 36)
    #expect(sums.storageBytes >= 37 * 8 + 3 * 8)
  }

  @Test("an empty store locates nothing and sums to zero")
  func empty() {
    let sums = BlockedPrefixSums([], blockShift: 4)
    #expect(sums.locate(0) == nil)
    #expect(sums.total == 0)
    #expect(sums.index(containing: 5, in: 0..<0) == 0)
  }
}
