import Sectional
import Testing

@MainActor
@Suite struct TableViewHeaderFooterViewTests {
  @Test("A plain default header is opaque, so a pinned one hides the rows under it")
  func plainDefaultLookIsOpaque() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.applyDefaultLook(style: .plain, isHeader: true, metrics: .iOS15)
    #expect(header.backgroundColor == .systemBackground)
  }

  @Test("A background colour set by the app survives the default look")
  func appColourWins() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.backgroundColor = .systemYellow
    header.applyDefaultLook(style: .plain, isHeader: true, metrics: .iOS15)
    #expect(header.backgroundColor == .systemYellow)
  }

  @Test("Grouped headers stay transparent over the grouped background")
  func groupedDefaultLookIsClear() {
    let header = TableViewHeaderFooterView(reuseIdentifier: nil)
    header.applyDefaultLook(style: .grouped, isHeader: true, metrics: .iOS15)
    #expect(header.backgroundColor == nil)
  }
}
