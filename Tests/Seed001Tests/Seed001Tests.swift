import SectionalUIKit
import Testing

/// Seed 001 (Documentation/Recipes.md § 001): the grouped table, loaded from the controller's
/// nib and found by its tag, turns clear; titled sections get a 40 pt custom header, untitled
/// ones return 0 from the height method.
@MainActor
@Suite struct Seed001Tests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  /// The pastel the post set on the window, this port's value.
  let pastel = UIColor(red: 0.9, green: 0.95, blue: 0.85, alpha: 1)

  private func show(width: CGFloat) -> (UIWindow, GroupedColorsViewController, UITableView) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 640))
    window.backgroundColor = pastel
    // Linux-forced edit: the nib is a resource of this SwiftPM target, so its bundle is
    // `.module` (an app's nibs are in `Bundle.main`, what `GroupedColorsViewController()`
    // searches); with no nib name, UIKit's lookup finds GroupedColorsView.xib there.
    let controller = GroupedColorsViewController(nibName: nil, bundle: .module)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    let table = controller.view.viewWithTag(8888) as! UITableView
    return (window, controller, table)
  }

  @Test("viewDidLoad finds the table by tag 8888 and clears its background")
  func clearBackground() {
    let (window, _, table) = show(width: 320)
    #expect(table.style == .grouped)
    #expect(table.backgroundColor == UIColor.clear)
    #expect(window.backgroundColor == pastel)
    withExtendedLifetime(window) {}
  }

  @Test(
    "the nib named after the class gives the view: a clear view the table fills, File's Owner its data source"
  )
  func viewFromNib() throws {
    let (window, controller, table) = show(width: 375)
    #expect(controller.nibName == nil)
    #expect(controller.view.backgroundColor == UIColor(white: 0, alpha: 0))
    #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 640))
    #expect(controller.view.subviews.count == 1)
    #expect(table.superview === controller.view)
    #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 640))
    #expect(table.dataSource === controller)
    #expect(table.delegate === controller)
    #expect(table.numberOfSections == 4)
    withExtendedLifetime(window) {}
  }

  @Test("a titled section's header is 40 pt at the table's width, whatever the phone")
  func titledHeaders() throws {
    for width: CGFloat in [320, 375, 414] {
      let (window, _, table) = show(width: width)
      #expect(table.rectForHeader(inSection: 0).height == 40)
      #expect(table.rectForHeader(inSection: 2).height == 40)
      let header = try #require(table.displayedHeaderView(forSection: 0))
      #expect(header.frame.size == CGSize(width: width, height: 40))
      withExtendedLifetime(window) {}
    }
  }

  @Test("the title label: (20, 6, 300, 30), hue 136° green, white shadow (0, 1), bold 16")
  func titleLabel() throws {
    let (window, _, table) = show(width: 375)
    let header = try #require(table.displayedHeaderView(forSection: 2))
    let label = try #require(header.subviews.first as? UILabel)
    #expect(label.text == "Vegetables")
    #expect(label.frame == CGRect(x: 20, y: 6, width: 300, height: 30))
    #expect(
      label.textColor == UIColor(hue: 136.0 / 360.0, saturation: 1, brightness: 0.6, alpha: 1))
    #expect(label.backgroundColor == UIColor.clear)
    #expect(label.shadowColor == UIColor.white)
    #expect(label.shadowOffset == CGSize(width: 0, height: 1))
    #expect(label.font == UIFont.boldSystemFont(ofSize: 16))
    withExtendedLifetime(window) {}
  }

  @Test("an untitled section has no header view; its 0 pt height reads as the grouped default")
  func untitled() {
    let (window, _, table) = show(width: 320)
    #expect(table.displayedHeaderView(forSection: 1) == nil)
    // Documentation/TableMetrics.md § Header and footer heights: in grouped style UIKit reads
    // 0 from heightForHeaderInSection as "the default", 17.5 pt; the post's "no section header
    // needed" leaves that gap.
    #expect(table.rectForHeader(inSection: 1).height == 17.5)
    withExtendedLifetime(window) {}
  }
}
