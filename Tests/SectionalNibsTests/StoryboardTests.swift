import Foundation
import Sectional
import SectionalInterfaceBuilder
import SectionalNibs
import Testing

/// `Storyboard`: scenes become controllers (a navigation controller with its root, table view
/// and plain controllers of custom classes), whose views load from the scene with their
/// tables, prototypes and outlets.
@MainActor
@Suite struct StoryboardTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Runs `body` with `Nib.diagnosticHandler` collecting, and returns what it collected.
  static func collectingDiagnostics(_ body: () throws -> Void) rethrows -> [String] {
    let saved = Nib.diagnosticHandler
    var collected: [String] = []
    Nib.diagnosticHandler = { collected.append($0.description) }
    defer { Nib.diagnosticHandler = saved }
    try body()
    return collected
  }

  @Test("The initial controller is the navigation controller, with the table controller as root")
  func initialController() throws {
    let storyboard = Storyboard(name: "Scores", bundle: .module)
    let navigation = try #require(
      storyboard.instantiateInitialViewController() as? NavigationController)
    #expect(navigation.viewControllers.count == 1)
    let root = try #require(navigation.viewControllers.first as? ScoresController)
    #expect(root.storyboard === storyboard)
    #expect(navigation.storyboard === storyboard)
    #expect(root.title == "Scores")
    #expect(root.navigationItem.title == "All Scores")
    #expect(root.clearsSelectionOnViewWillAppear == false)
  }

  @Test("A controller is awoken before its view loads; viewDidLoad sees its outlets")
  func awakeThenLoad() throws {
    let storyboard = Storyboard(name: "Scores", bundle: .module)
    let scores = try #require(
      storyboard.instantiateViewController(withIdentifier: "Scores") as? ScoresController)
    #expect(scores.events == ["awakeFromNib (view loaded: false)"])
    #expect(!scores.isViewLoaded)
    _ = scores.view
    #expect(
      scores.events == [
        "awakeFromNib (view loaded: false)", "viewDidLoad (footnote: Scores update hourly)",
      ])
  }

  @Test("The table view controller's table is configured from the document")
  func tableFromDocument() throws {
    let scores: ScoresController = Storyboard(name: "Scores", bundle: .module)
      .instantiateViewController(identifier: "Scores")
    let table = try #require(scores.tableView)
    #expect(table.style == .grouped)
    #expect(table.separatorStyle == .none)
    #expect(table.rowHeight == 52)
    #expect(table.estimatedRowHeight == 60)
    #expect(table.sectionHeaderHeight == 30)
    #expect(table.estimatedSectionHeaderHeight == 40)
    #expect(table.sectionFooterHeight == 12)
    #expect(table.contentInset == EdgeInsets(top: 8, left: 0, bottom: 20, right: 0))
    #expect(table.dataSource === scores)
    #expect(table.delegate === scores)
  }

  @Test("The controller's table dequeues the prototype cell by its reuse identifier")
  func prototypeOnControllerTable() throws {
    let scores: ScoresController = Storyboard(name: "Scores", bundle: .module)
      .instantiateViewController(identifier: "Scores")
    let cell = try #require(scores.tableView.dequeueReusableCell(withIdentifier: "ScoreCell"))
    #expect(cell.reuseIdentifier == "ScoreCell")
    #expect(cell.accessoryType == .disclosureIndicator)
    #expect(cell.textLabel?.text == "Score")
  }

  @Test("A plain controller's view has the scene's subviews, constraints, outlets and actions")
  func plainControllerView() throws {
    let detail: ScoreDetailController = Storyboard(name: "Scores", bundle: .module)
      .instantiateViewController(identifier: "Detail")
    let view = try #require(detail.view)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    view.layoutIfNeeded()
    let name = try #require(detail.nameLabel)
    #expect(name.superview === view)
    #expect(name.frame.origin == CGPoint(x: 16, y: 100))
    let button = try #require(view.subviews.last as? Button)
    button.sendActions(for: .touchUpInside)
    #expect(detail.reloadSenders.count == 1)
    #expect(detail.reloadSenders.first === button)
  }

  @Test("instantiateViewController(identifier:creator:) makes the controller with the creator")
  func creatorMakesController() throws {
    var coders = 0
    let detail: ScoreDetailController = Storyboard(name: "Scores", bundle: .module)
      .instantiateViewController(identifier: "Detail") { coder in
        coders += 1
        let made = ScoreDetailController(coder: coder)
        made?.score = "from the creator"
        return made
      }
    #expect(coders == 1)
    #expect(detail.score == "from the creator")
    #expect(detail.nameLabel?.text == nil)
    _ = detail.view
    #expect(detail.nameLabel?.text == "Name")
  }

  @Test("A missing storyboard is an error diagnostic and has no initial controller")
  func missingStoryboard() {
    var controller: ViewController?
    let diagnostics = Self.collectingDiagnostics {
      controller = Storyboard(name: "Absent", bundle: .module).instantiateInitialViewController()
    }
    #expect(controller == nil)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.hasPrefix(
        "Absent.storyboard:1: error: could not find a storyboard named \"Absent\"") == true)
  }

  @Test("An unknown custom controller class loads as the element's class, with a warning")
  func unknownControllerClass() throws {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \
      initialViewController="vc-un-ctl">
          <scenes>
              <scene sceneID="vc-un-scn">
                  <objects>
                      <viewController id="vc-un-ctl" customClass="MissingController" \
      sceneMemberID="viewController"/>
                  </objects>
              </scene>
          </scenes>
      </document>
      """
    let result = try IBDocument.parse(data: Data(text.utf8), fileName: "Unknown.storyboard")
    let storyboard = Storyboard(
      document: result.document, diagnostics: result.diagnostics, bundle: nil)
    var controller: ViewController?
    let diagnostics = Self.collectingDiagnostics {
      controller = storyboard.instantiateInitialViewController()
    }
    #expect(controller.map { type(of: $0) } == ViewController.self)
    #expect(
      diagnostics == [
        "Unknown.storyboard:6: warning: unknown class \"MissingController\" (register it with "
          + "NibClasses.register): <viewController> \"vc-un-ctl\" loads as ViewController"
      ])
  }
}
