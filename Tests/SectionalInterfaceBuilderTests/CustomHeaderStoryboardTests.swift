import Foundation
import SectionalInterfaceBuilder
import Testing

/// Seed 000's storyboard: a navigation controller, its root table view controller and the
/// "HeaderCell" prototype with its outlets.
@Suite struct CustomHeaderStoryboardTests {
  let result: IBLoadResult
  var document: IBDocument { result.document }

  init() throws {
    result = try loadDocument("CustomHeader.storyboard")
  }

  @Test("The storyboard loads without a diagnostic")
  func clean() {
    #expect(result.diagnostics == [])
    #expect(document.kind == .storyboard)
    #expect(document.fileName == "CustomHeader.storyboard")
    #expect(document.toolsVersion == "21701")
    #expect(document.usesAutoLayout)
    #expect(document.scenes.map(\.id) == ["nav-00-scn", "tvc-00-scn"])
  }

  @Test("The initial navigation controller's root is the table view controller")
  func navigationRoot() throws {
    let navigation = try #require(document.initialViewController)
    #expect(navigation.id == "nav-00-ctl")
    #expect(navigation.className == "UINavigationController")
    #expect(navigation.line == 14)
    let bar = try #require(navigation.child(forKey: "navigationBar"))
    #expect(bar.view.frame == CGRect(x: 0, y: 48, width: 414, height: 44))
    #expect(bar.view.autoresizingMask == [])
    #expect(
      navigation.connections == [
        IBConnection(
          kind: .segue(kind: "relationship", relationship: "rootViewController", identifier: nil),
          id: "nav-00-seg", source: "nav-00-ctl", destination: "tvc-00-ctl", line: 20)
      ])
    let root = try #require(document.viewController(withIdentifier: "CustomHeaders"))
    #expect(root.id == "tvc-00-ctl")
    #expect(root.customClass == "CustomHeaderTableViewController")
    #expect(root.customModule == "Recipes")
    #expect(root.className == "CustomHeaderTableViewController")
    #expect(document.scenes[1].viewController?.id == "tvc-00-ctl")
    #expect(root.child(forKey: "navigationItem")?.kind == .navigationItem(navigationItem()))
  }

  func navigationItem() -> IBNavigationItem {
    var item = IBNavigationItem()
    item.title = "Custom Headers"
    return item
  }

  @Test("The table view's properties and its two prototypes")
  func table() throws {
    let table = try #require(document.object(withID: "tbl-00-vew"))
    #expect(table.key == "view")
    var expected = IBTableView()
    expected.rowHeight = 44
    expected.sectionHeaderHeight = 22
    expected.sectionFooterHeight = 22
    #expect(table.kind == .tableView(expected))
    #expect(table.view.backgroundColor == .systemColor("systemBackgroundColor"))
    #expect(table.view.clipsToBounds)
    #expect(table.view.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(table.prototypeCells.map(\.id) == ["hdr-00-cel", "row-00-cel"])
    #expect(table.connections.map(\.outletProperty) == ["dataSource", "delegate"])
    #expect(
      document.resources.systemColors["systemBackgroundColor"]
        == .white(1, alpha: 1, space: .genericGamma22Gray))
    #expect(document.resources.images == ["smiley-face": CGSize(width: 48, height: 48)])
  }

  @Test("HeaderCell: 68 pt, blue, custom class, three outlets")
  func headerCell() throws {
    let cell = try #require(document.object(withID: "hdr-00-cel"))
    var expected = IBTableViewCell()
    expected.reuseIdentifier = "HeaderCell"
    expected.rowHeight = 68
    expected.selectionStyle = IBCellSelectionStyle.none
    #expect(cell.kind == .tableViewCell(expected))
    #expect(cell.customClass == "CustomHeaderCell")
    #expect(cell.line == 35)
    #expect(cell.view.backgroundColor == .rgb(0, 0.47843137254901963, 1, alpha: 1, space: .sRGB))
    #expect(
      cell.connections.map { "\($0.outletProperty ?? "")->\($0.destination)" } == [
        "title->hdr-00-ttl", "subtitle->hdr-00-sub", "image->hdr-00-img",
      ])
    let content = try #require(cell.contentView)
    #expect(content.kind == .tableViewCellContentView)
    #expect(content.view.frame == CGRect(x: 0, y: 0, width: 414, height: 68))
    #expect(content.subviews.map(\.id) == ["hdr-00-img", "hdr-00-ttl", "hdr-00-sub"])
  }

  @Test("The header cell's subviews: image, bold white title, light subtitle")
  func headerSubviews() throws {
    let image = try #require(document.object(withID: "hdr-00-img"))
    var imageView = IBImageView()
    imageView.image = "smiley-face"
    #expect(image.kind == .imageView(imageView))
    #expect(image.view.contentMode == .scaleAspectFit)
    #expect(image.view.isUserInteractionEnabled == false)
    #expect(!image.view.translatesAutoresizingMaskIntoConstraints)
    #expect(
      image.constraints == [
        IBConstraint(
          id: "img-00-wid", firstItem: "hdr-00-img", firstAttribute: .width, constant: 48,
          owner: "hdr-00-img", line: 45),
        IBConstraint(
          id: "img-00-asp", firstItem: "hdr-00-img", firstAttribute: .width,
          secondItem: "hdr-00-img", secondAttribute: .height, owner: "hdr-00-img", line: 46),
      ])
    guard case .label(let title) = try #require(document.object(withID: "hdr-00-ttl")).kind else {
      Issue.record("the title is not a label")
      return
    }
    #expect(title.text == "Title")
    #expect(title.font == .boldSystem(pointSize: 17))
    #expect(title.textColor == .white(1, alpha: 1, space: .genericGamma22Gray))
    #expect(title.textAlignment == .natural)
    #expect(title.lineBreakMode == .tailTruncation)
    let titleObject = try #require(document.object(withID: "hdr-00-ttl"))
    #expect(titleObject.view.horizontalHuggingPriority == 251)
    guard case .label(let subtitle) = try #require(document.object(withID: "hdr-00-sub")).kind
    else {
      Issue.record("the subtitle is not a label")
      return
    }
    #expect(subtitle.font == .system(pointSize: 14, weight: .light))
    #expect(subtitle.numberOfLines == 2)
    #expect(subtitle.textColor == .rgb(0.9, 0.95, 1, alpha: 1, space: .sRGB))
  }

  @Test("The content view's constraints: implicit first items, margins, priority; no placeholder")
  func contentConstraints() throws {
    let content = try #require(document.object(withID: "hdr-00-cnt"))
    #expect(content.constraints.count == 9)
    #expect(!content.constraints.contains { $0.id == "c00-plc-hgt" })
    #expect(
      content.constraints[0]
        == IBConstraint(
          id: "c00-img-led", firstItem: "hdr-00-img", firstAttribute: .leading,
          secondItem: "hdr-00-cnt", secondAttribute: .leadingMargin, owner: "hdr-00-cnt",
          line: 62))
    #expect(content.constraints[3].firstItem == "hdr-00-cnt")
    #expect(content.constraints[3].firstAttribute == .trailingMargin)
    #expect(content.constraints[2].constant == 12)
    #expect(
      content.constraints[8]
        == IBConstraint(
          id: "c00-sub-bot", firstItem: "hdr-00-cnt", firstAttribute: .bottom,
          relation: .greaterThanOrEqual, secondItem: "hdr-00-sub", secondAttribute: .bottom,
          constant: 8, priority: 750, identifier: "subtitle-bottom", owner: "hdr-00-cnt",
          line: 70))
  }

  @Test("The basic cell: style, accessory, text label by id, text-style font")
  func basicCell() throws {
    let cell = try #require(document.object(withID: "row-00-cel"))
    var expected = IBTableViewCell()
    expected.reuseIdentifier = "Cell"
    expected.style = .default
    expected.selectionStyle = .default
    expected.accessoryType = .disclosureIndicator
    expected.textLabelID = "row-00-txt"
    #expect(cell.kind == .tableViewCell(expected))
    guard case .label(let text) = try #require(document.object(withID: "row-00-txt")).kind else {
      Issue.record("the text label is not a label")
      return
    }
    #expect(text.font == .textStyle("UICTFontTextStyleBody"))
    #expect(text.textColor == nil)
  }
}
