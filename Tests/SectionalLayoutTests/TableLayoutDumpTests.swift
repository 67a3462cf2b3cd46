import SectionalGraphics
import SectionalLayout
import Testing

@Suite struct TableLayoutDumpTests {
  @Test("A plain table dumps one line per section with header, rows and footer")
  func plainDump() throws {
    let spec = TableSpec(
      style: .plain,
      sections: [
        .init(header: .estimated(28), rows: .uniform(44, count: 12)),
        .init(header: nil, rows: .exact([10, 20.5]), footer: .exact(8), pinning: .header),
      ],
      tableFooterHeight: 40)
    let layout = try TableLayout(spec: spec, width: 390)
    #expect(
      layout.dump() == """
        TableLayout plain width=390 contentHeight=656.5 (2 sections)
          section 0  y=0 h=578  header y=22 h=28 (estimated)  rows y=50 12×44  footer —
          section 1  y=578 h=38.5  header —  rows y=578 [10 20.5]  footer y=608.5 h=8  pins header
          table footer  y=616.5 h=40
        """)
  }

  @Test("A grouped table dumps the first-section gap, estimates and collapsed rows")
  func groupedDump() throws {
    let spec = TableSpec(
      style: .grouped,
      sections: [
        .init(header: nil, rows: .exact([44, 60]), footer: .automatic),
        .init(header: .exact(40), rows: .estimated(50, count: 3), isCollapsed: true),
        .init(header: .automatic, rows: .exact(Array(repeating: 11, count: 9))),
      ],
      tableHeaderHeight: 12)
    let layout = try TableLayout(spec: spec, width: 320)
    #expect(
      layout.dump() == """
        TableLayout grouped width=320 contentHeight=325 (3 sections)
          table header  y=0 h=12
          section 0  y=12 h=156.5  header —  rows y=47 [44 60]  footer y=151 h=17.5
          section 1  y=168.5 h=40  header y=168.5 h=40  rows y=208.5 3×50 (estimated) collapsed  footer —
          section 2  y=208.5 h=116.5  header y=208.5 h=17.5  rows y=226 9 rows Σ=99  footer —
        """)
  }
}
