import SectionalUIKit
import Testing

/// The compatibility promise: a table screen written as UIKit code, with `import SectionalUIKit`
/// as its only import, compiles, and the table calls the methods it implements (none falls back
/// to a protocol default).
@MainActor
@Suite struct ScoresScreenTests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  @Test("the table calls the screen's height, header and display methods, with UIKit's types")
  func delegateMethodsCalled() {
    let screen = ScoresScreen()
    screen.window.layoutIfNeeded()
    #expect(screen.calls.contains("heightForHeader 0"))
    #expect(screen.calls.contains("heightForRow 0.0"))
    #expect(screen.calls.contains("viewForHeader 0"))
    #expect(screen.calls.contains("willDisplayHeader 0"))
    #expect(screen.tableView.rectForHeader(inSection: 0).height == 48)
    #expect(screen.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
  }

  @Test("the dequeued custom header is the registered class, laid out by its constraints")
  func customHeader() throws {
    let screen = ScoresScreen()
    screen.window.layoutIfNeeded()
    let header = try #require(screen.tableView.headerView(forSection: 1) as? ScoresHeaderView)
    #expect(header.titleLabel.text == "Blues")
    #expect(header.frame.height == 48)
    #expect(header.badgeView.frame.size == CGSize(width: 12, height: 12))
    #expect(header.stackView.frame.minX == 16)
    #expect(header.titleLabel.font == UIFont.boldSystemFont(ofSize: 17))
  }

  @Test("a tap on a row reaches didSelectRowAt")
  func rowTap() {
    let screen = ScoresScreen()
    screen.window.layoutIfNeeded()
    let row = screen.tableView.rectForRow(at: IndexPath(row: 1, section: 0))
    let point = CGPoint(x: row.midX, y: row.midY)
    _ = screen.window.send(UIEvent(.pointer(.began, location: point)))
    _ = screen.window.send(UIEvent(.pointer(.ended, location: point)))
    #expect(screen.calls.last == "didSelect 0.1")
  }

  @Test("title text attributes set through the proxy as UIKit's dictionary style the bar")
  func appearanceDictionary() throws {
    ScoresScreen.applyAppearance()
    let bar = ScoresNavigationBar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootView = bar
    #expect(bar.barStyle == .black)
    #expect(bar.titleFont == UIFont.boldSystemFont(ofSize: 18))
    #expect(bar.titleColor == UIColor.white)
    let shadow = try #require(bar.titleShadow)
    #expect(shadow.offset == CGSize(width: 0, height: 1))
    #expect(shadow.color == UIColor.black.withAlphaComponent(0.5))
  }

  @Test("UIKit's nested type names resolve to the Sectional types")
  func nestedNames() {
    let state: UIControl.State = [.highlighted, .selected]
    let events: UIControl.Event = .touchUpInside
    let mode: UIView.ContentMode = .scaleAspectFit
    let style: UITableView.Style = .insetGrouped
    let axis: NSLayoutConstraint.Axis = .vertical
    let priority = UILayoutPriority.defaultHigh - 1
    #expect(state.contains(.selected) && events == .touchUpInside)
    #expect(mode == .scaleAspectFit && style == .insetGrouped && axis == .vertical)
    #expect(priority.rawValue == 749)
    #expect(UIView.layoutFittingCompressedSize == .zero)
    #expect(UITableView.automaticDimension < 0)
  }

  @Test("UIScreen.main is the gallery's canvas: 390 × 844 pt at 2 pixels per point")
  func mainScreen() {
    #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    #expect(UIScreen.main.nativeBounds.size == CGSize(width: 780, height: 1688))
  }
}
