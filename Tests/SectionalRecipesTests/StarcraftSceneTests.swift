import Sectional
import SectionalRecipes
import Testing

@testable import SectionalViews

/// Seed 003: a themed app: a navigation bar styled by the appearance proxy above a table of
/// guide cells with zero separator inset and margins, `RaceHeaderView` headers placed with
/// anchors (66 pt), and `tableFooterView = View()` so no filler separators show below the
/// last row.
@MainActor
@Suite struct StarcraftSceneTests {
  private let darkBackground = Theme.Colors.darkBackgroundColor.color

  /// The scene at 320 × 844: a 44 pt bar above an 800 pt table that shows all of section 0.
  private func makeScene(height: Double = 844) -> StarcraftScene {
    RecipeScenes.make(StarcraftScene.self, size: CGSize(width: 320, height: height))
  }

  @Test("a 44 pt bar in the theme's colours above the table")
  func bar() {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    #expect(scene.tableView.frame == CGRect(x: 0, y: 44, width: 320, height: 800))
    #expect(scene.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    #expect(scene.navigationBar.effectiveBarColor == Theme.Colors.foreground.color)
    #expect(scene.navigationBar.titleColor == Theme.Colors.tintColor.color)
    #expect(scene.tableView.backgroundColor == Theme.Colors.backgroundColor.color)
    withExtendedLifetime(scene) {}
  }

  @Test(
    "the bar and the table come from the seed's storyboard: the navigation controller's bar, titled Races"
  )
  func storyboardControllers() {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    #expect(scene.storyboardController.navigationBar === scene.navigationBar)
    #expect(scene.storyboardController.viewControllers.count == 1)
    #expect(scene.storyboardController.topViewController === scene.guideController)
    #expect(scene.guideController.tableView === scene.tableView)
    #expect(scene.guideController.navigationItem.title == "Races")
    #expect(scene.navigationBar.topItem === scene.guideController.navigationItem)
    #expect(scene.tableView.style == .plain)
    #expect(scene.tableView.dataSource === scene)
    #expect(scene.tableView.delegate === scene)
    withExtendedLifetime(scene) {}
  }

  @Test(
    "guide cells are the storyboard's GuideCell prototype: 44 pt, the name label outlet themed in awakeFromNib"
  )
  func prototypeCell() throws {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    let cell = try #require(
      scene.tableView.dequeueReusableCell(withIdentifier: "GuideCell") as? GuideCell)
    #expect(GuideCell.reuseIdentifier == "GuideCell")
    #expect(cell.reuseIdentifier == "GuideCell")
    #expect(cell.frame.height == 44)
    #expect(cell.nameLabel.superview === cell.contentView)
    #expect(cell.nameLabel.text == nil)
    #expect(cell.nameLabel.font == Theme.Fonts.titleFont.font)
    #expect(cell.nameLabel.textColor == Theme.Colors.lightTextColor.color)
    #expect(cell.backgroundColor == Theme.Colors.foreground.color)
    #expect(cell.separatorInset == .zero)
    #expect(cell.layoutMargins == .zero)
    let shown = try #require(scene.tableView.cellForRow(at: IndexPath(row: 3, section: 1)))
    #expect(shown.frame == CGRect(x: 0, y: 704, width: 320, height: 44))
    #expect((shown as? GuideCell)?.nameLabel.text == "Hydralisk")
    #expect((shown as? GuideCell)?.nameLabel.frame.minX == 20)
    withExtendedLifetime(scene) {}
  }

  @Test("the race header is 66 pt with its icon and label placed by anchors")
  func raceHeader() throws {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    let table = scene.tableView
    let header = try #require(table.displayedHeaderView(forSection: 0) as? RaceHeaderView)
    #expect(header.frame == CGRect(x: 0, y: 22, width: 320, height: 66))
    #expect(header.label.text == "Terran")
    #expect(header.imageView.image?.size == CGSize(width: 32, height: 24))
    #expect(header.imageView.frame == CGRect(x: 20, y: 21, width: 32, height: 24))
    #expect(header.label.frame.minX == 72)
    #expect(header.label.frame.midY == header.imageView.frame.midY)
    withExtendedLifetime(scene) {}
  }

  @Test("guide cells name the unit 20 pt in, and separators run edge to edge, dark")
  func separators() throws {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    let table = scene.tableView
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? GuideCell)
    #expect(cell.nameLabel.text == "Marine")
    #expect(cell.nameLabel.convert(cell.nameLabel.bounds, to: cell).minX == 20)
    let separator = try #require(cell.subviews.last)
    #expect(separator.frame == CGRect(x: 0, y: 43, width: 320, height: 1))
    #expect(separator.backgroundColor == darkBackground)
    #expect(!separator.isHidden)
    let last = try #require(table.cellForRow(at: IndexPath(row: 8, section: 0)))
    #expect(last.subviews.last?.isHidden == true)
    withExtendedLifetime(scene) {}
  }

  @Test("the empty table footer view hides the filler separators that show without it")
  func noFiller() {
    defer { AppearanceRegistry.removeAll() }
    // A window tall enough for space below the last row: 1_456 pt of table.
    let scene = makeScene(height: 1_500)
    let table = scene.tableView
    table.fillerRowHeight = TableView.automaticDimension
    func fillerLines() -> Int {
      table.displayList().commands.filter {
        if case .fillRect(let rect, let color) = $0 {
          return color == darkBackground && rect.minY >= table.contentSize.height
        }
        return false
      }.count
    }
    #expect(fillerLines() == 0)
    table.tableFooterView = nil
    table.layoutIfNeeded()
    // 3 × (22 + 66) + 25 × 44 = 1_364; the 92 pt below hold two whole 44 pt filler rows.
    #expect(table.contentSize.height == 1_364)
    #expect(fillerLines() == 2)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump")
  func dump() {
    defer { AppearanceRegistry.removeAll() }
    let scene = makeScene()
    let table = scene.tableView
    #expect(
      table.layoutDump() == """
        plain 320x800 offset 0 content 1364
        header 0 (0, 22, 320, 66) RaceHeaderView
        row [0, 0] (0, 88, 320, 44) GuideCell
        row [0, 1] (0, 132, 320, 44) GuideCell
        row [0, 2] (0, 176, 320, 44) GuideCell
        row [0, 3] (0, 220, 320, 44) GuideCell
        row [0, 4] (0, 264, 320, 44) GuideCell
        row [0, 5] (0, 308, 320, 44) GuideCell
        row [0, 6] (0, 352, 320, 44) GuideCell
        row [0, 7] (0, 396, 320, 44) GuideCell
        row [0, 8] (0, 440, 320, 44) GuideCell
        header 1 (0, 506, 320, 66) RaceHeaderView
        row [1, 0] (0, 572, 320, 44) GuideCell
        row [1, 1] (0, 616, 320, 44) GuideCell
        row [1, 2] (0, 660, 320, 44) GuideCell
        row [1, 3] (0, 704, 320, 44) GuideCell
        row [1, 4] (0, 748, 320, 44) GuideCell
        row [1, 5] (0, 792, 320, 44) GuideCell

        """)
    withExtendedLifetime(scene) {}
  }
}
