import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The area of a whole section in content coordinates, from TableLayout.
  ///
  /// Reloads first if a reload is pending. Traps when `section` is out of range.
  ///
  /// - Complexity: O(log n).
  public func rect(forSection section: Int) -> CGRect {
    currentLayout.rect(forSection: section)
  }

  /// The natural (un-pinned) frame of the header of `section`, as UIKit's
  /// `rectForHeader(inSection:)`.
  ///
  /// - Complexity: O(log n).
  public func rectForHeader(inSection section: Int) -> CGRect {
    currentLayout.rectForHeader(inSection: section)
  }

  /// The natural (un-pinned) frame of the footer of `section`.
  ///
  /// - Complexity: O(log n).
  public func rectForFooter(inSection section: Int) -> CGRect {
    currentLayout.rectForFooter(inSection: section)
  }

  /// The frame of the row at `indexPath` in content coordinates.
  ///
  /// - Complexity: O(log n).
  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    currentLayout.rectForRow(at: RowPosition(indexPath))
  }

  /// The row under `point` (content coordinates), or `nil` over a header, footer or nothing.
  ///
  /// - Complexity: O(log n).
  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    currentLayout.positionForRow(at: point)?.indexPath
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

  /// The number of rows in `section`, as the last reload saw it.
  public func numberOfRows(inSection section: Int) -> Int {
    currentLayout.numberOfRows(inSection: section)
  }

  /// The layout, reloading first when a reload is pending.
  var currentLayout: TableLayout {
    if needsReload || layout == nil { reloadData() }
    return layout!
  }
}
