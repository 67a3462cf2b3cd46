import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// Fills the recorded batch from the data source, validates it on a copy of the layout
  /// and, when it is valid, applies it in place: unchanged sections and rows keep their
  /// heights (measured ones included) and their views.
  ///
  /// Only inserted and reloaded sections and rows are asked for heights and titles, at
  /// their indices after the batch. Returns the validation error, with nothing changed.
  ///
  /// - Complexity: O(n + m) for n sections and m measured rows, plus the operations.
  @discardableResult
  func commit(_ recorded: BatchUpdate, animations: BatchAnimations) -> LayoutError? {
    guard let dataSource else { return .invalidUpdate(TableView.noDataSourceMessage) }
    let outer = beginPass(.committing)
    defer { endPass(outer) }
    let old = currentLayout
    let map = BatchIndexMap(recorded, oldSectionCount: old.numberOfSections)
    let count = max(0, dataSource.numberOfSections(in: self))
    var rowCounts: [Int] = []
    rowCounts.reserveCapacity(count)
    for section in 0..<count {
      rowCounts.append(max(0, dataSource.tableView(self, numberOfRowsInSection: section)))
    }
    // Only indices the data source has are asked about; the others make the batch invalid,
    // which TableLayout reports below.
    func exists(_ indexPath: RowPosition) -> Bool {
      indexPath.section >= 0 && indexPath.section < count && indexPath.row >= 0
        && indexPath.row < rowCounts[indexPath.section]
    }
    let savedSizing = sizing
    sizing = SelfSizingState()
    var update = recorded
    update.rowCountsAfterUpdate = rowCounts
    var rowKinds: [RowPosition: Bool] = [:]
    for section in recorded.insertedSections.keys where section >= 0 && section < count {
      update.insertedSections[section] = sectionSpec(section, dataSource: dataSource)
    }
    for section in recorded.reloadedSections.keys {
      guard let new = map.newSection(section), new < count else { continue }
      update.reloadedSections[section] = sectionSpec(new, dataSource: dataSource)
    }
    for indexPath in recorded.insertedRows.keys where exists(indexPath) {
      let (height, automatic) = batchRowHeight(at: indexPath)
      update.insertedRows[indexPath] = height
      rowKinds[indexPath] = automatic
    }
    for indexPath in recorded.reloadedRows.keys {
      guard let new = map.newPosition(indexPath), exists(new) else { continue }
      let (height, automatic) = batchRowHeight(at: new)
      update.reloadedRows[indexPath] = height
      rowKinds[new] = automatic
    }
    let added = sizing
    sizing = savedSizing
    var layout = old
    do {
      try layout.performBatchUpdates(update)
    } catch {
      return error
    }
    apply(
      layout, map: map, animations: animations, added: added, rowKinds: rowKinds, old: old)
    return nil
  }

  /// The error of a batch on a table without a data source (nothing to validate it against).
  static let noDataSourceMessage = "Invalid update: the table view has no data source"

  /// Installs the updated layout and carries the views, titles and sizing state of what
  /// stayed over to the new indices, then places the views and animates the change.
  private func apply(
    _ layout: TableLayout, map: BatchIndexMap, animations: BatchAnimations,
    added: SelfSizingState, rowKinds: [RowPosition: Bool], old: TableLayout
  ) {
    finishAnimations()
    let update = map.update
    let animated =
      animator != nil && animations.allowed
      && (animations.animates || !update.movedRows.isEmpty || !update.movedSections.isEmpty)
    let oldOffset = contentOffset.y
    let before = animated ? screenFrames() : [:]
    let departing = displayed.remap(map)
    remapTitles(map, sectionCount: layout.numberOfSections)
    sizing = remappedSizing(map, added: added, rowKinds: rowKinds)
    selection.remap(map)
    prefetching.forgetRows()
    self.layout = layout
    clampContentOffset()
    reloadSectionIndex()
    tile()
    layoutIfNeeded()
    guard animated else {
      for (kind, view) in departing { endDisplaying(view, as: kind) }
      return
    }
    animateBatch(
      BatchTransition(
        map: map, animations: animations, before: before, departing: departing, old: old,
        oldOffset: oldOffset))
  }

  /// Carries the header and footer titles over to the new section indices, asking the data
  /// source only for inserted and reloaded sections.
  private func remapTitles(_ map: BatchIndexMap, sectionCount: Int) {
    var headers = [String?](repeating: nil, count: sectionCount)
    var footers = [String?](repeating: nil, count: sectionCount)
    for section in 0..<sectionCount {
      if let old = map.oldSection(section), map.update.reloadedSections[old] == nil,
        old < headerTitles.count, old < footerTitles.count
      {
        headers[section] = headerTitles[old]
        footers[section] = footerTitles[old]
      } else {
        headers[section] = dataSource?.tableView(self, titleForHeaderInSection: section)
        footers[section] = dataSource?.tableView(self, titleForFooterInSection: section)
      }
    }
    headerTitles = headers
    footerTitles = footers
  }

  /// What still waits to be measured, at the new indices: the old state mapped, plus the
  /// inserted and reloaded sections' (`added`) and rows' (`rowKinds`, automatic or not).
  private func remappedSizing(
    _ map: BatchIndexMap, added: SelfSizingState, rowKinds: [RowPosition: Bool]
  ) -> SelfSizingState {
    let update = map.update
    func section(_ old: Int) -> Int? {
      update.reloadedSections[old] == nil ? map.newSection(old) : nil
    }
    func row(_ old: RowPosition) -> RowPosition? {
      update.reloadedRows[old] == nil ? map.newPosition(old) : nil
    }
    var state = added
    state.headers.formUnion(sizing.headers.compactMap(section))
    state.footers.formUnion(sizing.footers.compactMap(section))
    state.automaticRowSections.formUnion(sizing.automaticRowSections.compactMap(section))
    state.automaticRows.formUnion(sizing.automaticRows.compactMap(row))
    state.measuredRows.formUnion(sizing.measuredRows.compactMap(row))
    var kinds = rowKinds
    for (from, to) in update.movedRows {
      kinds[to] =
        sizing.automaticRowSections.contains(from.section) || sizing.automaticRows.contains(from)
    }
    for (indexPath, automatic) in kinds {
      let measured =
        state.measuredRows.contains(indexPath) && update.movedRows.values.contains(indexPath)
      state.measuredRows.remove(indexPath)
      state.automaticRows.remove(indexPath)
      if state.automaticRowSections.contains(indexPath.section) {
        if !automatic || measured { state.measuredRows.insert(indexPath) }
      } else if automatic {
        state.automaticRows.insert(indexPath)
        if measured { state.measuredRows.insert(indexPath) }
      }
    }
    return state
  }

  /// The height the delegate gives a new or reloaded row, an estimate standing in for an
  /// automatic height, and whether it is automatic.
  private func batchRowHeight(at row: RowPosition) -> (height: Double, automatic: Bool) {
    let indexPath = row.indexPath
    let height = checkedHeight(
      tableDelegate.map { $0.tableView(self, heightForRowAt: indexPath) } ?? rowHeight,
      rowHeightSource(row.section, row.row, estimated: false))
    guard height == TableView.automaticDimension else { return (height, false) }
    let estimate = checkedEstimate(
      tableDelegate.map { $0.tableView(self, estimatedHeightForRowAt: indexPath) }
        ?? estimatedRowHeight,
      fallback: metrics.rowHeight, rowHeightSource(row.section, row.row, estimated: true))
    return (estimate, true)
  }

  /// The description of `section` as the data source gives it now; its self-sizing entries
  /// go to ``sizing`` at index `section`.
  private func sectionSpec(_ section: Int, dataSource: any TableViewDataSource) -> SectionSpec {
    SectionSpec(
      header: headerFooterHeight(section, headerFooterRules(isHeader: true)),
      rows: rowHeights(inSection: section, dataSource: dataSource),
      footer: headerFooterHeight(section, headerFooterRules(isHeader: false)))
  }
}
