import Sectional
import SectionalRecipes
import Testing

/// The contacts scene: an A–Z address book in plain style with sticky letter headers on an
/// opaque backdrop and a section index at the trailing edge that scrolls to a letter and
/// highlights the pinned one.
@MainActor
@Suite struct ContactsSceneTests {
  private func makeScene() -> ContactsScene { RecipeScenes.make(ContactsScene.self) }

  /// The window point of the index title at `index`: 26 rows of 14 pt centred in 480.
  private func titlePoint(_ index: Int) -> CGPoint {
    CGPoint(x: 310, y: 58 + Double(index) * 14 + 7)
  }

  @Test("the index shows the 26 letters A to Z")
  func shown() {
    let scene = makeScene()
    let table = scene.tableView
    #expect(table.sectionIndexTitles.count == 26)
    #expect(table.sectionIndexTitles.first == "A")
    #expect(table.sectionIndexTitles.last == "Z")
    withExtendedLifetime(scene) {}
  }

  @Test("a tap on M scrolls section M to the top and M becomes highlighted")
  func tapLetter() {
    let scene = makeScene()
    let table = scene.tableView
    scene.window.send(Event(.pointer(.began, location: titlePoint(12))))
    scene.window.send(Event(.pointer(.ended, location: titlePoint(12))))
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 12).minY)
    #expect(table.highlightedSectionIndexTitle == 12)
    #expect(table.headerView(forSection: 12)?.frame.minY == table.contentOffset.y)
    table.contentOffset.y += 30
    #expect(table.highlightedSectionIndexTitle == 12)
    table.contentOffset.y = table.rectForHeader(inSection: 13).minY + 5
    #expect(table.highlightedSectionIndexTitle == 13)
    withExtendedLifetime(scene) {}
  }

  @Test("dragging along the index follows the finger, and past the end picks Z")
  func drag() {
    let scene = makeScene()
    let table = scene.tableView
    scene.window.send(Event(.pointer(.began, location: titlePoint(2))))
    scene.window.send(Event(.pointer(.moved, location: titlePoint(5))))
    #expect(table.contentOffset.y == table.rectForHeader(inSection: 5).minY)
    scene.window.send(Event(.pointer(.moved, location: CGPoint(x: 310, y: 479))))
    scene.window.send(Event(.pointer(.ended, location: CGPoint(x: 310, y: 479))))
    let range = table.contentSize.height - 480
    #expect(table.contentOffset.y == min(table.rectForHeader(inSection: 25).minY, range))
    withExtendedLifetime(scene) {}
  }

  @Test("the index stays at the trailing edge above the rows while the table scrolls")
  func staysPut() throws {
    let scene = makeScene()
    let table = scene.tableView
    table.contentOffset = CGPoint(x: 0, y: 700)
    let index = try #require(table.subviews.last)
    #expect(index.frame == CGRect(x: 300, y: 700, width: 20, height: 480))
    #expect(scene.window.hitTest(titlePoint(0), with: nil)?.isDescendant(of: index) == true)
    withExtendedLifetime(scene) {}
  }

  @Test("index titles use the tint colour, sectionIndexColor when set, and label for the highlight")
  func colours() throws {
    let scene = makeScene()
    let table = scene.tableView
    let index = try #require(table.subviews.last)
    let labels = index.subviews.compactMap { $0 as? Label }
    #expect(labels.count == 26)
    #expect(labels[5].textColor == table.tintColor)
    table.sectionIndexColor = .systemRed
    #expect(labels[5].textColor == .systemRed)
    #expect(table.highlightedSectionIndexTitle == 0)
    #expect(labels[0].textColor == .label)
    withExtendedLifetime(scene) {}
  }

  @Test("the pinned letter header has an opaque secondarySystemBackground backdrop")
  func backdrop() throws {
    let scene = makeScene()
    let table = scene.tableView
    scene.scroll(to: table.rectForHeader(inSection: 12).minY + 30)
    let header = try #require(
      table.displayedHeaderView(forSection: 12) as? TableViewHeaderFooterView)
    #expect(header.frame.minY == table.contentOffset.y)
    #expect(header.textLabel?.text == "M")
    #expect(header.backgroundView?.backgroundColor == .secondarySystemBackground)
    withExtendedLifetime(scene) {}
  }

  @Test("the scene's layout dump at offset 300")
  func dump() {
    let scene = makeScene()
    let table = scene.tableView
    table.contentOffset = CGPoint(x: 0, y: 300)
    #expect(
      table.layoutDump() == """
        plain 320x480 offset 300 content 4248
        row [1, 1] (0, 276, 320, 44) TableViewCell "Cleo Bell"
        row [1, 2] (0, 320, 320, 44) TableViewCell "Dan Brooks"
        row [1, 3] (0, 364, 320, 44) TableViewCell "Ann Brown"
        header 2 (0, 430, 320, 28) TableViewHeaderFooterView "C"
        row [2, 0] (0, 458, 320, 44) TableViewCell "Cleo Campbell"
        row [2, 1] (0, 502, 320, 44) TableViewCell "Dan Carter"
        header 3 (0, 568, 320, 28) TableViewHeaderFooterView "D"
        row [3, 0] (0, 596, 320, 44) TableViewCell "Dan Davis"
        row [3, 1] (0, 640, 320, 44) TableViewCell "Ann Diaz"
        row [3, 2] (0, 684, 320, 44) TableViewCell "Ben Dunn"
        header 4 (0, 750, 320, 28) TableViewHeaderFooterView "E"
        row [4, 0] (0, 778, 320, 44) TableViewCell "Ann Edwards"
        header 1 (0, 300, 320, 28) pinned 0 TableViewHeaderFooterView "B"
        section index A B C D E F G H I J K L M N O P Q R S T U V W X Y Z highlighted B

        """)
    withExtendedLifetime(scene) {}
  }
}
