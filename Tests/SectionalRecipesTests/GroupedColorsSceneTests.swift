import Sectional
import SectionalRecipes
import Testing

/// Seed 001: a grouped table with a clear background over a pastel window, section titles in
/// a bluish green bold 16 label with a white shadow, headers 40 pt only where a title exists.
@MainActor
@Suite struct GroupedColorsSceneTests {
  /// The scene at iPhone size, where the first three titled headers show.
  private func makeScene() -> GroupedColorsScene {
    RecipeScenes.make(GroupedColorsScene.self, size: CGSize(width: 390, height: 844))
  }

  @Test("titled sections get 40 pt headers and the untitled ones none (the least positive height)")
  func headerHeights() {
    let scene = makeScene()
    let table = scene.tableView
    let heights = (0..<6).map { table.rectForHeader(inSection: $0).height }
    let none = CGFloat.leastNormalMagnitude
    #expect(heights == [40, none, 40, 40, none, 40])
    #expect(
      table.rectForRow(at: IndexPath(row: 0, section: 1)).minY
        == table.rectForRow(at: IndexPath(row: 4, section: 0)).maxY)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    #expect(table.displayedHeaderView(forSection: 0)?.frame.height == 40)
    withExtendedLifetime(scene) {}
  }

  @Test("the header label is bluish green bold 16 with a white shadow, at the seed's frame")
  func labelColours() throws {
    let scene = makeScene()
    let table = scene.tableView
    let header = try #require(table.displayedHeaderView(forSection: 2))
    #expect(header.frame.size == CGSize(width: 390, height: 40))
    let label = try #require(header.subviews.first as? Label)
    #expect(label.text == "Vegetables")
    #expect(label.frame == CGRect(x: 20, y: 6, width: 300, height: 30))
    #expect(label.textColor == Color(hue: 136.0 / 360.0, saturation: 1, brightness: 0.6))
    #expect(label.shadowColor == .white)
    #expect(label.shadowOffset == CGSize(width: 0, height: 1))
    #expect(label.font == .boldSystemFont(ofSize: 16))
    withExtendedLifetime(scene) {}
  }

  @Test("the view comes from the seed's nib: a clear view filled by the grouped table tagged 8888")
  func viewFromNib() throws {
    let scene = makeScene()
    let root = try #require(scene.window.rootView)
    #expect(root !== scene.tableView)
    #expect(root.backgroundColor == Color(white: 0, alpha: 0))
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(root.viewWithTag(GroupedColorsScene.tableViewTag) === scene.tableView)
    #expect(scene.tableView.superview === root)
    #expect(scene.tableView.style == .grouped)
    #expect(scene.tableView.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
    withExtendedLifetime(scene) {}
  }

  @Test("a clear table background lets the window's pastel show through")
  func clearBackground() {
    let scene = makeScene()
    let table = scene.tableView
    #expect(table.backgroundColor == .clear)
    let commands = scene.window.render().commands
    #expect(
      commands.first
        == .fillRect(
          CGRect(x: 0, y: 0, width: 390, height: 844),
          color: Color(red: 0.99, green: 0.93, blue: 0.85)))
    let fullFills = commands.filter {
      if case .fillRect(let rect, _) = $0 { return rect == table.frame }
      return false
    }
    #expect(fullFills.count == 1)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump: the untitled section's header is there, viewless and flat")
  func dump() {
    let scene = makeScene()
    let table = scene.tableView
    #expect(
      table.layoutDump() == """
        grouped 390x844 offset 0 content 1260
        header 0 (0, 0, 390, 40) View
        row [0, 0] (0, 40, 390, 44) TableViewCell "Apples"
        row [0, 1] (0, 84, 390, 44) TableViewCell "Bananas"
        row [0, 2] (0, 128, 390, 44) TableViewCell "Cherries"
        row [0, 3] (0, 172, 390, 44) TableViewCell "Dates"
        row [0, 4] (0, 216, 390, 44) TableViewCell "Figs"
        header 1 (0, 260, 390, 0)
        row [1, 0] (0, 260, 390, 44) TableViewCell "Water"
        row [1, 1] (0, 304, 390, 44) TableViewCell "Tea"
        row [1, 2] (0, 348, 390, 44) TableViewCell "Coffee"
        header 2 (0, 392, 390, 40) View
        row [2, 0] (0, 432, 390, 44) TableViewCell "Carrots"
        row [2, 1] (0, 476, 390, 44) TableViewCell "Leeks"
        row [2, 2] (0, 520, 390, 44) TableViewCell "Peas"
        row [2, 3] (0, 564, 390, 44) TableViewCell "Kale"
        row [2, 4] (0, 608, 390, 44) TableViewCell "Onions"
        row [2, 5] (0, 652, 390, 44) TableViewCell "Spinach"
        header 3 (0, 696, 390, 40) View
        row [3, 0] (0, 736, 390, 44) TableViewCell "Rice"
        row [3, 1] (0, 780, 390, 44) TableViewCell "Oats"
        row [3, 2] (0, 824, 390, 44) TableViewCell "Barley"

        """)
    withExtendedLifetime(scene) {}
  }
}
