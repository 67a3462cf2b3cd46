import SectionalGraphics

extension TableLayout {
  /// The number of sections (UIKit's `numberOfSections`).
  public var numberOfSections: Int { sections.count }

  /// The number of rows in `section` (UIKit's `numberOfRows(inSection:)`).
  ///
  /// A collapsed section still counts its rows. Traps if `section` is out of range.
  public func numberOfRows(inSection section: Int) -> Int {
    checkSection(section)
    return Int(sections[section].rowCount)
  }

  /// Whether the rows of `section` are collapsed.
  ///
  /// Traps if `section` is out of range.
  public func isCollapsed(section: Int) -> Bool {
    checkSection(section)
    return sections[section].flags.contains(.collapsed)
  }

  /// Which elements of `section` pin.
  ///
  /// Traps if `section` is out of range.
  public func pinPolicy(forSection section: Int) -> PinPolicy {
    checkSection(section)
    let flags = sections[section].flags
    switch (flags.contains(.pinsHeader), flags.contains(.pinsFooter)) {
    case (true, true): return .both
    case (true, false): return .header
    case (false, true): return .footer
    case (false, false): return .none
    }
  }

  /// The size of the scrollable content, insets excluded (UIKit's `contentSize`).
  ///
  /// - Complexity: O(log n).
  public var contentSize: CGSize {
    CGSize(width: width, height: tableHeaderHeight + sectionsHeight + tableFooterHeight)
  }

  /// The frame of the table header view at the top of the content.
  public var tableHeaderRect: CGRect {
    CGRect(x: 0, y: 0, width: width, height: tableHeaderHeight)
  }

  /// The frame of the table footer view below the last section.
  ///
  /// - Complexity: O(log n).
  public var tableFooterRect: CGRect {
    CGRect(x: 0, y: tableHeaderHeight + sectionsHeight, width: width, height: tableFooterHeight)
  }

  /// The frame of a whole section (UIKit's `rect(forSection:)`).
  ///
  /// Covers the top padding, header, rows and footer; full width in every style. Traps if
  /// `section` is out of range.
  ///
  /// - Complexity: O(log n).
  public func rect(forSection section: Int) -> CGRect {
    checkSection(section)
    return CGRect(x: 0, y: sectionMinY(section), width: width, height: sectionHeight(section))
  }

  /// The natural (unpinned) frame of the header of `section` (UIKit's
  /// `rectForHeader(inSection:)`, which also ignores floating).
  ///
  /// A section without header gets a zero-height rect where the header would start. Traps if
  /// `section` is out of range.
  ///
  /// - Complexity: O(log n).
  public func rectForHeader(inSection section: Int) -> CGRect {
    checkSection(section)
    let y = sectionMinY(section) + topGap(section)
    return CGRect(x: contentMinX, y: y, width: contentWidth, height: effectiveHeaderHeight(section))
  }

  /// The natural (unpinned) frame of the footer of `section` (UIKit's
  /// `rectForFooter(inSection:)`).
  ///
  /// A section without footer gets a zero-height rect at its bottom. Traps if `section` is out
  /// of range.
  ///
  /// - Complexity: O(log n).
  public func rectForFooter(inSection section: Int) -> CGRect {
    checkSection(section)
    let footer = effectiveFooterHeight(section)
    let y = sectionMinY(section) + sectionHeight(section) - footer
    return CGRect(x: contentMinX, y: y, width: contentWidth, height: footer)
  }

  /// The frame of a row (UIKit's `rectForRow(at:)`).
  ///
  /// A row of a collapsed section gets a zero-height rect where the rows would start. Traps if
  /// the row does not exist.
  ///
  /// - Complexity: O(log n).
  public func rectForRow(at position: RowPosition) -> CGRect {
    checkRow(position)
    let section = position.section
    let rowsTop = sectionMinY(section) + topGap(section) + effectiveHeaderHeight(section)
    if sections[section].flags.contains(.collapsed) {
      return CGRect(x: contentMinX, y: rowsTop, width: contentWidth, height: 0)
    }
    return CGRect(
      x: contentMinX, y: rowsTop + rowOffset(position.row, inSection: section),
      width: contentWidth, height: rowHeight(position.row, inSection: section))
  }

