import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The cells on screen, top to bottom.
  ///
  /// - Complexity: O(k log k) for k visible cells.
  public var visibleCells: [TableViewCell] {
    displayed.sortedCells
  }

  /// The index paths of the rows on screen, in order; optional as UIKit's, and never `nil`
  /// here (an empty array when no row is visible).
  ///
  /// - Complexity: O(k log k) for k visible rows.
  public var indexPathsForVisibleRows: [IndexPath]? {
    displayed.sortedRows.map(\.indexPath)
  }

  /// The area of a whole section in content coordinates, from TableLayout.
  ///
  /// Reloads first if a reload is pending. Traps with UIKit's message when `section` is out of
  /// range (UIKit raises).
  ///
  /// - Complexity: O(log n).
  public func rect(forSection section: Int) -> CGRect {
    checkSection(section, "request for rect of invalid section (\(section))")
    return currentLayout.rect(forSection: section)
  }

  /// The natural (un-pinned) frame of the header of `section`, as UIKit's
  /// `rectForHeader(inSection:)`.
  ///
  /// - Complexity: O(log n).
  public func rectForHeader(inSection section: Int) -> CGRect {
    checkSection(section, "request for rect of header in invalid section (\(section))")
    return currentLayout.rectForHeader(inSection: section)
  }

  /// The natural (un-pinned) frame of the footer of `section`.
  ///
  /// - Complexity: O(log n).
  public func rectForFooter(inSection section: Int) -> CGRect {
    checkSection(section, "request for rect of footer in invalid section (\(section))")
    return currentLayout.rectForFooter(inSection: section)
  }

  /// The frame of the row at `indexPath` in content coordinates; traps with UIKit's message
  /// when the row does not exist (UIKit raises, though its documentation says `.zero`).
  ///
  /// - Complexity: O(log n).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    checkRow(indexPath, "request for rect at invalid index path (\(indexPath))")
    return currentLayout.rectForRow(at: RowPosition(indexPath))
  }

  /// The row under `point` (content coordinates), or `nil` over a header, footer or nothing.
  ///
  /// - Complexity: O(log n).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    currentLayout.positionForRow(at: point)?.indexPath
  }

  /// The index paths of the rows whose frames intersect `rect` (content coordinates), in
  /// order; optional as UIKit's, and never `nil` here (an empty array when no row meets it).
  ///
  /// - Complexity: O(log n + k) for k rows returned.
  public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
    currentLayout.positionsForRows(in: rect).map(\.indexPath)
  }

  /// The index path of the row `cell` shows, or `nil` when `cell` is not on screen in this
  /// table (a cell in the reuse queue or another table's cell), as UIKit's
  /// `indexPath(for:)`.
  ///
  /// A button in a cell finds its row this way.
  ///
  /// - Complexity: O(k) for k visible cells.
  public func indexPath(for cell: TableViewCell) -> IndexPath? {
    displayed.position(of: cell)?.indexPath
  }

  /// The header view on screen for `section` if it is a ``TableViewHeaderFooterView``, as
  /// UIKit's `headerView(forSection:)`; `nil` when the header is not visible.
  public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayed.header(section) as? TableViewHeaderFooterView
  }

  /// The footer view on screen for `section` if it is a ``TableViewHeaderFooterView``.
  public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
    displayed.footer(section) as? TableViewHeaderFooterView
  }

  /// The header view on screen for `section`, of any class (custom `View` headers included).
  public func displayedHeaderView(forSection section: Int) -> View? {
    displayed.header(section)
  }

  /// The footer view on screen for `section`, of any class.
  public func displayedFooterView(forSection section: Int) -> View? {
    displayed.footer(section)
  }

  /// The cell on screen at `indexPath`, or `nil` when the row is not visible.
  public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
    displayed.cell(at: RowPosition(indexPath))
  }

  /// The number of sections, as the last reload saw it.
  public var numberOfSections: Int { currentLayout.numberOfSections }

  /// The number of rows in `section`, as the last reload saw it; traps with UIKit's message
  /// when `section` is out of range (UIKit raises).
  public func numberOfRows(inSection section: Int) -> Int {
    checkSection(
      section, "Requested the number of rows for section (\(section)) which is out of bounds.")
    return currentLayout.numberOfRows(inSection: section)
  }

  /// Traps with `message` unless `section` is a section of the current layout.
  func checkSection(_ section: Int, _ message: @autoclosure () -> String) {
    let layout = currentLayout
    if section < 0 || section >= layout.numberOfSections { preconditionFailure(message()) }
  }

  /// Traps with `message` unless `indexPath` is a row of the current layout.
  func checkRow(_ indexPath: IndexPath, _ message: @autoclosure () -> String) {
    let layout = currentLayout
    let section = indexPath.count == 2 ? indexPath.section : -1
    guard section >= 0 && section < layout.numberOfSections,
      indexPath.row >= 0 && indexPath.row < layout.numberOfRows(inSection: section)
    else { preconditionFailure(message()) }
  }

  /// The layout, reloading first when a reload is pending.
  ///
  /// From a data source or delegate method during a pass it is the layout as it stands (an empty
  /// one during the first reload), never a reload.
  var currentLayout: TableLayout {
    if callouts.depth > 0 { return layout ?? TableView.emptyLayout }
    if needsReload || layout == nil { reloadData() }
    return layout!
  }

  /// The layout of a table with no sections.
  private static let emptyLayout = try! TableLayout(
    spec: TableSpec(style: .plain, sections: []), width: 0)
}
