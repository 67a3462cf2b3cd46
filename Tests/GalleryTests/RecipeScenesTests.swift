import Sectional
import SectionalRecipes
import Testing

@testable import sectional_gallery

/// The six scenes as the gallery builds them, at 390 × 844 with Pango text.
@MainActor
@Suite struct RecipeScenesTests {
  @Test("custom-header: the code-built header is 22 pt, the template headers 68 pt with a smiley")
  func customHeader() throws {
    let (_, scene) = try GalleryTestSupport.scene("custom-header")
    let table = scene.tableView
    #expect(table.rectForHeader(inSection: 0) == Rect(x: 0, y: 22, width: 390, height: 22))
    // 22 + 22 + 10 × 44 + 22 = 506.
    #expect(table.rectForHeader(inSection: 1) == Rect(x: 0, y: 506, width: 390, height: 68))
    let header = try #require(table.displayedHeaderView(forSection: 1) as? CustomHeaderCell)
    #expect(header.frame == Rect(x: 0, y: 506, width: 390, height: 68))
    #expect(header.image.image?.size == Size(width: 44, height: 44))
    #expect(header.image.frame.minY >= 0 && header.image.frame.maxY <= 68)
    #expect(header.subtitle.frame.maxY <= 68)
    #expect(header.subtitle.text == "The subtitle of section 1")
  }

  @Test("grouped-colors: 40 pt headers where a title exists, 0 elsewhere, over the pastel")
  func groupedColors() throws {
    let (_, scene) = try GalleryTestSupport.scene("grouped-colors")
    let table = scene.tableView
    let heights = (0..<6).map { table.rectForHeader(inSection: $0).height }
    #expect(heights == [40, 0, 40, 40, 0, 40])
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    #expect(table.backgroundColor == .clear)
    let commands = scene.window.render().commands
    #expect(
      commands.first
        == .fillRect(
          Rect(x: 0, y: 0, width: 390, height: 844),
          color: Color(red: 0.99, green: 0.93, blue: 0.85)))
  }

  @Test("header-fits: the table header grows past 44 pt until all four labels fit inside it")
  func headerFits() throws {
    let (_, scene) = try GalleryTestSupport.scene("header-fits")
    let header = try #require((scene as? HeaderFitsScene)?.headerView)
    #expect(header.frame.height > 44)
    #expect(scene.tableView.rectForHeader(inSection: 0).minY >= header.frame.maxY)
    for label in header.labels {
      let needed = label.textMeasurer.size(
        of: label.text ?? "", font: label.font, maxWidth: label.frame.width)
      #expect(label.frame.height >= needed.height)
      #expect(label.convert(label.bounds, to: header).maxY <= header.bounds.height)
    }
  }

  @Test("starcraft: a 44 pt bar above the table, 66 pt race headers, edge-to-edge separators")
  func starcraft() throws {
    let (_, scene) = try GalleryTestSupport.scene("starcraft")
    let table = scene.tableView
    #expect(table.frame == Rect(x: 0, y: 44, width: 390, height: 800))
    let bar = try #require((scene as? StarcraftScene)?.navigationBar)
    #expect(bar.effectiveBarColor == Theme.Colors.foreground.color)
    #expect(bar.titleColor == Theme.Colors.tintColor.color)
    let header = try #require(table.displayedHeaderView(forSection: 0) as? RaceHeaderView)
    #expect(header.frame == Rect(x: 0, y: 22, width: 390, height: 66))
    #expect(header.imageView.frame == Rect(x: 20, y: 21, width: 32, height: 24))
    let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let guide = try #require(cell as? GuideCell)
    #expect(guide.nameLabel.text == "Marine")
    #expect(guide.nameLabel.convert(guide.nameLabel.bounds, to: cell).minX == 20)
    let separator = try #require(cell.subviews.last)
    #expect(separator.frame == Rect(x: 0, y: 43, width: 390, height: 1))
    #expect(separator.backgroundColor == Theme.Colors.darkBackgroundColor.color)
  }

  @Test("news-ads: pinned, the 0.7 ad header sits on top of the rows it covers, made once")
  func newsAds() throws {
    let (entry, scene) = try GalleryTestSupport.scene("news-ads")
    let table = scene.tableView
    let positions = entry.positions(scene)
    // Header 1 at 22 + 81 + 440 + 22 = 565; section 1 ends at 2 × 543 = 1086.
    #expect(positions.map(\.y) == [0, 595, 1_045.5])
    scene.scroll(to: 595)
    let header = try #require(table.displayedHeaderView(forSection: 1))
    #expect(header.frame == Rect(x: 0, y: 595, width: 390, height: 81))
    #expect(table.subviews.last === header)
    let row = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
    #expect(row.frame.intersects(header.frame))
    // Sections 0 and 1 show at the top, 1 and 2 at 595: three headers made, none twice.
    scene.scroll(to: 0)
    scene.scroll(to: 595)
    #expect((scene as? NewsAdsScene)?.headerCache.count == 3)
    #expect(table.displayedHeaderView(forSection: 1) === header)
  }

  @Test("news-ads: a tap on the pinned ad opens that section's ad")
  func newsAdsTap() throws {
    let (_, scene) = try GalleryTestSupport.scene("news-ads")
    scene.scroll(to: 595)
    let location = Point(x: 195, y: 40)
    scene.window.send(Event(.pointer(.began, location: location)))
    scene.window.send(Event(.pointer(.ended, location: location)))
    #expect((scene as? NewsAdsScene)?.openedAds == [1])
  }

  @Test("contacts: 26 index titles, and the pinned letter has an opaque backdrop")
  func contacts() throws {
    let (entry, scene) = try GalleryTestSupport.scene("contacts")
    let table = scene.tableView
    #expect(table.sectionIndexTitles.count == 26)
    #expect(table.sectionIndexTitles.first == "A")
    let pinned = try #require(entry.positions(scene).first { $0.name == "pinned" })
    scene.scroll(to: pinned.y)
    let header = try #require(
      table.displayedHeaderView(forSection: 12) as? TableViewHeaderFooterView)
    #expect(header.frame.minY == table.contentOffset.y)
    #expect(header.textLabel?.text == "M")
    #expect(header.backgroundView?.backgroundColor == .secondarySystemBackground)
  }
}
