import SectionalUIKit
import Testing

/// Seed 002 (Documentation/Recipes.md § 002): `sizeHeaderToFit()` grows the storyboard's table
/// header from its design-time 44 pt to its four labels, at every phone width and again after a
/// change.
@MainActor
@Suite struct Seed002Tests {
  init() { UILabel.defaultTextMeasurer = FixedTextMetrics() }

  private func show(width: CGFloat) -> (UIWindow, FourLabelViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: 640))
    let controller =
      UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController()
      as! FourLabelViewController
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (window, controller)
  }

  @Test("the storyboard loads: four 'Label n' outlets stacked 8 pt apart, the footer label outlet")
  func storyboardHeader() throws {
    var diagnostics: [String] = []
    let handler = UINib.diagnosticHandler
    UINib.diagnosticHandler = { diagnostics.append("\($0)") }
    defer { UINib.diagnosticHandler = handler }
    let controller =
      UIStoryboard(name: "Main", bundle: .module).instantiateInitialViewController()
      as! FourLabelViewController
    let header = try #require(controller.tableView.tableHeaderView)
    #expect(diagnostics == [])
    #expect(controller.labels.map(\.text) == ["Label 1", "Label 2", "Label 3", "Label 4"])
    #expect(controller.labels.allSatisfy { $0.numberOfLines == 0 })
    let stack = try #require(header.subviews.first as? UIStackView)
    #expect(stack.axis == .vertical)
    #expect(stack.spacing == 8)
    #expect(stack.arrangedSubviews.elementsEqual(controller.labels) { $0 === $1 })
    #expect(controller.footerLabel.text == "Footer")
    #expect(controller.tableView.tableFooterView === controller.footerLabel.superview)
  }

  @Test("after sizeHeaderToFit the header holds all four labels at 320, 375 and 414 pt")
  func fitsEveryWidth() throws {
    for width: CGFloat in [320, 375, 414] {
      let (window, controller) = show(width: width)
      let header = try #require(controller.tableView.tableHeaderView)
      // 16 + 4 × 22 (a 17 pt line, 21.25 rounded up as UIKit's sizeThatFits) + 3 × 8 + 16.
      #expect(header.frame == CGRect(x: 0, y: 0, width: width, height: 144))
      #expect(controller.labels[3].frame.maxY == 112)
      #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 144)
      withExtendedLifetime(window) {}
    }
  }

  @Test("after a text change, calling sizeHeaderToFit again refits the header")
  func refitsAfterTextChange() throws {
    let (window, controller) = show(width: 375)
    controller.labels[1].text = "Label 2\nwith a second line"
    controller.sizeHeaderToFit()
    window.layoutIfNeeded()
    let header = try #require(controller.tableView.tableHeaderView)
    #expect(header.frame.height == 165)
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 165)
    controller.labels[2].isHidden = true
    controller.sizeHeaderToFit()
    window.layoutIfNeeded()
    // Label 2 keeps its two lines (43 pt); label 3 and one 8 pt spacing leave.
    #expect(header.frame.height == 135)
    withExtendedLifetime(window) {}
  }

  @Test("sizeFooterToFit sets the footer to its label plus 12 pt above and below")
  func footerFits() throws {
    let (window, controller) = show(width: 320)
    controller.sizeFooterToFit()
    window.layoutIfNeeded()
    let footer = try #require(controller.tableView.tableFooterView)
    #expect(footer.frame.size == CGSize(width: 320, height: 46))
    withExtendedLifetime(window) {}
  }
}
