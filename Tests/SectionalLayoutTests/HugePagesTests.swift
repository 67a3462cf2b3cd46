import Testing

@testable import SectionalLayout

@Suite struct HugePagesTests {
  @Test("reserving keeps the elements and gives at least the capacity asked for")
  func keepsContents() {
    var small: [Double] = [1, 2, 3]
    HugePages.reserve(&small, capacity: 100)
    #expect(small == [1, 2, 3])
    #expect(small.capacity >= 100)

    var large: [Double] = [4.5]
    HugePages.reserve(&large, capacity: 1_000_000)
    #expect(large.capacity >= 1_000_000)
    large.append(contentsOf: repeatElement(0.25, count: 999_999))
    #expect(large.count == 1_000_000)
    #expect(large[0] == 4.5)
    #expect(large.reduce(0, +) == 4.5 + 249_999.75)
  }

  @Test("an empty array reserved for nothing stays empty")
  func reservesNothing() {
    var empty: [Double] = []
    HugePages.reserve(&empty, capacity: 0)
    #expect(empty.isEmpty)
  }
}
