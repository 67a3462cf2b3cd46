import SectionalGraphics
import SectionalLayout
import SectionalTestSupport
import Testing

@Suite struct TableLayoutPropertyTests {
  /// The frames of every row, computed the slow way from `rectForRow(at:)`.
  func allRows(_ layout: TableLayout) -> [(RowPosition, CGRect)] {
    var result: [(RowPosition, CGRect)] = []
    for section in 0..<layout.numberOfSections {
      for row in 0..<layout.numberOfRows(inSection: section) {
        let indexPath = RowPosition(row: row, section: section)
        result.append((indexPath, layout.rectForRow(at: indexPath)))
      }
    }
    return result
  }

  @Test(
    "Sections, headers, rows and footers tile the content without gaps",
    arguments: 0..<150 as Range<UInt64>)
  func tiling(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng), width: 390)
    var y = layout.tableHeaderRect.maxY
    for section in 0..<layout.numberOfSections {
      let frame = layout.rect(forSection: section)
      #expect(frame.minY == y, "seed \(seed) section \(section)")
      var inner = layout.rectForHeader(inSection: section).maxY
      #expect(layout.rectForHeader(inSection: section).minY >= frame.minY, "seed \(seed)")
      if !layout.isCollapsed(section: section) {
        for row in 0..<layout.numberOfRows(inSection: section) {
          let rowFrame = layout.rectForRow(at: RowPosition(row: row, section: section))
          #expect(rowFrame.minY == inner, "seed \(seed) row \(row) section \(section)")
          inner = rowFrame.maxY
        }
      }
      let footer = layout.rectForFooter(inSection: section)
      #expect(footer.minY == inner, "seed \(seed) section \(section)")
      #expect(footer.maxY == frame.maxY, "seed \(seed) section \(section)")
      y = frame.maxY
    }
    #expect(layout.tableFooterRect.minY == y, "seed \(seed)")
    #expect(layout.contentSize.height == y + layout.tableFooterRect.height, "seed \(seed)")
  }

  @Test("Hit-testing a row's middle finds that row", arguments: 0..<150 as Range<UInt64>)
  func hitTestRoundTrip(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng), width: 390)
    for (indexPath, frame) in allRows(layout) where frame.height > 0 {
      let hit = layout.positionForRow(at: CGPoint(x: 1, y: frame.midY))
      #expect(hit == indexPath, "seed \(seed)")
    }
  }

  @Test(
    "Rows in a rect and visible rows match a brute-force scan", arguments: 0..<150 as Range<UInt64>)
  func rowsInRectMatchBruteForce(seed: UInt64) throws {
    var rng = SplitMix64(seed: seed)
    let layout = try TableLayout(spec: .random(using: &rng), width: 390)
    let rows = allRows(layout)
    for _ in 0..<20 {
      let top = Double(Int.random(in: -100...Int(layout.contentSize.height) + 100, using: &rng))
      let rect = CGRect(
        x: 0, y: top, width: 390, height: Double(Int.random(in: 1...400, using: &rng)))
      let expected = rows.filter { _, frame in
        frame.height > 0 && frame.maxY > rect.minY && frame.minY < rect.maxY
      }
      #expect(layout.positionsForRows(in: rect) == expected.map(\.0), "seed \(seed) rect \(rect)")
      let visibleRows = layout.visibleElements(in: rect).compactMap { element in
        if case .row(let indexPath) = element.kind { (indexPath, element.frame) } else { nil }
      }
      #expect(visibleRows.map(\.0) == expected.map(\.0), "seed \(seed) rect \(rect)")
      #expect(visibleRows.map(\.1) == expected.map(\.1), "seed \(seed) rect \(rect)")
    }
  }
}
