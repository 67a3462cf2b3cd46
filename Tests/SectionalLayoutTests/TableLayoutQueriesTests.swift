import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct TableLayoutQueriesTests {
  /// One plain iOS 15 section: 22 pt padding, a 28 pt header, 12 rows of 44.
  func plainLayout() throws -> TableLayout {
    let spec = TableSpec(
      style: .plain, sections: [.init(header: .automatic, rows: .uniform(44, count: 12))])
    return try TableLayout(spec: spec, width: 390)
  }

  /// Two grouped iOS 15 sections: the first without header, the second with a 40 pt one.
  func groupedSpec(_ style: TableStyle = .grouped) -> TableSpec {
    TableSpec(
      style: style,
      sections: [
        .init(header: nil, rows: .exact([44, 60]), footer: .automatic),
        .init(header: .exact(40), rows: .uniform(44, count: 1)),
      ])
  }

  @Test("Plain iOS 15 header sits below 22 pt of padding and rows follow it")
  func plainFrames() throws {
    let layout = try plainLayout()
    #expect(layout.numberOfSections == 1)
    #expect(layout.numberOfRows(inSection: 0) == 12)
    #expect(layout.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 28))
    #expect(
      layout.rectForRow(at: RowPosition(row: 2, section: 0))
        == CGRect(x: 0, y: 138, width: 390, height: 44))
    #expect(layout.rectForFooter(inSection: 0) == CGRect(x: 0, y: 578, width: 390, height: 0))
    #expect(layout.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 578))
    #expect(layout.contentSize == CGSize(width: 390, height: 578))
  }

  @Test("Hit-testing returns the row under a point and nil over headers or outside")
  func hitTesting() throws {
    let layout = try plainLayout()
    #expect(layout.positionForRow(at: CGPoint(x: 10, y: 120)) == RowPosition(row: 1, section: 0))
    #expect(layout.positionForRow(at: CGPoint(x: 10, y: 50)) == RowPosition(row: 0, section: 0))
    #expect(
      layout.positionForRow(at: CGPoint(x: 10, y: 577.5)) == RowPosition(row: 11, section: 0))
    #expect(layout.positionForRow(at: CGPoint(x: 10, y: 49.5)) == nil)
    #expect(layout.positionForRow(at: CGPoint(x: 10, y: 578)) == nil)
    #expect(layout.positionForRow(at: CGPoint(x: 390, y: 100)) == nil)
    #expect(layout.positionForRow(at: CGPoint(x: 10, y: -1)) == nil)
  }

  @Test("Rows in a rect are every row the rect touches, in order")
  func rowsInRect() throws {
    let layout = try plainLayout()
    let rows = layout.positionsForRows(in: CGRect(x: 0, y: 100, width: 390, height: 90))
    #expect(rows == [1, 2, 3].map { RowPosition(row: $0, section: 0) })
    #expect(layout.positionsForRows(in: CGRect(x: 0, y: 0, width: 390, height: 50)) == [])
  }

  @Test("Grouped first section without header starts 35 pt down; footers default to 17.5")
  func groupedFrames() throws {
    let layout = try TableLayout(spec: groupedSpec(), width: 390)
    #expect(layout.rectForHeader(inSection: 0) == CGRect(x: 0, y: 35, width: 390, height: 0))
    #expect(
      layout.rectForRow(at: RowPosition(row: 1, section: 0))
        == CGRect(x: 0, y: 79, width: 390, height: 60))
    #expect(layout.rectForFooter(inSection: 0) == CGRect(x: 0, y: 139, width: 390, height: 17.5))
    #expect(layout.rect(forSection: 1) == CGRect(x: 0, y: 156.5, width: 390, height: 84))
    #expect(
      layout.rectForRow(at: RowPosition(row: 0, section: 1))
        == CGRect(x: 0, y: 196.5, width: 390, height: 44))
    #expect(layout.contentSize.height == 240.5)
  }

  @Test("Inset grouped content is inset by the 16 pt layout margin; sections stay full width")
  func insetGroupedFrames() throws {
    let layout = try TableLayout(spec: groupedSpec(.insetGrouped), width: 390)
    #expect(
      layout.rectForRow(at: RowPosition(row: 0, section: 0))
        == CGRect(x: 16, y: 35, width: 358, height: 44))
    #expect(layout.rectForHeader(inSection: 1) == CGRect(x: 16, y: 156.5, width: 358, height: 40))
    #expect(layout.rect(forSection: 1) == CGRect(x: 0, y: 156.5, width: 390, height: 84))
  }

  @Test("Table header and footer bracket the sections")
  func tableHeaderAndFooter() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [.init(header: .automatic, rows: .uniform(44, count: 2))],
      tableHeaderHeight: 100, tableFooterHeight: 50)
    let layout = try TableLayout(spec: spec, width: 320)
    #expect(layout.tableHeaderRect == CGRect(x: 0, y: 0, width: 320, height: 100))
    #expect(layout.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 320, height: 23))
    #expect(layout.tableFooterRect == CGRect(x: 0, y: 211, width: 320, height: 50))
    #expect(layout.contentSize == CGSize(width: 320, height: 261))
  }

  @Test("A collapsed section keeps its row count but its rows take no space")
  func collapsedSection() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(
          header: .exact(30), rows: .uniform(44, count: 3), footer: .exact(20), isCollapsed: true)
      ])
    let layout = try TableLayout(spec: spec, width: 390)
    #expect(layout.numberOfRows(inSection: 0) == 3)
    #expect(layout.isCollapsed(section: 0))
    #expect(layout.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 390, height: 50))
    #expect(
      layout.rectForRow(at: RowPosition(row: 2, section: 0))
        == CGRect(x: 0, y: 30, width: 390, height: 0))
    #expect(layout.positionForRow(at: CGPoint(x: 1, y: 35)) == nil)
    #expect(layout.positionsForRows(in: CGRect(x: 0, y: 0, width: 390, height: 50)) == [])
  }

  @Test("Empty sections show headers by default and drop them under the hidden policy")
  func emptySectionPolicy() throws {
    let sections: [SectionSpec] = [
      .init(header: .automatic, rows: .uniform(44, count: 0), footer: .exact(10)),
      .init(header: .automatic, rows: .uniform(44, count: 1)),
    ]
    let shown = try TableLayout(spec: TableSpec(style: .plain, sections: sections), width: 300)
    #expect(shown.rect(forSection: 0).height == 60)
    let hidden = try TableLayout(
      spec: TableSpec(
        style: .plain, sections: sections, emptySectionHeaders: .hidden,
        emptySectionFooters: .hidden),
      width: 300)
    #expect(hidden.rect(forSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 0))
    #expect(hidden.rectForHeader(inSection: 1) == CGRect(x: 0, y: 22, width: 300, height: 28))
  }

  @Test("Grouped zero height hides a header unless the UIKit quirk is switched on")
  func groupedZeroHeightQuirk() throws {
    let sections: [SectionSpec] = [
      .init(header: .exact(0), rows: .uniform(44, count: 1)),
      .init(header: .exact(0), rows: .uniform(44, count: 1)),
    ]
    let plain = try TableLayout(spec: TableSpec(style: .grouped, sections: sections), width: 300)
    #expect(plain.rectForHeader(inSection: 1) == CGRect(x: 0, y: 79, width: 300, height: 0))
    let quirky = try TableLayout(
      spec: TableSpec(
        style: .grouped, quirks: TableQuirks(groupedZeroHeightMeansDefault: true),
        sections: sections),
      width: 300)
    #expect(quirky.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: 300, height: 17.5))
    #expect(quirky.rectForHeader(inSection: 1) == CGRect(x: 0, y: 61.5, width: 300, height: 17.5))
  }

  @Test("Profiles carry UIKit's defaults: 22, 23 and 28 pt plain headers")
  func profiles() {
    #expect(TableMetrics.iOS6.headerHeight(for: .plain) == 22)
    #expect(TableMetrics.iOS7to14.headerHeight(for: .plain) == 23)
    #expect(TableMetrics.iOS7to14.headerHeight(for: .grouped) == 17.5)
    #expect(TableMetrics.iOS15.headerHeight(for: .plain) == 28)
    #expect(TableMetrics.iOS15.sectionHeaderTopPadding == 22)
    #expect(TableMetrics.iOS15.groupedFirstSectionGap == 35)
    #expect(TableMetrics.iOS15.rowHeight == 44)
    #expect(TableMetrics.iOS15.cornerRadius == 10)
  }

  @Test("Plain sections pin both elements by default; grouped pin none; a section may choose")
  func pinPolicies() throws {
    let sections: [SectionSpec] = [
      .init(header: .automatic, rows: .uniform(44, count: 1)),
      .init(header: .automatic, rows: .uniform(44, count: 1), pinning: .footer),
    ]
    let plain = try TableLayout(spec: TableSpec(style: .plain, sections: sections), width: 300)
    #expect(plain.pinPolicy(forSection: 0) == .both)
    #expect(plain.pinPolicy(forSection: 1) == .footer)
    let grouped = try TableLayout(spec: TableSpec(style: .grouped, sections: sections), width: 300)
    #expect(grouped.pinPolicy(forSection: 0) == PinPolicy.none)
  }
}
