import SectionalUIKit
import Testing

/// Seed 004 (Documentation/Recipes.md § 004): translucent 81 pt ad headers float over the news
/// in a plain table, a tap on one sends its button's action, a slide-out cancels it, each header
/// is made once, and cells come from the dequeue-or-create idiom.
@MainActor
@Suite struct Seed004Tests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  private func show() -> (UIWindow, NewsViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let news = NewsViewController(style: .plain)
    // The post's myPNGImage: a 320 × 80 pt ad at 2x.
    news.myPNGImage = UIImage(
      path: "/seed004/ad@2x.png", pixelWidth: 640, pixelHeight: 160, scale: 2)
    window.rootViewController = news
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, news)
  }

  private func touch(_ window: UIWindow, _ phase: TouchPhase, _ x: CGFloat, _ y: CGFloat) {
    window.send(UIEvent(.pointer(phase, location: CGPoint(x: x, y: y))))
  }

  @Test("the ad header: white at alpha 0.7 holding an 80 pt button at alpha 0.7 with the ad")
  func headerLook() throws {
    let (window, news) = show()
    let header = try #require(news.tableView.displayedHeaderView(forSection: 0))
    #expect(header.frame.width == 320)
    #expect(header.backgroundColor == UIColor(red: 1, green: 1, blue: 1, alpha: 0.7))
    let button = try #require(header.subviews.first as? UIButton)
    #expect(button.frame == CGRect(x: 0, y: 0, width: 320, height: 80))
    #expect(button.alpha == 0.7)
    #expect(button.image(for: .normal) == news.myPNGImage)
    withExtendedLifetime(window) {}
  }

  @Test("without heightForHeaderInSection the 81 pt ad header gets the style's default height")
  func headerHeight() {
    let (window, news) = show()
    // Documentation/TableMetrics.md § Estimates and self-sizing: a frame-built header without a
    // height from the delegate is the style's default header, 28 pt in plain style, after the
    // 22 pt top padding; the post's 81 pt needs heightForHeaderInSection.
    #expect(
      news.tableView.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
    #expect(
      news.tableView.rectForHeader(inSection: 1) == CGRect(x: 0, y: 600, width: 320, height: 28))
    withExtendedLifetime(window) {}
  }

  @Test("scrolled into section 1, its header floats at the top over the rows")
  func floating() throws {
    let (window, news) = show()
    let table = news.tableView!
    table.contentOffset = CGPoint(x: 0, y: 800)
    window.layoutIfNeeded()
    let header = try #require(table.displayedHeaderView(forSection: 1))
    #expect(header.frame.origin == CGPoint(x: 0, y: 800))
    let under = table.visibleCells.filter { $0.frame.intersects(header.frame) }
    #expect(!under.isEmpty)
    #expect(table.subviews.last === header)
    withExtendedLifetime(window) {}
  }

  @Test("the floating header draws at alpha 0.7 after the rows under it")
  func translucency() throws {
    let (window, news) = show()
    let table = news.tableView!
    table.contentOffset = CGPoint(x: 0, y: 800)
    window.layoutIfNeeded()
    let header = try #require(table.displayedHeaderView(forSection: 1))
    let under = try #require(table.visibleCells.first { $0.frame.intersects(header.frame) })
    let title = try #require(under.textLabel?.text)
    let commands = window.render().commands
    let rowText = commands.lastIndex {
      if case .text(let run) = $0 { return run.text == title }
      return false
    }
    let headerFill = commands.firstIndex {
      if case .fillRect(let rect, let color) = $0 {
        return rect.origin == .zero && rect.width == 320 && color == UIColor(white: 1, alpha: 0.7)
      }
      return false
    }
    let row = try #require(rowText)
    let fill = try #require(headerFill)
    #expect(row < fill)
    #expect(commands[fill...].contains(.pushOpacity(0.7)))
  }

  @Test("a tap on the floating header sends headerTapped once, for that section")
  func tap() {
    let (window, news) = show()
    news.tableView.contentOffset = CGPoint(x: 0, y: 800)
    window.layoutIfNeeded()
    touch(window, .began, 160, 12)
    touch(window, .ended, 162, 13)
    #expect(news.tappedSections == [1])
  }

  @Test("a finger that slides out of the header before lifting sends nothing")
  func slideOutCancels() {
    let (window, news) = show()
    news.tableView.contentOffset = CGPoint(x: 0, y: 800)
    window.layoutIfNeeded()
    touch(window, .began, 160, 12)
    touch(window, .moved, 160, 300)
    touch(window, .ended, 160, 300)
    #expect(news.tappedSections.isEmpty)
  }

  @Test("scrolling down and back makes each header once and returns the cached view")
  func boundedCreation() throws {
    let (window, news) = show()
    let table = news.tableView!
    let first = try #require(table.displayedHeaderView(forSection: 0))
    for offset: CGFloat in [800, 1_300, 0, 800, 0] {
      table.contentOffset = CGPoint(x: 0, y: offset)
      window.layoutIfNeeded()
    }
    #expect(news.headerCache.count == 3)
    #expect(table.displayedHeaderView(forSection: 0) === first)
  }

  @Test("every tenth row is an ad cell, the rest news cells, both in the subtitle style")
  func dequeueOrCreate() throws {
    let (window, news) = show()
    let table = news.tableView!
    let ad = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    let item = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
    #expect(ad is CMAdImageTableViewCell)
    #expect(ad.reuseIdentifier == "AdCell")
    #expect(item is CMNewsTableViewCell)
    #expect(item.textLabel?.text == "World news 1")
    #expect(item.detailTextLabel != nil)
    table.contentOffset = CGPoint(x: 0, y: 1_300)
    window.layoutIfNeeded()
    let later = try #require(table.cellForRow(at: IndexPath(row: 5, section: 2)))
    #expect(later is CMNewsTableViewCell)
    #expect(later.textLabel?.text == "Technology news 5")
  }
}
