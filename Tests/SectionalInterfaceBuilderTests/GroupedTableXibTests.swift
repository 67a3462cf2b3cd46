import Foundation
import SectionalInterfaceBuilder
import Testing

/// Seed 001's nib: the File's Owner's view holds a grouped table tagged 8888.
@Suite struct GroupedTableXibTests {
  let result: IBLoadResult
  var document: IBDocument { result.document }

  init() throws {
    result = try loadDocument("GroupedTable.xib")
  }

  @Test("The xib's top-level objects: two placeholders and the view")
  func topLevel() {
    #expect(result.diagnostics == [])
    #expect(document.kind == .xib)
    #expect(document.scenes == [])
    #expect(document.objects.map(\.id) == ["-1", "-2", "grp-01-vew"])
    #expect(document.objects[0].kind == .placeholder("IBFilesOwner"))
    #expect(document.objects[0].customClass == "GroupedColorsViewController")
    #expect(document.objects[1].kind == .placeholder("IBFirstResponder"))
    #expect(document.objects[0].connections.first?.outletProperty == "view")
    #expect(document.objects[0].connections.first?.destination == "grp-01-vew")
  }

  @Test("viewWithTag(8888) finds the grouped table")
  func taggedTable() throws {
    let root = document.objects[2]
    let table = try #require(root.view(withTag: 8888))
    #expect(table.id == "grp-01-tbl")
    #expect(table.view.tag == 8888)
    var expected = IBTableView()
    expected.style = .grouped
    expected.separatorStyle = .singleLineEtched
    expected.rowHeight = -1
    expected.estimatedRowHeight = 44
    expected.sectionHeaderHeight = 40
    expected.sectionFooterHeight = 10
    expected.estimatedSectionHeaderHeight = 40
    expected.estimatedSectionFooterHeight = -1
    expected.separatorColor = .rgb(0.5, 0.25, 0.75, alpha: 1, space: .calibratedRGB)
    expected.separatorInset = IBEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    expected.contentInset = IBEdgeInsets(top: 8, left: 0, bottom: 16, right: 0)
    #expect(table.kind == .tableView(expected))
    #expect(table.view.backgroundColor == .white(0, alpha: 0, space: .calibratedWhite))
    #expect(table.view.frame == CGRect(x: 0, y: 20, width: 320, height: 548))
    #expect(table.connections.map(\.destination) == ["-1", "-1"])
    #expect(root.view(withTag: 1) == nil)
  }

  @Test("The root view: pastel background, safe area guide, edges pinned to it")
  func rootView() throws {
    let root = document.objects[2]
    #expect(root.view.backgroundColor == .rgb(0.95, 0.98, 0.9, alpha: 1, space: .sRGB))
    #expect(root.view.contentMode == .scaleToFill)
    #expect(root.children.map(\.kind) == [.layoutGuide(.safeArea)])
    #expect(root.children.first?.id == "grp-01-saf")
    #expect(
      root.constraints.map {
        "\($0.firstItem).\($0.firstAttribute.rawValue)=\($0.secondItem ?? "").\($0.secondAttribute?.rawValue ?? "")"
      } == [
        "grp-01-tbl.top=grp-01-saf.top", "grp-01-tbl.leading=grp-01-saf.leading",
        "grp-01-saf.trailing=grp-01-tbl.trailing", "grp-01-saf.bottom=grp-01-tbl.bottom",
      ])
  }
}
