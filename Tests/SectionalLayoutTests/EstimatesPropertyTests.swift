import SectionalGraphics
import SectionalLayout
import SectionalTestSupport
import Testing

@Suite struct EstimatesPropertyTests {
  /// Every element of a layout with its natural frame.
  func allElements(_ layout: TableLayout) -> [LayoutElementKind] {
    var result: [LayoutElementKind] = [.tableHeader, .tableFooter]
    for section in 0..<layout.numberOfSections {
      if layout.rectForHeader(inSection: section).height > 0 {
        result.append(.header(section: section))
      }
      if layout.rectForFooter(inSection: section).height > 0 {
        result.append(.footer(section: section))
      }
      for row in 0..<layout.numberOfRows(inSection: section) {
        result.append(.row(RowPosition(row: row, section: section)))
      }
    }
    return result
  }

  @Test(
    "Corrections above the viewport never move the first visible row on screen",
    arguments: 0..<200 as Range<UInt64>)
  func firstVisibleRowStays(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var layout = try TableLayout(spec: .random(using: &rng, maxSections: 15), width: 390)
    let height = layout.contentSize.height
    guard height > 0 else { return }
    var offset = quarterPoints(in: 0...height, using: &rng)
    let probe = CGRect(x: 0, y: offset, width: 390, height: height + 1)
    guard let first = layout.positionsForRows(in: probe).first else { return }
    let screenY = layout.rectForRow(at: first).minY - offset
    for step in 0..<30 {
      let above = allElements(layout).filter { kind in
        let frame = layout.rect(for: kind)
        return frame.maxY <= offset && !(kind == .tableHeader && frame.height == 0)
      }
      guard let target = above.randomElement(using: &rng) else { break }
      let newHeight = quarterPoints(in: 0...150, using: &rng)
      do {
        offset += try layout.setHeight(newHeight, for: target, anchoredAt: offset)
      } catch {
        Issue.record("seed \(seed) step \(step): \(error)")
      }
      #expect(
        layout.rectForRow(at: first).minY - offset == screenY,
        "seed \(seed) step \(step) corrected \(target)")
    }
  }

  @Test(
    "Any correction keeps the element at the offset exactly where it was",
    arguments: 0..<200 as Range<UInt64>)
  func anchorStays(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    var layout = try TableLayout(spec: .random(using: &rng, maxSections: 15), width: 390)
    for step in 0..<30 {
      let height = layout.contentSize.height
      guard height > 0 else { return }
      let offset = quarterPoints(in: 0...height, using: &rng)
      guard let anchor = layout.element(atY: offset),
        let target = allElements(layout).randomElement(using: &rng)
      else { continue }
      let before = layout.rect(for: anchor).minY
      let adjustment = try layout.setHeight(
        quarterPoints(in: 0...150, using: &rng), for: target, anchoredAt: offset)
      #expect(
        layout.rect(for: anchor).minY == CGFloat(before + adjustment), "seed \(seed) step \(step)")
      layout.checkInvariants()
    }
  }
}
