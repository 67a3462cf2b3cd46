import Testing

@testable import Sectional

/// `TableViewController`: its table, first-appearance reload, selection clearing, and
/// subclasses' data source and delegate methods reaching the table.
@MainActor
@Suite struct TableViewControllerTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// Three sections of five rows; counts what the table asks.
  class Scores: TableViewController {
    var sectionCountCalls = 0
    var rowHeightCalls = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(TableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    override func numberOfSections(in tableView: TableView) -> Int {
      sectionCountCalls += 1
      return 3
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      5
    }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath)
      -> TableViewCell
    {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  /// Scores whose headers are 30 pt: an override of a height method.
  final class TallHeaders: TableViewController {
    var headerHeightCalls: [Int] = []

    override func numberOfSections(in tableView: TableView) -> Int { 3 }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      0
    }

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      "Section \(section)"
    }

    override func tableView(_ tableView: TableView, heightForHeaderInSection section: Int)
      -> CGFloat
    {
      headerHeightCalls.append(section)
      return 30
    }

    override func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {}
  }

  /// Shows `controller` in a visible 390 × 844 window.
  private func show(_ controller: ViewController) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return window
  }

  @Test("the table is the view, made with the style, with the controller as its source")
  func tableIsTheView() {
    let controller = TableViewController(style: .grouped)
    #expect(controller.tableView === controller.view)
    #expect(controller.tableView.style == .grouped)
    #expect(controller.tableView.dataSource === controller)
    #expect(controller.tableView.delegate === controller)
    #expect(controller.clearsSelectionOnViewWillAppear)
    #expect(TableViewController(nibName: nil, bundle: nil).tableView.style == .plain)
  }

  @Test("the first appearance reloads the table; later appearances do not")
  func reloadOnFirstAppearance() {
    let controller = Scores(style: .plain)
    let window = show(controller)
    let afterFirst = controller.sectionCountCalls
    #expect(afterFirst > 0)
    #expect(controller.tableView.numberOfSections == 3)
    #expect(controller.tableView.visibleCells.count == 15)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    window.layoutIfNeeded()
    #expect(controller.sectionCountCalls == afterFirst)
  }

  @Test("appearing again deselects the selected row unless told not to")
  func clearsSelection() {
    let controller = Scores(style: .plain)
    let window = show(controller)
    let path = IndexPath(row: 2, section: 1)
    controller.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(controller.tableView.indexPathForSelectedRow == nil)
    controller.clearsSelectionOnViewWillAppear = false
    controller.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
    controller.beginAppearanceTransition(false, animated: false)
    controller.endAppearanceTransition()
    controller.beginAppearanceTransition(true, animated: false)
    controller.endAppearanceTransition()
    #expect(controller.tableView.indexPathForSelectedRow == path)
    withExtendedLifetime(window) {}
  }

  @Test("a subclass's heightForHeaderInSection is asked for every section and used")
  func overriddenHeightIsCalled() {
    let controller = TallHeaders(style: .plain)
    let window = show(controller)
    #expect(controller.headerHeightCalls.sorted() == [0, 1, 2])
    // Each section: iOS 15's 22 pt plain-style top padding, then the 30 pt header.
    #expect(
      controller.tableView.rectForHeader(inSection: 2)
        == CGRect(x: 0, y: 126, width: 390, height: 30))
    withExtendedLifetime(window) {}
  }

  @Test("a subclass that leaves the heights alone keeps the table's fast path")
  func defaultsKeepTheFastPath() {
    let controller = Scores(style: .plain)
    controller.tableView.rowHeight = 25
    controller.tableView.sectionHeaderHeight = 0
    let window = show(controller)
    #expect(controller.tableView.defaultsAnswered.rowHeight)
    #expect(controller.tableView.defaultsAnswered.headerHeight)
    #expect(
      controller.tableView.rectForRow(at: IndexPath(row: 4, section: 2))
        == CGRect(x: 0, y: 350, width: 390, height: 25))
    withExtendedLifetime(window) {}
  }

  /// Ten rows whose height override always falls back to `super`.
  final class SuperAnswers: TableViewController {
    var asked: [Int] = []

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
      10
    }

    override func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath)
      -> CGFloat
    {
      asked.append(indexPath.row)
      return super.tableView(tableView, heightForRowAt: indexPath)
    }
  }

  @Test("an override whose first answer comes from super hands the other rows to rowHeight")
  func superAnswerIsTheDefault() {
    let controller = SuperAnswers(style: .plain)
    controller.tableView.rowHeight = 25
    controller.tableView.reloadData()
    #expect(controller.asked == [0])
    #expect(controller.tableView.rectForRow(at: IndexPath(row: 9, section: 0)).height == 25)
  }

  /// Scores that follow scrolling and the push progress, as apps with parallax headers do.
  final class ScrollWatcher: Scores {
    var offsets: [CGFloat] = []
    var progressCalls = 0

    override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int)
      -> String?
    {
      "Section \(section)"
    }

    override func scrollViewDidScroll(_ scrollView: ScrollView) {
      offsets.append(scrollView.contentOffset.y)
    }

    override func tableView(
      _ tableView: TableView, pinnedHeaderInSection section: Int,
      didChangePushProgress progress: CGFloat
    ) {
      progressCalls += 1
    }
  }

  @Test("a subclass's scrollViewDidScroll and push-progress overrides are called")
  func scrollDelegateOverrides() {
    let controller = ScrollWatcher(style: .plain)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    controller.offsets.removeAll()
    controller.tableView.contentOffset = CGPoint(x: 0, y: 40)
    // At 250 section 1's header pushes section 0's pinned header up.
    controller.tableView.contentOffset = CGPoint(x: 0, y: 250)
    #expect(controller.offsets == [40, 250])
    #expect(controller.progressCalls > 0)
  }
}
