import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct TableLayoutValidationTests {
  func build(_ sections: [SectionSpec]) -> LayoutError? {
    do {
      _ = try TableLayout(spec: TableSpec(style: .plain, sections: sections), width: 320)
      return nil
    } catch {
      return error
    }
  }

  @Test("A negative row height is rejected with a message naming the row and section")
  func negativeRow() {
    let error = build([
      .init(header: nil, rows: .uniform(44, count: 1)),
      .init(header: nil, rows: .exact([44, 44, -3])),
    ])
    #expect(
      error
        == .invalidHeight(
          "height of row 2 in section 1 is -3.0; heights must be finite and not negative"))
  }

  @Test("A NaN header height names the section")
  func nanHeader() {
    let error = build([.init(header: .estimated(.nan), rows: .uniform(44, count: 1))])
    #expect(
      error?.description
        == "header height of section 0 is nan; heights must be finite and not negative")
  }

  @Test("An infinite footer height and a negative row count are rejected")
  func infiniteFooterAndNegativeCount() {
    let footer = build([.init(header: nil, rows: .uniform(44, count: 1), footer: .exact(.infinity))]
    )
    #expect(
      footer?.description
        == "footer height of section 0 is inf; heights must be finite and not negative")
    let count = build([.init(header: nil, rows: .uniform(44, count: -1))])
    #expect(count == .invalidIndex("row count of section 0 is -1"))
  }

  @Test("A negative width or table header height is rejected")
  func negativeWidth() {
    let spec = TableSpec(style: .plain, sections: [])
    #expect(
      throws: LayoutError.invalidHeight("width is -1.0; heights must be finite and not negative")
    ) {
      try TableLayout(spec: spec, width: -1)
    }
    var tall = spec
    tall.tableHeaderHeight = -.infinity
    #expect(throws: LayoutError.self) { try TableLayout(spec: tall, width: 10) }
  }
}
