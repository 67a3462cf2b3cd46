import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Asks the data source and delegate again for everything and redisplays the table.
  ///
  /// Every visible view goes back to its reuse queue (with `didEndDisplaying…`) and the
  /// layout is rebuilt from counts, titles and heights: O(sections + rows with explicit
  /// heights) calls, never a view per section. The content offset is kept, clamped to the
  /// new content; collapsed sections stay collapsed (by index). The selection is cleared, as
  /// UIKit's reload clears it (Documentation/Selection.md § Reloads and batch updates).
  /// Without a data source the table is empty.
  ///
  /// - Complexity: O(n + r) for n sections and r rows.
  ///
  /// Called from a data source or delegate method while the table is reloading, placing its
  /// views or applying a batch, it is logged and runs when that pass ends
  /// (Documentation/UIKitParity.md § Invalid input and re-entrant calls).
  public func reloadData() {
    if defersDuringPass("reloadData()", .reload) { return }
    let outer = beginPass(.reloading)
    defer { endPass(outer) }
    needsReload = true
    clearSelectionForReload()
    prefetching.forgetRows()
    rebuildLayout()
    tile()
  }

  /// Builds ``layout`` from the data source and delegate, sending every visible view back.
  ///
  /// Heights that are not heights (NaN, negative, infinite, above
  /// `TableView.maximumElementHeight`) are logged and corrected as they are asked for, so the
  /// layout is always built.
  func rebuildLayout() {
    let outer = beginPass(.reloading)
    defer { endPass(outer) }
    needsReload = false
    removeAllDisplayedViews()
    var spec = makeSpec()
    let width = checkedLayoutWidth()
    do {
      layout = try TableLayout(spec: spec, width: width)
    } catch {
      TableLog.emit("the layout could not be built (\(error)); the table shows no sections.")
      spec.sections = []
      layout = try? TableLayout(spec: spec, width: width)
    }
    adjustedInsetInputsDidChange()
    clampContentOffset()
    reloadSectionIndex()
  }

  /// The table description the data source and delegate give now.
  private func makeSpec() -> TableSpec {
    var profile = metrics
    if sectionHeaderTopPadding != TableView.automaticDimension {
      profile.sectionHeaderTopPadding = sectionHeaderTopPadding
      profile.groupedSectionHeaderTopPadding = sectionHeaderTopPadding
    }
    guard let dataSource else {
      headerTitles = []
      footerTitles = []
      return TableSpec(
        style: style, metrics: profile, quirks: quirks, sections: [],
        tableHeaderHeight: tableHeaderHeight,
        tableFooterHeight: tableFooterHeight, contentInset: contentInset)
    }
    let count = max(0, dataSource.numberOfSections(in: self))
    // Plain loops rather than `map` closures: an isolated closure costs a dynamic executor
    // check per call, which is a tenth of a reload of 10^4 sections.
    var headers: [String?] = []
    var footers: [String?] = []
    headers.reserveCapacity(count)
    footers.reserveCapacity(count)
    for section in 0..<count {
      headers.append(dataSource.tableView(self, titleForHeaderInSection: section))
      footers.append(dataSource.tableView(self, titleForFooterInSection: section))
    }
    headerTitles = headers
    footerTitles = footers
    sizing = SelfSizingState(reservingCapacity: count)
    defaultsAnswered = DelegateDefaults()
    let previous = layout
    let headerRules = headerFooterRules(isHeader: true)
    let footerRules = headerFooterRules(isHeader: false)
    var sections: [SectionSpec] = []
    sections.reserveCapacity(count)
    for section in 0..<count {
      var isCollapsed = false
      if let previous, section < previous.numberOfSections {
        isCollapsed = previous.isCollapsed(section: section)
      }
      sections.append(
        SectionSpec(
          header: headerFooterHeight(section, headerRules, title: .some(headers[section])),
          rows: rowHeights(inSection: section, dataSource: dataSource),
          footer: headerFooterHeight(section, footerRules, title: .some(footers[section])),
          isCollapsed: isCollapsed))
    }
    return TableSpec(
      style: style, metrics: profile, quirks: quirks, sections: sections,
      tableHeaderHeight: tableHeaderHeight,
      tableFooterHeight: tableFooterHeight, contentInset: contentInset)
  }

  /// A header or footer height as the layout wants it.
  ///
  /// Explicit heights are exact. Automatic ones are the profile's height for a title in plain
  /// style; a title in a grouped style is measured in the default look (margins 17 or 32 above, 6
  /// below, Documentation/TableMetrics.md); an untitled one is an estimate to be measured from its
  /// view (or none when the estimate is 0). `title` is the section's title; the data source is
  /// asked when it is not given.
  func headerFooterHeight(
    _ section: Int, _ rules: HeaderFooterRules, title: String?? = nil
  ) -> HeaderFooterHeight? {
    let delegate = tableDelegate
    let isHeader = rules.isHeader
    let asksHeight = !(isHeader ? defaultsAnswered.headerHeight : defaultsAnswered.footerHeight)
    var value = rules.tableHeight
    if let delegate, asksHeight {
      value =
        isHeader
        ? delegate.tableView(self, heightForHeaderInSection: section)
        : delegate.tableView(self, heightForFooterInSection: section)
    }
    value = checkedHeight(
      value, headerFooterHeightSource(section, isHeader: isHeader, estimated: false))
    guard value == TableView.automaticDimension else { return .exact(value) }
    let resolved =
      title
      ?? (isHeader
        ? dataSource?.tableView(self, titleForHeaderInSection: section)
        : dataSource?.tableView(self, titleForFooterInSection: section))
    if resolved != nil {
      if rules.isPlain {
        // The profile's height at the default category, grown with larger ones.
        let standard =
          isHeader ? metrics.headerHeight(for: style) : metrics.footerHeight(for: style)
        return rules.profileHeight == standard ? .automatic : .exact(rules.profileHeight)
      }
      if isHeader { sizing.headers.insert(section) } else { sizing.footers.insert(section) }
      return .estimated(rules.profileHeight)
    }
    let asksEstimate =
      !(isHeader ? defaultsAnswered.estimatedHeaderHeight : defaultsAnswered.estimatedFooterHeight)
    var estimate = rules.tableEstimate
    if let delegate, asksEstimate {
      estimate =
        isHeader
        ? delegate.tableView(self, estimatedHeightForHeaderInSection: section)
        : delegate.tableView(self, estimatedHeightForFooterInSection: section)
    }
    if estimate == TableView.automaticDimension { estimate = rules.profileHeight }
    if estimate.isNaN || estimate > TableView.maximumElementHeight {
      estimate = checkedEstimate(
        estimate, fallback: rules.profileHeight,
        headerFooterHeightSource(section, isHeader: isHeader, estimated: true))
    }
    guard estimate > 0 else { return nil }
    if isHeader { sizing.headers.insert(section) } else { sizing.footers.insert(section) }
    return .estimated(estimate)
  }

  /// The table's header (or footer) height rules, read once for a reload or a batch.
  func headerFooterRules(isHeader: Bool) -> HeaderFooterRules {
    HeaderFooterRules(
      isHeader: isHeader, tableHeight: isHeader ? sectionHeaderHeight : sectionFooterHeight,
      tableEstimate: isHeader ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight,
      profileHeight: scaledProfileHeight(
        isHeader ? metrics.headerHeight(for: style) : metrics.footerHeight(for: style)),
      isPlain: style == .plain)
  }

  /// A plain table's default header or footer height grown with the content size category
  /// along the plain header's text style, subheadline (28 pt at the default category becomes
  /// 28 × 49 / 15 at AX5; Documentation/Configurations.md § Default headers); other styles'
  /// heights as given.
  func scaledProfileHeight(_ height: Double) -> Double {
    guard style == .plain else { return height }
    let category = traitCollection.preferredContentSizeCategory
    guard category != .large, category != .unspecified else { return height }
    return
      (FontMetrics(forTextStyle: .subheadline).scaledValue(
        for: height, compatibleWith: traitCollection)).rounded()
  }

  /// The row heights of `section`: uniform or estimated while every row has the same height.
  ///
  /// Without a delegate no row is asked about; with one, each row's height is asked once
  /// (only the first row's when the protocol default answers it, see ``DelegateDefaults``)
  /// and estimates only when some row is automatic.
  ///
  /// - Complexity: O(rows of the section).
  func rowHeights(inSection section: Int, dataSource: any TableViewDataSource)
    -> RowHeights
  {
    let count = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
    guard let delegate = tableDelegate else {
      let height = checkedHeight(rowHeight, rowHeightSource(section, 0, estimated: false))
      guard height == TableView.automaticDimension else {
        return .uniform(height, count: count)
      }
      sizing.automaticRowSections.insert(section)
      let estimate = checkedEstimate(
        estimatedRowHeight, fallback: metrics.rowHeight,
        rowHeightSource(section, 0, estimated: true))
      return .estimated(estimate, count: count)
    }
    guard count > 0 else { return .exact([]) }
    let first = checkedHeight(
      defaultsAnswered.rowHeight
        ? rowHeight : delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section)),
      rowHeightSource(section, 0, estimated: false))
    let sameForAll = defaultsAnswered.rowHeight
    if sameForAll && first != TableView.automaticDimension {
      return .uniform(first, count: count)
    }
    var heights: [Double] = []
    var automaticCount = 0
    var allEqual = true
    if sameForAll {
      automaticCount = count
    } else {
      heights.reserveCapacity(count)
      heights.append(first)
      if first == TableView.automaticDimension { automaticCount += 1 }
      for row in 1..<count {
        let height = checkedHeight(
          delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section)),
          rowHeightSource(section, row, estimated: false))
        if height == TableView.automaticDimension { automaticCount += 1 }
        if height != first { allEqual = false }
        heights.append(height)
      }
    }
    guard automaticCount > 0 else {
      if let first = heights.first, allEqual { return .uniform(first, count: count) }
      return .exact(heights)
    }
    func estimate(_ row: Int) -> Double {
      let value =
        defaultsAnswered.estimatedRowHeight
        ? estimatedRowHeight
        : delegate.tableView(self, estimatedHeightForRowAt: IndexPath(row: row, section: section))
      return checkedEstimate(
        value, fallback: metrics.rowHeight, rowHeightSource(section, row, estimated: true))
    }
    if automaticCount == count {
      sizing.automaticRowSections.insert(section)
      let first = estimate(0)
      if defaultsAnswered.estimatedRowHeight { return .estimated(first, count: count) }
      var estimates: [Double] = []
      for row in 1..<count {
        let value = estimate(row)
        if estimates.isEmpty && value == first { continue }
        if estimates.isEmpty {
          estimates.reserveCapacity(count)
          estimates.append(contentsOf: repeatElement(first, count: row))
        }
        estimates.append(value)
      }
      return estimates.isEmpty ? .estimated(first, count: count) : .exact(estimates)
    }
    for row in 0..<count where heights[row] == TableView.automaticDimension {
      sizing.automaticRows.insert(RowPosition(row: row, section: section))
      heights[row] = estimate(row)
    }
    return .exact(heights)
  }

  /// The table header view's height: its Auto Layout content's at the table's width, else its
  /// frame's (UIKit "respects only the height of your view's frame"; Documentation/Recipes.md § 002
  /// shows why that is not enough).
  var tableHeaderHeight: Double { tableHeaderView.map(selfSizedHeight(ofTableView:)) ?? 0 }

  /// The table footer view's height, measured as the header's.
  var tableFooterHeight: Double { tableFooterView.map(selfSizedHeight(ofTableView:)) ?? 0 }
}