  /// The position of the row at `point`, or `nil` when no row is there (what UIKit's
  /// `indexPathForRow(at:)` answers as an index path).
  ///
  /// Headers, footers, padding, collapsed sections and points outside the table's width hit
  /// no row.
  ///
  /// - Complexity: O(log n).
  public func positionForRow(at point: CGPoint) -> RowPosition? {
    guard point.x >= 0 && point.x < width, let section = sectionIndex(containing: point.y) else {
      return nil
    }
    let record = sections[section]
    guard record.rowCount > 0, !record.flags.contains(.collapsed) else { return nil }
    let rowsTop = sectionMinY(section) + topGap(section) + effectiveHeaderHeight(section)
    let offset = point.y - rowsTop
    guard offset >= 0 && offset < record.rowsTotal else { return nil }
    return RowPosition(row: rowIndex(containing: offset, inSection: section), section: section)
  }

  /// The positions of the rows whose frames intersect `rect`, in order (what UIKit's
  /// `indexPathsForRows(in:)` answers as index paths).
  ///
  /// - Complexity: O(log n + k) for k rows returned (plus the sections crossed).
  public func positionsForRows(in rect: CGRect) -> [RowPosition] {
    var result: [RowPosition] = []
    result.reserveCapacity(Self.expectedElements(in: rect))
    forEachVisibleRow(in: rect) { position, _ in result.append(position) }
    return result
  }

  /// Calls `body` with each row intersecting `rect` and its frame, in order.
  ///
  /// - Complexity: O(log n + k) for k rows (plus the sections crossed).
  func forEachVisibleRow(in rect: CGRect, _ body: (RowPosition, CGRect) -> Void) {
    forEachVisibleSection(in: rect) { section, sectionY in
      forEachVisibleRow(inSection: section, sectionMinY: sectionY, in: rect, body)
    }
  }

  /// Calls `body` with each row of `section` intersecting `rect` and its frame, in order.
  ///
  /// - Complexity: O(log n + k) for k rows.
  func forEachVisibleRow(
    inSection section: Int, sectionMinY sectionY: Double, in rect: CGRect,
    _ body: (RowPosition, CGRect) -> Void
  ) {
    let record = sections[section]
    guard record.rowCount > 0, !record.flags.contains(.collapsed) else { return }
    let rowsTop = sectionY + topGap(section) + effectiveHeaderHeight(section)
    guard rowsTop < rect.maxY, rowsTop + record.rowsTotal > rect.minY else { return }
    var row = rowIndex(containing: max(0, rect.minY - rowsTop), inSection: section)
    var y = rowsTop + rowOffset(row, inSection: section)
    let count = Int(record.rowCount)
    let x = contentMinX
    let rowWidth = contentWidth
    let materialized = record.isMaterialized
    let base = materialized ? record.rowBase : 0
    // Stored heights are read without a bounds check per row: `rowRange` is inside the store
    // (an invariant `checkInvariants()` verifies), and `row < count` keeps to that range.
    rows.values.withUnsafeBufferPointer { stored in
      while row < count && y < rect.maxY {
        let height = materialized ? stored[base + row] : record.rowHeight
        let frame = CGRect(x: x, y: y, width: rowWidth, height: height)
        if height > 0 && frame.maxY > rect.minY {
          body(RowPosition(row: row, section: section), frame)
        }
        y += height
        row += 1
      }
    }
  }

  /// Calls `body` with each section whose extent intersects `rect`, and its top y.
  ///
  /// - Complexity: O(log n + k) for k sections.
  func forEachVisibleSection(in rect: CGRect, _ body: (Int, Double) -> Void) {
    guard rect.height > 0, rect.maxX > 0, rect.minX < width,
      let found = locateSection(containing: rect.minY)
    else { return }
    var (section, y) = found
    while section < sections.count && y < rect.maxY {
      let height = sectionHeight(section)
      if y + height > rect.minY { body(section, y) }
      y += height
      section += 1
    }
  }
}
