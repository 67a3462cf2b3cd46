import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct EstimatesTests {
  /// Three plain sections of 468 pt: a 28 pt estimated header and ten 44 pt estimated rows.
  func estimatedLayout() throws -> TableLayout {
    let section = SectionSpec(header: .estimated(28), rows: .estimated(44, count: 10))
    let spec = TableSpec(style: .plain, metrics: .iOS7to14, sections: [section, section, section])
    return try TableLayout(spec: spec, width: 390)
  }

  @Test("A correction above the viewport returns the change so the visible row stays put")
  func correctionAbove() throws {
    var layout = try estimatedLayout()
    let adjustment = try layout.setHeight(
      60, for: .row(RowPosition(row: 3, section: 0)), anchoredAt: 500)
    #expect(adjustment == 16)
    #expect(layout.rectForRow(at: RowPosition(row: 0, section: 1)).minY == 512)
    let header = try layout.setHeight(30, for: .header(section: 1), anchoredAt: 516)
    #expect(header == 2)
    #expect(layout.rectForRow(at: RowPosition(row: 0, section: 1)).minY == 514)
  }

  @Test("Correcting the anchor itself or anything below it needs no adjustment")
  func correctionAtOrBelow() throws {
    var layout = try estimatedLayout()
    #expect(
      try layout.setHeight(50, for: .row(RowPosition(row: 0, section: 1)), anchoredAt: 500) == 0)
    #expect(
      try layout.setHeight(10, for: .row(RowPosition(row: 0, section: 2)), anchoredAt: 500) == 0)
    #expect(try layout.setHeight(90, for: .tableFooter, anchoredAt: 500) == 0)
    #expect(
      layout.rectForRow(at: RowPosition(row: 1, section: 1))
        == CGRect(x: 0, y: 546, width: 390, height: 44))
    #expect(layout.contentSize.height == CGFloat(468 * 3 + 6 - 34 + 90))
  }

  @Test("Measured heights replace estimates in the dump; uniform rows become a list")
  func dumpAfterCorrections() throws {
    var layout = try estimatedLayout()
    try layout.setHeight(30, for: .header(section: 0), anchoredAt: 0)
    try layout.setHeight(40, for: .row(RowPosition(row: 9, section: 0)), anchoredAt: 0)
    try layout.setHeight(12, for: .tableHeader, anchoredAt: 0)
    #expect(
      layout.dump() == """
        TableLayout plain width=390 contentHeight=1414 (3 sections)
          table header  y=0 h=12
          section 0  y=12 h=466  header y=12 h=30  rows y=42 10 rows Σ=436 (estimated)  footer —
          section 1  y=478 h=468  header y=478 h=28 (estimated)  rows y=506 10×44 (estimated)  footer —
          section 2  y=946 h=468  header y=946 h=28 (estimated)  rows y=974 10×44 (estimated)  footer —
        """)
  }

  @Test("A bad height or a missing element is rejected and leaves the layout as it was")
  func rejectedCorrections() throws {
    var layout = try estimatedLayout()
    let before = layout
    #expect(
      throws: LayoutError.invalidHeight(
        "height of row [0, 3] is -1.0; heights must be finite and not negative")
    ) {
      try layout.setHeight(-1, for: .row(RowPosition(row: 3, section: 0)), anchoredAt: 0)
    }
    #expect(throws: LayoutError.invalidIndex("row 10 out of range 0..<10 in section 2")) {
      try layout.setHeight(1, for: .row(RowPosition(row: 10, section: 2)), anchoredAt: 0)
    }
    #expect(throws: LayoutError.invalidIndex("section 0 has no footer")) {
      try layout.setHeight(1, for: .footer(section: 0), anchoredAt: 0)
    }
    #expect(throws: LayoutError.invalidIndex("section 3 out of range 0..<3")) {
      try layout.setHeight(1, for: .header(section: 3), anchoredAt: 0)
    }
    #expect(layout == before)
  }

  @Test("A row of a collapsed section can be measured without moving anything")
  func collapsedRow() throws {
    let spec = TableSpec(
      style: .plain, metrics: .iOS7to14,
      sections: [
        .init(header: .exact(20), rows: .estimated(44, count: 3), isCollapsed: true),
        .init(header: .exact(20), rows: .estimated(44, count: 3)),
      ])
    var layout = try TableLayout(spec: spec, width: 100)
    #expect(
      try layout.setHeight(80, for: .row(RowPosition(row: 1, section: 0)), anchoredAt: 30) == 0)
    #expect(layout.rect(forSection: 1).minY == 20)
  }

  @Test("The element at a y is the header over its padding, then rows, then the footer")
  func elementAtY() throws {
    let spec = TableSpec(
      style: .plain,
      sections: [.init(header: .automatic, rows: .uniform(44, count: 2), footer: .exact(10))],
      tableHeaderHeight: 5, tableFooterHeight: 5)
    let layout = try TableLayout(spec: spec, width: 100)
    #expect(layout.element(atY: -20) == .tableHeader)
    #expect(layout.element(atY: 5) == .header(section: 0))
    #expect(layout.element(atY: 54.5) == .header(section: 0))
    #expect(layout.element(atY: 55) == .row(RowPosition(row: 0, section: 0)))
    #expect(layout.element(atY: 143) == .footer(section: 0))
    #expect(layout.element(atY: 153) == .tableFooter)
    #expect(layout.element(atY: 158) == nil)
  }
}
