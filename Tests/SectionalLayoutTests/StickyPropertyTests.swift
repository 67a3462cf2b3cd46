import SectionalGraphics
import SectionalLayout
import SectionalTestSupport
import Testing

@Suite struct StickyPropertyTests {
  /// Visible rects from above the content to below it, in steps of 17 pt.
  func scrollPositions(_ layout: TableLayout, viewport: Double) -> [CGRect] {
    stride(from: -viewport, through: layout.contentSize.height + 17, by: 17).map {
      CGRect(x: 0, y: $0, width: layout.width, height: viewport)
    }
  }

  @Test("A pinned header never leaves its own section", arguments: 0..<200 as Range<UInt64>)
  func pinnedHeaderStaysInSection(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng, maxSections: 20), width: 390)
    let viewport = Double(Int.random(in: 60...700, using: &rng))
    for visible in scrollPositions(layout, viewport: viewport) {
      for section in 0..<layout.numberOfSections {
        let frame = layout.rect(forSection: section)
        for element in [
          layout.pinnedFrameForHeader(inSection: section, visibleRect: visible),
          layout.pinnedFrameForFooter(inSection: section, visibleRect: visible),
        ] {
          #expect(element.frame.minY >= frame.minY, "seed \(seed) \(element.kind) at \(visible)")
          #expect(element.frame.maxY <= frame.maxY, "seed \(seed) \(element.kind) at \(visible)")
          #expect((0...1).contains(element.pushProgress), "seed \(seed) \(element.kind)")
        }
      }
    }
  }

  @Test(
    "A pinned header never overlaps the next section's pinned header",
    arguments: 0..<200 as Range<UInt64>)
  func pinnedHeadersDoNotOverlap(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng, maxSections: 20), width: 390)
    let viewport = Double(Int.random(in: 60...700, using: &rng))
    for visible in scrollPositions(layout, viewport: viewport) {
      let headers = (0..<layout.numberOfSections).map {
        layout.pinnedFrameForHeader(inSection: $0, visibleRect: visible).frame
      }.filter { $0.height > 0 }
      for (upper, lower) in zip(headers, headers.dropFirst()) {
        #expect(upper.maxY <= lower.minY, "seed \(seed) at \(visible)")
      }
    }
  }

  @Test(
    "Headers and footers return to their natural frames once the section is fully visible",
    arguments: 0..<200 as Range<UInt64>)
  func naturalWhenFullyVisible(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng, maxSections: 20), width: 390)
    let viewport = Double(Int.random(in: 60...700, using: &rng))
    let insets = layout.effectivePinningInsets
    for visible in scrollPositions(layout, viewport: viewport) {
      let pinTop = visible.minY + insets.top
      let pinBottom = visible.maxY - insets.bottom
      for section in 0..<layout.numberOfSections {
        let frame = layout.rect(forSection: section)
        guard frame.minY >= pinTop && frame.maxY <= pinBottom else { continue }
        let header = layout.pinnedFrameForHeader(inSection: section, visibleRect: visible)
        #expect(header.frame == layout.rectForHeader(inSection: section), "seed \(seed)")
        #expect(!header.isPinned && header.pushProgress == 0, "seed \(seed)")
        let footer = layout.pinnedFrameForFooter(inSection: section, visibleRect: visible)
        #expect(footer.frame == layout.rectForFooter(inSection: section), "seed \(seed)")
        #expect(!footer.isPinned && footer.pushProgress == 0, "seed \(seed)")
      }
    }
  }

  @Test(
    "Visible elements report the same pinned frames as the per-section queries",
    arguments: 0..<100 as Range<UInt64>)
  func visibleElementsAgree(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng, maxSections: 20), width: 390)
    let viewport = Double(Int.random(in: 60...700, using: &rng))
    for visible in scrollPositions(layout, viewport: viewport) {
      for element in layout.visibleElements(in: visible) {
        switch element.kind {
        case .header(let section):
          #expect(
            element == layout.pinnedFrameForHeader(inSection: section, visibleRect: visible),
            "seed \(seed)")
        case .footer(let section):
          #expect(
            element == layout.pinnedFrameForFooter(inSection: section, visibleRect: visible),
            "seed \(seed)")
        case .row, .tableHeader, .tableFooter:
          #expect(!element.isPinned, "seed \(seed)")
        }
      }
    }
  }

  @Test(
    "Pinned elements of a scroll step are the pinned ones among the visible elements",
    arguments: 0..<100 as Range<UInt64>)
  func pinnedElementsAgree(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng, maxSections: 20), width: 390)
    let viewport = Double(Int.random(in: 60...700, using: &rng))
    for visible in scrollPositions(layout, viewport: viewport) {
      let pinned = Set(layout.visibleElements(in: visible).filter(\.isPinned))
      #expect(Set(layout.pinnedElements(in: visible)) == pinned, "seed \(seed) at \(visible)")
    }
  }
}
