import SectionalGraphics
@_spi(Storyboards) import SectionalViews

/// A view controller whose view is a table, as `UITableViewController`: the table's data source
/// and delegate is the controller, it reloads on first appearance and clears the selection
/// whenever it appears.
///
/// Every data source and delegate method is an `open` method here, so a subclass's override is
/// called as it is with UIKit (Swift dispatches a protocol requirement to a subclass only when
/// the base class implements it). The base methods answer as the protocol defaults do, through
/// the same code, so a subclass that leaves a height method alone keeps the table's fast path
/// (Reload/DelegateDefaults.swift).
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
  /// The style the table is made with.
  private let tableStyle: TableView.Style

  /// Creates a controller whose table has `style`, as `init(style:)`.
  public init(style: TableView.Style) {
    tableStyle = style
    super.init(nibName: nil, bundle: nil)
  }

  /// Creates a controller with a plain table, as `init(nibName:bundle:)`.
  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    tableStyle = .plain
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
  }

  /// Creates a controller with a plain table from an archive (see
  /// `ViewController.init(coder:)`).
  public required init?(coder: NSCoder) {
    tableStyle = .plain
    super.init(coder: coder)
  }

  /// Whether `viewWillAppear(_:)` deselects the selected row; `true` by default.
  open var clearsSelectionOnViewWillAppear = true

  /// Whether the first appearance reloaded the table yet.
  private var hasReloadedOnAppearance = false

  /// The table, which is the controller's view; setting it sets `view`.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  // UIKit declares `tableView` as `UITableView!`, and ported code uses it unwrapped.
  open var tableView: TableView! {
    get { view as? TableView }
    set { view = newValue }
  }

  /// Makes the table with the controller's style and makes the controller its data source and
  /// delegate; a controller made by a storyboard loads its scene's table instead, and one with
  /// a nib (`nibName`, or a nib named after its class) the nib's table.
  ///
  /// Traps, as UIKit raises, when the nib's view is not a table.
  open override func loadView() {
    if storyboardScene != nil {
      super.loadView()
      return
    }
    if let nib = loadViewFromNib() {
      precondition(
        view is TableView,
        "\(type(of: self)).loadView() loaded the \"\(nib)\" nib but didn't get a UITableView.")
      return
    }
    let table = TableView(frame: .zero, style: tableStyle)
    table.dataSource = self
    table.delegate = self
    view = table
  }

  /// Reloads the table the first time it appears, then deselects the selected rows while
  /// ``clearsSelectionOnViewWillAppear`` is `true`, as UIKit's table view controller does.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    guard let tableView else { return }
    if !hasReloadedOnAppearance {
      hasReloadedOnAppearance = true
      tableView.reloadData()
    }
    if clearsSelectionOnViewWillAppear, let selected = tableView.indexPathsForSelectedRows {
      for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
    }
  }

  // MARK: Data source

  /// The number of sections: 1, the protocol's default.
  open func numberOfSections(in tableView: TableView) -> Int { 1 }

  /// The number of rows in `section`: 0.
  ///
  /// UIKit's table view controller without static cells answers 0; subclasses override it.
  open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }

  /// The cell at `indexPath`.
  ///
  /// A subclass that gives rows overrides it; the base controller has no cells to give and
  /// traps, as UIKit's table raises when its data source gives none.
  open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
    preconditionFailure(
      "\(type(of: self)) gives rows but does not override tableView(_:cellForRowAt:) (asked "
        + "for row \(indexPath.row) in section \(indexPath.section))")
  }

  /// The header title of `section`: `nil`.
  open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
    nil
  }

  /// The footer title of `section`: `nil`.
  open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
    nil
  }

  /// The section index titles: `nil`, no index.
  open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }

  /// The section for an index title: `index`, clamped to the sections, as the protocol's
  /// default.
  open func tableView(
    _ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int
  ) -> Int {
    min(max(0, index), max(0, numberOfSections(in: tableView) - 1))
  }

  // MARK: Delegate: heights

  /// The row height: ``TableView/rowHeight``, answered as the protocol's default, so the table
  /// reads the property for every other row without asking again.
  open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
    tableView.defaultRowHeight()
  }

  /// The header height: ``TableView/sectionHeaderHeight``, as the protocol's default.
  open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
    tableView.defaultHeaderHeight()
  }

  /// The footer height: ``TableView/sectionFooterHeight``, as the protocol's default.
  open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
    tableView.defaultFooterHeight()
  }

  /// The row estimate: ``TableView/estimatedRowHeight``, as the protocol's default.
  open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath)
    -> CGFloat
  {
    tableView.defaultEstimatedRowHeight()
  }

  /// The header estimate: ``TableView/estimatedSectionHeaderHeight``, as the protocol's
  /// default.
  open func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int)
    -> CGFloat
  {
    tableView.defaultEstimatedHeaderHeight()
  }

  /// The footer estimate: ``TableView/estimatedSectionFooterHeight``, as the protocol's
  /// default.
  open func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int)
    -> CGFloat
  {
    tableView.defaultEstimatedFooterHeight()
  }

  // MARK: Delegate: views and events

  /// The header view of `section`: `nil`, the default look.
  open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// The footer view of `section`: `nil`, the default look.
  open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}

  /// Returns `indexPath`, as the protocol's default.
  open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
    indexPath
  }

  /// Returns `indexPath`, as the protocol's default.
  open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath)
    -> IndexPath?
  {
    indexPath
  }

  /// Does nothing.
  open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}

  /// Returns `true`, as the protocol's default.
  open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
    true
  }

  /// Does nothing.
  open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectHeaderInSection section: Int) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didSelectFooterInSection section: Int) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didPinHeaderInSection section: Int) {}

  /// Does nothing.
  open func tableView(_ tableView: TableView, didUnpinHeaderInSection section: Int) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, pinnedHeaderInSection section: Int,
    didChangePushProgress progress: CGFloat
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  open func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}

  // The scroll view delegate's methods: the table's delegate is its scroll view's, as in
  // UIKit, so a subclass's `scrollViewDidScroll(_:)` is called only if the base declares it.

  /// Does nothing.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}

  /// Does nothing: the content coasts to the offset `targetContentOffset` points at.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}

  /// Does nothing.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}

  /// Does nothing.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}

  /// Does nothing.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}

  /// Returns `true`: a tap on the status bar may scroll the table to the top.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }

  /// Does nothing.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
}
