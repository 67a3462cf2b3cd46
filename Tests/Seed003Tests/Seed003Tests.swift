import SectionalUIKit
import Testing

/// Seed 003 (Documentation/Recipes.md § 003): the Starcraft theme through colours, fonts, the
/// navigation bar's appearance proxy, a 66 pt race header placed by anchors, and edge-to-edge
/// separators.
@MainActor
@Suite(.serialized) struct Seed003Tests {
  init() {
    UILabel.defaultTextMeasurer = FixedTextMetrics()
    // The app's asset catalog: one 32 × 24 pt icon per race, at 2x.
    // The catalog is shared by every suite in the process: a name registered first stays.
    for race in ["terran", "protoss", "zerg"] where ImageCatalog.shared.image(named: race) == nil {
      ImageCatalog.registerShared(
        UIImage(path: "/seed003/\(race)@2x.png", pixelWidth: 64, pixelHeight: 48, scale: 2),
        named: race)
    }
  }

  /// Forgets what the app delegate recorded on the navigation bar's proxy, so bars made by
  /// other suites in this process keep UIKit's defaults (assigning `nil` through a proxy forgets
  /// the property; `.none` of the doubled optional does it for the optional `barTintColor`).
  private func forgetAppearance() {
    let proxy = UINavigationBar.appearance()
    proxy.titleTextAttributes = nil
    proxy.barStyle = nil
    let forget: UIColor?? = .none
    proxy.barTintColor = forget
  }

  private func show(width: CGFloat = 320) -> (UIWindow, GuideViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 600))
    AppDelegateSetup.apply(to: window)
    let navigation =
      UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController()
      as! UINavigationController
    let guide = navigation.topViewController as! GuideViewController
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, guide)
  }

  @Test("the theme's colours and fonts are the post's values")
  func theme() {
    #expect(Theme.Colors.TintColor.color == UIColor(red: 0.97, green: 0.9, blue: 0, alpha: 1))
    #expect(
      Theme.Colors.SectionHeader.color
        == UIColor(hue: 0.67, saturation: 0.4, brightness: 0.25, alpha: 1))
    let bold = Theme.Fonts.BoldTitleFont.font
    #expect(bold.familyName == "Copperplate" && bold.pointSize == 17 && bold.isBold)
    let title = Theme.Fonts.TitleFont.font
    #expect(title.familyName == "Copperplate" && title.pointSize == 16 && !title.isBold)
  }

  @Test("the appearance proxy styles the navigation bar: black, foreground tint, tint title")
  func appearance() {
    defer { forgetAppearance() }
    let (window, guide) = show()
    let bar = guide.navigationController!.navigationBar
    #expect(window.tintColor == Theme.Colors.TintColor.color)
    #expect(bar.barStyle == .black)
    #expect(bar.barTintColor == Theme.Colors.Foreground.color)
    #expect(bar.titleFont == Theme.Fonts.BoldTitleFont.font)
    #expect(bar.titleColor == Theme.Colors.TintColor.color)
  }

  @Test("viewDidLoad colours the table and its separators")
  func tableColours() {
    defer { forgetAppearance() }
    let (window, guide) = show()
    #expect(guide.tableView.separatorColor == Theme.Colors.DarkBackgroundColor.color)
    #expect(guide.tableView.backgroundColor == Theme.Colors.BackgroundColor.color)
    withExtendedLifetime(window) {}
  }

  @Test("the race header is 66 pt; icon 20 pt in and centred, label 20 pt right of it")
  func raceHeader() throws {
    defer { forgetAppearance() }
    for width: CGFloat in [320, 375, 414] {
      let (window, guide) = show(width: width)
      let table = guide.tableView!
      #expect(table.rectForHeader(inSection: 0).height == 66)
      let header = try #require(table.displayedHeaderView(forSection: 0) as? RaceHeaderView)
      #expect(header.frame.size == CGSize(width: width, height: 66))
      #expect(header.backgroundColor == Theme.Colors.SectionHeader.color)
      #expect(header.label.text == "Terran")
      #expect(header.imageView.contentMode == .center)
      #expect(header.imageView.frame == CGRect(x: 20, y: 21, width: 32, height: 24))
      #expect(header.label.frame.minX == 72)
      #expect(header.label.frame.midY == 33)
      #expect(header.label.font == Theme.Fonts.BoldTitleFont.font)
      #expect(header.label.textColor == Theme.Colors.TintColor.color)
      withExtendedLifetime(window) {}
    }
  }

  @Test("guide cells: themed in awakeFromNib, separators and margins zero, willDisplay called")
  func guideCells() throws {
    defer { forgetAppearance() }
    let (window, guide) = show()
    let cell = try #require(
      guide.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? GuideCell)
    #expect(cell.nameLabel.text == "Marine")
    #expect(cell.backgroundColor == Theme.Colors.Foreground.color)
    #expect(cell.nameLabel.font == Theme.Fonts.TitleFont.font)
    #expect(cell.nameLabel.textColor == Theme.Colors.LightTextColor.color)
    #expect(cell.separatorInset == .zero)
    #expect(cell.layoutMargins == .zero)
    #expect(cell.nameLabel.frame.minX == 20)
    #expect(guide.willDisplayCalls > 0)
    withExtendedLifetime(window) {}
  }
}
