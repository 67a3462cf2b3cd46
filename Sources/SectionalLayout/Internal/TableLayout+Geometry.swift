import Foundation

extension TableLayout {
  /// The header height that takes space, after the empty-section policy.
  func effectiveHeaderHeight(_ section: Int) -> Double {
    let record = sections[section]
    guard record.flags.contains(.hasHeader) else { return 0 }
    if record.rowCount == 0 && emptySectionHeaders == .hidden { return 0 }
    return record.headerHeight
  }

  /// The footer height that takes space, after the empty-section policy.
  func effectiveFooterHeight(_ section: Int) -> Double {
    let record = sections[section]
    guard record.flags.contains(.hasFooter) else { return 0 }
    if record.rowCount == 0 && emptySectionFooters == .hidden { return 0 }
    return record.footerHeight
  }

  /// Space above the header: the style's header top padding over a header that takes space,
  /// the grouped first-section gap over a first section without header.
  func topGap(_ section: Int) -> Double {
    let header = effectiveHeaderHeight(section)
    switch style {
    case .plain:
      return header > 0 ? metrics.sectionHeaderTopPadding : 0
    case .grouped, .insetGrouped:
      guard header > 0 else { return section == 0 ? metrics.groupedFirstSectionGap : 0 }
      return metrics.groupedSectionHeaderTopPadding
    }
  }

  /// The vertical space the rows take: none while collapsed.
  func rowsExtent(_ section: Int) -> Double {
    let record = sections[section]
    return record.flags.contains(.collapsed) ? 0 : record.rowsTotal
  }

  /// The height of a section from its record, O(1).
  func sectionHeight(_ section: Int) -> Double {
    topGap(section) + effectiveHeaderHeight(section) + rowsExtent(section)
      + effectiveFooterHeight(section)
  }

  /// The y of the top of a section, O(log n).
  func sectionMinY(_ section: Int) -> Double {
    tableHeaderHeight + sectionHeights.prefix(section)
  }

  /// The total height of every section.
  var sectionsHeight: Double { sectionHeights.total }

  /// The x of section content: the layout margin in the inset-grouped style, else 0.
  var contentMinX: Double { style == .insetGrouped ? min(metrics.layoutMargin, width / 2) : 0 }

  /// The width of section content.
  var contentWidth: Double { width - 2 * contentMinX }

  /// The height of a row, O(1).
  func rowHeight(_ row: Int, inSection section: Int) -> Double {
    let record = sections[section]
    return record.isMaterialized ? rows.values[record.rowBase + row] : record.rowHeight
  }

  /// The sum of the heights of the rows before `row`, O(log n).
  func rowOffset(_ row: Int, inSection section: Int) -> Double {
    let record = sections[section]
    if !record.isMaterialized { return record.rowHeight * Double(row) }
    return rows.sum(record.rowBase..<(record.rowBase + row))
  }

  /// The row whose extent contains `offset` from the first row's top, clamped to the rows.
  ///
  /// - Complexity: O(log n).
  func rowIndex(containing offset: Double, inSection section: Int) -> Int {
    let record = sections[section]
    let count = Int(record.rowCount)
    guard count > 0 else { return 0 }
    if !record.isMaterialized {
      guard record.rowHeight > 0 else { return count - 1 }
      return max(0, min(count - 1, Int((offset / record.rowHeight).rounded(.down))))
    }
    return rows.index(containing: offset, in: record.rowRange)
  }

  /// The section whose extent contains `y`, clamped to the sections; nil without sections.
  ///
  /// - Complexity: O(log n).
  func sectionIndex(containing y: Double) -> Int? {
    locateSection(containing: y)?.index
  }

  /// The section whose extent contains `y`, clamped to the sections, with its top y (as
  /// ``sectionMinY(_:)`` computes it); nil without sections.
  ///
  /// - Complexity: O(log n).
  func locateSection(containing y: Double) -> (index: Int, minY: Double)? {
    guard let found = sectionHeights.locate(y - tableHeaderHeight) else { return nil }
    return (found.index, tableHeaderHeight + found.start)
  }

  /// Traps unless `section` exists.
  func checkSection(_ section: Int, _ function: StaticString = #function) {
    precondition(
      section >= 0 && section < sections.count,
      "\(function): section \(section) out of range 0..<\(sections.count)")
  }

  /// Traps unless `position` names an existing row.
  func checkRow(_ position: RowPosition, _ function: StaticString = #function) {
    checkSection(position.section, function)
    let count = Int(sections[position.section].rowCount)
    precondition(
      position.row >= 0 && position.row < count,
      "\(function): row \(position.row) out of range 0..<\(count) in section \(position.section)")
  }
}
