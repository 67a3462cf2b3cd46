import SectionalGraphics
import Testing

@testable import SectionalViews

/// The results a view keeps from `systemLayoutSizeFitting`: the last four targets, the
/// oldest dropped first, all forgotten after a change in the subtree.
@MainActor
@Suite struct FittingResultsTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  @Test("four targets are kept; a fifth drops the oldest, which is solved again when asked")
  func lastFourKept() {
    let fixture = FittingFixture()
    let widths: [Double] = [100, 200, 300, 400]
    let sizes = widths.map { fixture.fit(width: $0) }
    #expect(fixture.header.fittingStatistics.cachedFittings == 0)
    // All four again, in another order: every one from the cache.
    #expect(widths.reversed().map { fixture.fit(width: $0) } == sizes.reversed())
    #expect(fixture.header.fittingStatistics.cachedFittings == 4)
    // A fifth width takes the place of 100, the oldest.
    #expect(fixture.fit(width: 500) == CGSize(width: 500, height: 36))
    #expect(fixture.header.fittingStatistics.cachedFittings == 4)
    #expect([200, 300, 400, 500].map { fixture.fit(width: $0) }.count == 4)
    #expect(fixture.header.fittingStatistics.cachedFittings == 8)
    // 100 was dropped: solved again, to the same size, and it replaces 200.
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    #expect(fixture.header.fittingStatistics.cachedFittings == 8)
    #expect(fixture.fit(width: 300) == sizes[2])
    #expect(fixture.header.fittingStatistics.cachedFittings == 9)
    #expect(fixture.fit(width: 200) == sizes[1])
    #expect(fixture.header.fittingStatistics.cachedFittings == 9)
  }

  @Test("a change in the subtree forgets every kept result")
  func changeForgets() {
    let fixture = FittingFixture()
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 56))
    #expect(fixture.fit(width: 200) == CGSize(width: 200, height: 36))
    fixture.top.constant = 4
    #expect(fixture.fit(width: 100) == CGSize(width: 100, height: 60))
    #expect(fixture.fit(width: 200) == CGSize(width: 200, height: 40))
    #expect(fixture.header.fittingStatistics.cachedFittings == 0)
  }
}
