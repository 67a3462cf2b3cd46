import SectionalGraphics

extension TableLayout {
  /// The natural (unpinned) frame of any element.
  ///
  /// Traps if the element's section or row does not exist.
  ///
  /// - Complexity: O(log n).
  public func rect(for element: LayoutElementKind) -> CGRect {
    switch element {
    case .tableHeader: tableHeaderRect
    case .tableFooter: tableFooterRect
    case .header(let section): rectForHeader(inSection: section)
    case .footer(let section): rectForFooter(inSection: section)
    case .row(let position): rectForRow(at: position)
    }
  }

  /// The element whose natural extent contains `y`, or `nil` past the end of the content.
  ///
  /// Points above the content count as its top. Top padding belongs to the header below it;
  /// zero-height elements are never returned unless nothing else is there.
  ///
  /// - Complexity: O(log n).
  public func element(atY y: Double) -> LayoutElementKind? {
    anchor(atY: y)?.kind
  }

  /// The element at `y` (as ``element(atY:)``) with the top of its natural frame.
  ///
  /// - Complexity: O(log n).
  func anchor(atY y: Double) -> (kind: LayoutElementKind, minY: Double)? {
    let y = max(0, y)
    if y < tableHeaderHeight { return (.tableHeader, 0) }
    let sectionsEnd = tableHeaderHeight + sectionsHeight
    guard y < sectionsEnd, let (section, sectionY) = locateSection(containing: y) else {
      return y < sectionsEnd + tableFooterHeight ? (.tableFooter, sectionsEnd) : nil
    }
    let headerY = sectionY + topGap(section)
    let rowsY = headerY + effectiveHeaderHeight(section)
    if y < rowsY { return (.header(section: section), headerY) }
    if y < rowsY + rowsExtent(section) {
      let row = rowIndex(containing: y - rowsY, inSection: section)
      return (
        .row(RowPosition(row: row, section: section)), rowsY + rowOffset(row, inSection: section)
      )
    }
    return (.footer(section: section), rowsY + rowsExtent(section))
  }

  /// Throws unless `element` exists in this layout.
  func validate(_ element: LayoutElementKind) throws(LayoutError) {
    switch element {
    case .tableHeader, .tableFooter:
      return
    case .header(let section), .footer(let section):
      guard section >= 0 && section < sections.count else {
        throw .invalidIndex("section \(section) out of range 0..<\(sections.count)")
      }
    case .row(let position):
      guard position.section >= 0 && position.section < sections.count else {
        throw .invalidIndex("section \(position.section) out of range 0..<\(sections.count)")
      }
      let count = Int(sections[position.section].rowCount)
      guard position.row >= 0 && position.row < count else {
        throw .invalidIndex(
          "row \(position.row) out of range 0..<\(count) in section \(position.section)")
      }
    }
  }
}
