import Sectional
import SectionalRecipes
import Testing

/// Seed 000: a header built in code (22 pt grey bar, white bold label, hand-set frames) and
/// the better way, a template header (title, subtitle, image placed by constraints, 68 pt)
/// dequeued from the `CustomHeaderCell` prototype.
@MainActor
@Suite struct CustomHeaderSceneTests {
  /// The scene at iPhone size, where section 1's template header shows at the top.
  private func makeScene() -> CustomHeaderScene {
    RecipeScenes.make(CustomHeaderScene.self, size: CGSize(width: 390, height: 844))
  }

  @Test("both headers are placed at their given heights below the iOS 15 top padding")
  func frames() {
    let scene = makeScene()
    let table = scene.tableView
    #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 390, height: 22))
    // 22 + 22 + 10 × 44 + 22 = 506.
    #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 506, width: 390, height: 68))
    #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 574)
    #expect(table.displayedHeaderView(forSection: 0)?.frame == table.rectForHeader(inSection: 0))
    withExtendedLifetime(scene) {}
  }

  @Test("the 68 pt template header is not truncated and keeps its outlets")
  func templateHeader() throws {
    let scene = makeScene()
    let table = scene.tableView
    let header = try #require(table.displayedHeaderView(forSection: 1) as? CustomHeaderCell)
    #expect(header.frame == CGRect(x: 0, y: 506, width: 390, height: 68))
    #expect(header.reuseIdentifier == "HeaderCell")
    #expect(header.title.text == "Custom header from cell")
    #expect(header.subtitle.text == "The subtitle of section 1")
    #expect(header.image.image?.size == CGSize(width: 44, height: 44))
    #expect(header.image.frame.minY >= 0 && header.image.frame.maxY <= header.bounds.height)
    #expect(header.subtitle.frame.maxY <= header.bounds.height)
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 1)
    withExtendedLifetime(scene) {}
  }

  @Test("the prototype's constraints place the image, title and subtitle")
  func templateLayout() throws {
    let scene = makeScene()
    let table = scene.tableView
    let header = try #require(table.displayedHeaderView(forSection: 1) as? CustomHeaderCell)
    #expect(header.backgroundColor == Color(red: 0.2, green: 0.45, blue: 0.85))
    // Image 12 pt in and centred; title 12 pt right of it and 12 pt down (bold 18: 23 glyphs
    // of 9.9 pt, 22.5 pt high); subtitle 4 pt below (14 pt: 25 glyphs of 7 pt).
    #expect(header.image.frame == CGRect(x: 12, y: 12, width: 44, height: 44))
    #expect(header.title.frame == CGRect(x: 68, y: 12, width: 228, height: 23))
    #expect(header.subtitle.frame == CGRect(x: 68, y: 39, width: 175, height: 18))
    #expect(header.ambiguouslyLaidOutViews().isEmpty)
    withExtendedLifetime(scene) {}
  }

  @Test("the code-built header keeps its grey bar and white bold label")
  func codeHeader() throws {
    let scene = makeScene()
    let table = scene.tableView
    let header = try #require(table.displayedHeaderView(forSection: 0))
    #expect(header.backgroundColor == Color(white: 0.5, alpha: 1))
    #expect(header.borderWidth == 1)
    let label = try #require(header.subviews.first as? Label)
    #expect(label.frame == CGRect(x: 5, y: 2, width: 385, height: 18))
    #expect(label.font == .boldSystemFont(ofSize: 16))
    #expect(label.textColor == .white)
    #expect(label.text == "This is the custom header view")
    withExtendedLifetime(scene) {}
  }

  @Test("the template header goes back to the cell queue when scrolled away and is reused")
  func templateReuse() throws {
    let scene = makeScene()
    let table = scene.tableView
    // Past section 1 (506 to 1_014), sections 2 and 3 show their template headers.
    scene.scroll(to: 1_100)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 2)
    scene.scroll(to: 0)
    #expect(table.displayedHeaderView(forSection: 1) is CustomHeaderCell)
    #expect(table.createdCellCount(forIdentifier: "HeaderCell") == 2)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump")
  func dump() {
    let scene = makeScene()
    let table = scene.tableView
    #expect(
      table.layoutDump() == """
        plain 390x844 offset 0 content 2074
        header 0 (0, 22, 390, 22) View
        row [0, 0] (0, 44, 390, 44) TableViewCell "Section 0, row 0"
        row [0, 1] (0, 88, 390, 44) TableViewCell "Section 0, row 1"
        row [0, 2] (0, 132, 390, 44) TableViewCell "Section 0, row 2"
        row [0, 3] (0, 176, 390, 44) TableViewCell "Section 0, row 3"
        row [0, 4] (0, 220, 390, 44) TableViewCell "Section 0, row 4"
        row [0, 5] (0, 264, 390, 44) TableViewCell "Section 0, row 5"
        row [0, 6] (0, 308, 390, 44) TableViewCell "Section 0, row 6"
        row [0, 7] (0, 352, 390, 44) TableViewCell "Section 0, row 7"
        row [0, 8] (0, 396, 390, 44) TableViewCell "Section 0, row 8"
        row [0, 9] (0, 440, 390, 44) TableViewCell "Section 0, row 9"
        header 1 (0, 506, 390, 68) CustomHeaderCell
        row [1, 0] (0, 574, 390, 44) TableViewCell "Section 1, row 0"
        row [1, 1] (0, 618, 390, 44) TableViewCell "Section 1, row 1"
        row [1, 2] (0, 662, 390, 44) TableViewCell "Section 1, row 2"
        row [1, 3] (0, 706, 390, 44) TableViewCell "Section 1, row 3"
        row [1, 4] (0, 750, 390, 44) TableViewCell "Section 1, row 4"
        row [1, 5] (0, 794, 390, 44) TableViewCell "Section 1, row 5"
        row [1, 6] (0, 838, 390, 44) TableViewCell "Section 1, row 6"

        """)
    withExtendedLifetime(scene) {}
  }
}
