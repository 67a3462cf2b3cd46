import Foundation
import Sectional
import SectionalInterfaceBuilder
import SectionalNibs
import Testing

/// Nibs made into views: classes, properties, frames, constraints, outlets, actions and
/// `awakeFromNib()`, read from the test bundle's resources.
@MainActor
@Suite struct NibInstantiationTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// The one top-level object of nib `name`, with the instantiation's diagnostics.
  func load(_ name: String, owner: AnyObject? = nil) -> NibInstantiation {
    Nib(nibName: name, bundle: .module).instantiateReportingDiagnostics(withOwner: owner)
  }

  @Test("A header nib makes its custom class, found by module, with its outlets connected")
  func headerClassAndOutlets() throws {
    let result = load("ScoresHeader")
    #expect(result.diagnostics.map(\.description) == [])
    let header = try #require(result.topLevelObjects.first as? ScoresHeaderView)
    #expect(result.topLevelObjects.count == 1)
    #expect(header.reuseIdentifier == "ScoresHeader")
    #expect(header.titleLabel?.text == "Scores")
    #expect(header.titleLabel?.font == Font.boldSystemFont(ofSize: 17))
    #expect(header.titleLabel?.textColor == Color.systemBlue)
    #expect(header.titleLabel?.adjustsFontSizeToFitWidth == true)
    #expect(header.titleLabel?.minimumScaleFactor == 0.5)
    #expect(header.titleLabel?.superview === header.contentView)
    #expect(header.moreButton?.title(for: .normal) == "More")
    #expect(header.contentView.layoutMargins == EdgeInsets(top: 8, left: 20, bottom: 8, right: 20))
  }

  @Test("awakeFromNib runs once, after the outlets are connected")
  func awakeAfterOutlets() throws {
    let header = try #require(load("ScoresHeader").topLevelObjects.first as? ScoresHeaderView)
    #expect(header.awakenings == 1)
    #expect(header.titleAtAwakening == "Scores")
  }

  @Test("The button's action calls the header's listed method with the button as sender")
  func actionConnected() throws {
    let header = try #require(load("ScoresHeader").topLevelObjects.first as? ScoresHeaderView)
    let button = try #require(header.moreButton)
    button.sendActions(for: .touchUpInside)
    #expect(header.showMoreSenders.count == 1)
    #expect(header.showMoreSenders.first === button)
    button.sendActions(for: .touchDown)
    #expect(header.showMoreSenders.count == 1)
  }

  @Test("Margin constraints place the title and button inside the content view's margins")
  func headerConstraintsLayOut() throws {
    let header = try #require(load("ScoresHeader").topLevelObjects.first as? ScoresHeaderView)
    header.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
    header.layoutIfNeeded()
    let title = try #require(header.titleLabel)
    let button = try #require(header.moreButton)
    #expect(header.contentView.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
    #expect(title.frame.minX == 20)
    #expect(title.frame.midY == 22)
    #expect(button.frame.maxX == 370)
    #expect(button.frame.midY == 22)
  }

  @Test("File's Owner gets the root view; the table is found by tag 8888 with its properties")
  func taggedTable() throws {
    let owner = TaggedTableOwner()
    let result = load("TaggedTable", owner: owner)
    #expect(result.diagnostics.map(\.description) == [])
    let root = try #require(owner.view)
    #expect(result.topLevelObjects.count == 1)
    #expect(result.topLevelObjects.first === root)
    #expect(root.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
    #expect(root.autoresizingMask == [.flexibleWidth, .flexibleHeight])
    #expect(root.backgroundColor == Color.systemBackground)
    let table = try #require(root.viewWithTag(8888) as? TableView)
    #expect(table.style == .grouped)
    #expect(table.separatorStyle == .none)
    #expect(table.rowHeight == 60)
    #expect(table.estimatedRowHeight == TableView.automaticDimension)
    #expect(table.sectionHeaderHeight == 18)
    #expect(table.contentInset == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    #expect(table.backgroundColor == Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    #expect(table.translatesAutoresizingMaskIntoConstraints == false)
    let bottom = try #require(root.constraints.first { $0.identifier == "table-bottom" })
    #expect(bottom.priority == LayoutPriority(750))
  }

  @Test("Constraints with constants and a 1:1 ratio lay the seed 001 screen out")
  func taggedTableFrames() throws {
    let owner = TaggedTableOwner()
    _ = load("TaggedTable", owner: owner)
    let root = try #require(owner.view)
    root.layoutIfNeeded()
    let caption = try #require(owner.decorations.first as? Label)
    let badge = try #require(owner.decorations.last as? ImageView)
    let table = try #require(root.viewWithTag(8888))
    #expect(caption.frame == CGRect(x: 16, y: 8, width: 358, height: caption.frame.height))
    #expect(badge.frame == CGRect(x: 350, y: 8, width: 24, height: 24))
    #expect(table.frame == CGRect(x: 0, y: 40, width: 390, height: 560))
  }

  @Test("Text styles, calibrated white, images by name and outlet collections load")
  func taggedTableValues() throws {
    let owner = TaggedTableOwner()
    _ = load("TaggedTable", owner: owner)
    #expect(owner.decorations.count == 2)
    let caption = try #require(owner.decorations.first as? Label)
    #expect(caption.font == Font.preferredFont(forTextStyle: .headline))
    #expect(caption.font.pointSize == 17)
    #expect(caption.font.weight == .semibold)
    #expect(caption.textColor == Color(white: 0.333_333_333_333_333_31))
    #expect(caption.textAlignment == .center)
    #expect(caption.numberOfLines == 2)
    let badge = try #require(owner.decorations.last as? ImageView)
    #expect(badge.contentMode == .scaleAspectFit)
    #expect(badge.image?.size == CGSize(width: 24, height: 24))
    #expect(badge.clipsToBounds)
  }

  @Test("A subtitle cell nib configures the cell's own labels and keeps its style")
  func styledCell() throws {
    let result = load("SubtitleCell")
    #expect(result.diagnostics.map(\.description) == [])
    let cell = try #require(result.topLevelObjects.first as? TableViewCell)
    #expect(cell.style == .subtitle)
    #expect(cell.reuseIdentifier == "Subtitle")
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.selectedBackgroundColor == nil)
    #expect(cell.textLabel?.text == "Title")
    #expect(cell.detailTextLabel?.text == "Subtitle")
    #expect(cell.detailTextLabel?.font == Font.systemFont(ofSize: 12))
    #expect(cell.detailTextLabel?.textColor == Color.secondaryLabel)
    #expect(cell.contentView.subviews.count == 2)
  }

  @Test("A missing nib makes nothing and says which file and bundle")
  func missingNib() {
    let result = load("NoSuchNib")
    #expect(result.topLevelObjects.isEmpty)
    #expect(result.diagnostics.count == 1)
    #expect(
      result.diagnostics.first?.description.hasPrefix(
        "NoSuchNib.xib:1: error: could not load the nib \"NoSuchNib\"") == true)
  }
}
