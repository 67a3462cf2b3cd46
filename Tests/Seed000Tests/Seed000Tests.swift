import SectionalUIKit
import Testing

/// Seed 000 (Documentation/Recipes.md § 000): a header built in code at the default 22 pt with
/// a grey border and a white bold label, and a header made from a dequeued cell at 68 pt.
@MainActor
@Suite struct Seed000Tests {
  init() {
    UILabel.defaultTextMeasurer = FixedTextMetrics()
    // The app's asset catalog: the post's "smiley-face", 44 × 44 pt at 2x, the size the
    // recipes' artwork has. The catalog is shared by every suite in the process, so a name
    // another suite registered first is left alone.
    if ImageCatalog.shared.image(named: "smiley-face") == nil {
      ImageCatalog.registerShared(
        UIImage(path: "/seed000/smiley-face@2x.png", pixelWidth: 88, pixelHeight: 88, scale: 2),
        named: "smiley-face")
    }
  }

  /// The second way's controller, from the storyboard.
  private func templateController() -> TemplateHeaderViewController {
    UIStoryboard(name: "Main", bundle: .module).instantiateViewController(
      identifier: "TemplateHeaders")
  }

  private func show(_ controller: UITableViewController, width: CGFloat = 320) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("the code header spans the table's width, grey with a 1 pt grey border")
  func codeHeaderLook() throws {
    let controller = CodeHeaderViewController(style: .plain)
    let window = show(controller)
    let table = controller.tableView!
    let header = try #require(table.displayedHeaderView(forSection: 0))
    #expect(header.frame.width == 320)
    // UIKit's headerView(forSection:) returns only UITableViewHeaderFooterViews.
    #expect(table.headerView(forSection: 0) == nil)
    #expect(header.backgroundColor == UIColor(white: 0.5, alpha: 1))
    #expect(header.layer.borderColor == UIColor(white: 0.5, alpha: 1).cgColor)
    #expect(header.layer.borderWidth == 1)
    withExtendedLifetime(window) {}
  }

  @Test("without heightForHeaderInSection the code header gets the style's default height")
  func codeHeaderHeight() throws {
    let controller = CodeHeaderViewController(style: .plain)
    let window = show(controller)
    // Documentation/TableMetrics.md § Estimates and self-sizing: a frame-built header without a
    // height from the delegate is the style's default header, 28 pt in plain style since
    // iOS 15; the post's 22 pt was that default up to iOS 6.
    #expect(controller.tableView.rectForHeader(inSection: 0).height == 28)
    withExtendedLifetime(window) {}
  }

  @Test("the code header's label: (5, 2, width − 5, 18), white bold 16, left aligned")
  func codeHeaderLabel() throws {
    let controller = CodeHeaderViewController(style: .plain)
    let window = show(controller, width: 375)
    let header = try #require(controller.tableView.displayedHeaderView(forSection: 1))
    let label = try #require(header.subviews.first as? UILabel)
    #expect(label.frame == CGRect(x: 5, y: 2, width: 370, height: 18))
    #expect(label.text == "This is the custom header view")
    #expect(label.textColor == UIColor.white)
    #expect(label.backgroundColor == UIColor.clear)
    #expect(label.font == UIFont.boldSystemFont(ofSize: 16))
    #expect(label.textAlignment == .left)
    withExtendedLifetime(window) {}
  }

  @Test("the header cell shows at the 68 pt of heightForHeaderInSection, blue, filled in")
  func templateHeader() throws {
    let controller = templateController()
    let window = show(controller)
    let table = controller.tableView!
    #expect(table.rectForHeader(inSection: 0).height == 68)
    let header = try #require(table.displayedHeaderView(forSection: 0) as? CustomHeaderCell)
    #expect(header.frame.size == CGSize(width: 320, height: 68))
    #expect(header.backgroundColor == UIColor.blue)
    #expect(header.title.text == "Custom header from cell")
    #expect(header.subtitle.text == "The subtitle")
    #expect(header.image.image == UIImage(named: "smiley-face"))
    withExtendedLifetime(window) {}
  }

  @Test("sizeToFit sizes each label to its text's one line")
  func templateLabelsFit() throws {
    let controller = templateController()
    let window = show(controller)
    let header = try #require(
      controller.tableView.displayedHeaderView(forSection: 1) as? CustomHeaderCell)
    // FixedTextMetrics: 17 pt system text advances 8.5 pt a character on 21.25 pt lines,
    // rounded up to whole points as UIKit's sizeThatFits: 23 and 12 characters.
    #expect(header.title.frame == CGRect(x: 68, y: 10, width: 196, height: 22))
    #expect(header.subtitle.frame == CGRect(x: 68, y: 38, width: 102, height: 22))
    withExtendedLifetime(window) {}
  }
}
