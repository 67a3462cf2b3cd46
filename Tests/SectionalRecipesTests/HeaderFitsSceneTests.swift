import Sectional
import SectionalRecipes
import Testing

/// Seed 002: a table header holding a vertical stack of four labels sizes itself to its Auto
/// Layout content at the table's width, with no `sizeHeaderToFit()` call needed.
@MainActor
@Suite struct HeaderFitsSceneTests {
  private func makeScene(width: Double) -> HeaderFitsScene {
    RecipeScenes.make(HeaderFitsScene.self, size: CGSize(width: width, height: 600))
  }

  @Test(
    "the table header takes the height that shows all four labels at each width",
    arguments: [(320.0, 236.0), (375, 194), (414, 194)])
  func fits(width: Double, expected: Double) {
    let scene = makeScene(width: width)
    let header = scene.headerView
    #expect(header.frame == CGRect(x: 0, y: 0, width: width, height: expected))
    for label in header.labels {
      let needed = label.textMeasurer.size(
        of: label.text ?? "", font: label.font, maxWidth: label.frame.width)
      #expect(label.frame.height >= needed.height)
      #expect(label.convert(label.bounds, to: header).maxY <= header.bounds.height - 8)
    }
    #expect(scene.tableView.rectForHeader(inSection: 0).minY >= expected)
    withExtendedLifetime(scene) {}
  }

  @Test(
    "the table and header come from the seed's storyboard: four outlet labels stacked on the margins"
  )
  func fromStoryboard() throws {
    let scene = makeScene(width: 320)
    let header = scene.headerView
    #expect(scene.storyboardController.tableView === scene.tableView)
    #expect(scene.tableView.style == .grouped)
    #expect(scene.tableView.dataSource === scene)
    #expect(scene.tableView.tableHeaderView === header)
    #expect(header.labels.map(\.text) == FourLabelHeader.texts.map { $0 })
    #expect(
      header.labels.allSatisfy { $0.numberOfLines == 0 && $0.adjustsFontForContentSizeCategory })
    #expect(
      header.labels[0].font
        == FontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20)))
    #expect(
      header.labels[3].font
        == FontMetrics(forTextStyle: .body).scaledFont(for: .systemFont(ofSize: 17)))
    #expect(header.backgroundColor == .systemBackground)
    let stack = try #require(header.subviews.first as? StackView)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
    #expect(stack.arrangedSubviews.elementsEqual(header.labels) { $0 === $1 })
    // 8 pt margins on every side, as the code-built header's.
    #expect(stack.frame == CGRect(x: 8, y: 8, width: 304, height: 220))
    withExtendedLifetime(scene) {}
  }

  @Test("the table header grows when its content changes and the table lays out again")
  func regrows() {
    let scene = makeScene(width: 375)
    let header = scene.headerView
    #expect(header.frame.height == 194)
    header.labels[2].text = header.labels[3].text
    scene.tableView.setNeedsLayout()
    scene.tableView.layoutIfNeeded()
    #expect(header.frame.height > 194)
    #expect(scene.tableView.rectForHeader(inSection: 0).minY >= header.frame.maxY)
    withExtendedLifetime(scene) {}
  }

  @Test("sizeHeaderToFit gives the same height as the automatic sizing")
  func portedCall() {
    let scene = makeScene(width: 320)
    scene.tableView.sizeHeaderToFit()
    #expect(scene.headerView.frame.height == 236)
    withExtendedLifetime(scene) {}
  }

  @Test("a table footer without constraints keeps its frame height")
  func frameFooter() {
    let scene = makeScene(width: 320)
    let table = scene.tableView
    table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 30))
    table.layoutIfNeeded()
    #expect(table.contentSize.height == table.rect(forSection: 2).maxY + 30)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump")
  func dump() {
    let scene = makeScene(width: 320)
    let table = scene.tableView
    #expect(
      table.layoutDump() == """
        grouped 320x600 offset 0 content 1382
        table header (0, 0, 320, 236) FourLabelHeader
        header 0 (0, 236, 320, 55) TableViewHeaderFooterView "SECTION 1"
        row [0, 0] (0, 291, 320, 44) TableViewCell "Story 1.1"
        row [0, 1] (0, 335, 320, 44) TableViewCell "Story 1.2"
        row [0, 2] (0, 379, 320, 44) TableViewCell "Story 1.3"
        row [0, 3] (0, 423, 320, 44) TableViewCell "Story 1.4"
        row [0, 4] (0, 467, 320, 44) TableViewCell "Story 1.5"
        row [0, 5] (0, 511, 320, 44) TableViewCell "Story 1.6"
        row [0, 6] (0, 555, 320, 44) TableViewCell "Story 1.7"
        row [0, 7] (0, 599, 320, 44) TableViewCell "Story 1.8"

        """)
    withExtendedLifetime(scene) {}
  }
}
