import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Asks the data source and delegate again for everything and redisplays the table.
  ///
  /// Every visible view goes back to its reuse queue (with `didEndDisplaying…`) and the
  /// layout is rebuilt from counts, titles and heights: O(sections + rows with explicit
  /// heights) calls, never a view per section. The content offset is kept, clamped to the
  /// new content. Without a data source the table is empty.
  ///
  /// - Complexity: O(n + r) for n sections and r rows.
  public func reloadData() {
    needsReload = true
    rebuildLayout()
    tile()
  }

  /// Builds ``layout`` from the data source and delegate, sending every visible view back.
  func rebuildLayout() {
    needsReload = false
    removeAllDisplayedViews()
    let spec = makeSpec()
    do {
      layout = try TableLayout(spec: spec, width: bounds.width)
    } catch {
      preconditionFailure("TableView: the data source or delegate gave an invalid height: \(error)")
    }
    clampContentOffset()
  }

  /// The table description the data source and delegate give now.
  private func makeSpec() -> TableSpec {
    var profile = metrics
    if sectionHeaderTopPadding != TableView.automaticDimension {
      profile.sectionHeaderTopPadding = sectionHeaderTopPadding
    }
    guard let dataSource else {
      headerTitles = []
      footerTitles = []
      return TableSpec(
        style: style, metrics: profile, sections: [], tableHeaderHeight: tableHeaderHeight,
        tableFooterHeight: tableFooterHeight, contentInset: contentInset)
    }
    let count = max(0, dataSource.numberOfSections(in: self))
    headerTitles = (0..<count).map { dataSource.tableView(self, titleForHeaderInSection: $0) }
    footerTitles = (0..<count).map { dataSource.tableView(self, titleForFooterInSection: $0) }
    let sections = (0..<count).map { section in
      SectionSpec(
        header: headerHeight(
          delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight,
          hasTitle: headerTitles[section] != nil),
        rows: rowHeights(inSection: section, dataSource: dataSource),
        footer: headerHeight(
          delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight,
          hasTitle: footerTitles[section] != nil))
    }
    return TableSpec(
      style: style, metrics: profile, sections: sections, tableHeaderHeight: tableHeaderHeight,
      tableFooterHeight: tableFooterHeight, contentInset: contentInset)
  }

  /// A header or footer height as the layout wants it: automatic only for titled elements.
  private func headerHeight(_ value: Double, hasTitle: Bool) -> HeaderFooterHeight? {
    if value == TableView.automaticDimension { return hasTitle ? .automatic : nil }
    return .exact(value)
  }

  /// The row heights of `section`: uniform while every row has the same height.
  private func rowHeights(inSection section: Int, dataSource: any TableViewDataSource)
    -> RowHeights
  {
    let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    func resolved(_ height: Double) -> Double {
      height == TableView.automaticDimension ? metrics.rowHeight : height
    }
    guard let delegate else { return .uniform(resolved(rowHeight), count: count) }
    let heights = (0..<count).map {
      resolved(delegate.tableView(self, heightForRowAt: IndexPath(row: $0, section: section)))
    }
    if let first = heights.first, heights.allSatisfy({ $0 == first }) {
      return .uniform(first, count: count)
    }
    return .exact(heights)
  }

  /// The table header view's height: its frame's, as UIKit ("respects only the height of your
  /// view's frame").
  var tableHeaderHeight: Double { tableHeaderView.map { max(0, $0.frame.height) } ?? 0 }

  /// The table footer view's height: its frame's.
  var tableFooterHeight: Double { tableFooterView.map { max(0, $0.frame.height) } ?? 0 }
}
