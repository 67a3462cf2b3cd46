extension TableLayout {
  /// The current state as a description that rebuilds an equal layout.
  ///
  /// Measured heights become exact ones; rows stored one by one become
  /// ``RowHeights/exact(_:)``, uniform rows keep ``RowHeights/uniform(_:count:)`` or
  /// ``RowHeights/estimated(_:count:)``. Defaults and quirks are already applied to the
  /// heights, so rebuild with the ``TableQuirks/none`` quirks or expect a zero grouped height
  /// to be read again as the default.
  ///
  /// - Complexity: O(sections + stored rows).
  public var spec: TableSpec {
    TableSpec(
      style: style, metrics: metrics, quirks: quirks,
      sections: sections.indices.map(sectionSpec), tableHeaderHeight: tableHeaderHeight,
      tableFooterHeight: tableFooterHeight, contentInset: contentInset,
      pinningInsets: pinningInsets, emptySectionHeaders: emptySectionHeaders,
      emptySectionFooters: emptySectionFooters)
  }

  /// The description of one section.
  ///
  /// - Complexity: O(rows) when the rows are stored one by one, else O(1).
  func sectionSpec(_ section: Int) -> SectionSpec {
    let record = sections[section]
    let flags = record.flags
    func supplementary(_ present: Bool, _ height: Double, _ estimated: Bool) -> HeaderFooterHeight?
    {
      guard present else { return nil }
      return estimated ? .estimated(height) : .exact(height)
    }
    let rowHeights: RowHeights
    if record.isMaterialized {
      rowHeights = .exact(Array(rows.values[record.rowRange]))
    } else if flags.contains(.rowsEstimated) {
      rowHeights = .estimated(record.rowHeight, count: Int(record.rowCount))
    } else {
      rowHeights = .uniform(record.rowHeight, count: Int(record.rowCount))
    }
    return SectionSpec(
      header: supplementary(
        flags.contains(.hasHeader), record.headerHeight, flags.contains(.headerEstimated)),
      rows: rowHeights,
      footer: supplementary(
        flags.contains(.hasFooter), record.footerHeight, flags.contains(.footerEstimated)),
      isCollapsed: flags.contains(.collapsed),
      pinning: flags.contains(.pinningChosen) ? pinPolicy(forSection: section) : nil)
  }
}
