import Sectional
import SectionalTestSupport
import Testing

/// A `TableViewController` subclass's selection, highlight and display overrides are called
/// (a protocol requirement reaches a subclass only through the base class's method).
@MainActor
@Suite struct TableViewControllerSelectionTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Ten 44 pt rows; every selection callback overridden and recorded; row 3 selects row 4.
  final class Picker: TableViewController {
    var events: [String] = []

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
      tableView.rowHeight = 44
      tableView.sectionHeaderHeight = 0
      tableView.sectionFooterHeight = 0
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      30
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }

    override func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      events.append("willSelect \(indexPath)")
      return indexPath.row == 3 ? IndexPath(row: 4, section: 0) : indexPath
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
      events.append("didSelect \(indexPath)")
    }

    override func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
      -> IndexPath?
    {
      events.append("willDeselect \(indexPath)")
      return indexPath
    }

    override func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
      events.append("didDeselect \(indexPath)")
    }

    override func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath)
      -> Bool
    {
      events.append("shouldHighlight \(indexPath)")
      return true
    }

    override func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
      events.append("didHighlight \(indexPath)")
    }

    override func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
      events.append("didUnhighlight \(indexPath)")
    }

    override func tableView(
      _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
    ) {
      events.append("didEndDisplaying \(indexPath)")
    }
  }

  private func show(_ controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return window
  }

  @Test("a subclass hears highlight, redirected selection and deselection in UIKit's order")
  func overridesAreCalled() {
    let controller = Picker(style: .plain)
    let window = show(controller)
    window.tapRow(IndexPath(row: 1, section: 0), of: controller.tableView)
    controller.events = []
    window.tapRow(IndexPath(row: 3, section: 0), of: controller.tableView)
    #expect(
      controller.events == [
        "shouldHighlight [0, 3]", "didHighlight [0, 3]", "didUnhighlight [0, 3]",
        "willSelect [0, 3]", "willDeselect [0, 1]", "didDeselect [0, 1]", "didSelect [0, 4]",
      ])
    controller.events = []
    controller.tableView.contentOffset = CGPoint(x: 0, y: 88)
    controller.tableView.layoutIfNeeded()
    #expect(controller.events.sorted() == ["didEndDisplaying [0, 0]", "didEndDisplaying [0, 1]"])
  }

  @Test("appearing again deselects every selected row of a multiple-selection table")
  func clearsMultipleSelection() {
    let controller = Picker(style: .plain)
    let window = show(controller)
    let table = controller.tableView!
    table.allowsMultipleSelection = true
    window.tapRow(IndexPath(row: 0, section: 0), of: table)
    window.tapRow(IndexPath(row: 2, section: 0), of: table)
    #expect(table.indexPathsForSelectedRows?.count == 2)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(table.indexPathsForSelectedRows == nil)
    #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
  }
}
