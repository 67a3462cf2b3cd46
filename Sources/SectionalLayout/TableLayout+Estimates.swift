import Foundation

extension TableLayout {
  /// Replaces the height of one element, typically an estimate by a measured height, and
  /// returns how far to move the content offset so nothing on screen jumps.
  ///
  /// The anchor is the element at `contentOffsetY` (the top of the visible rect) before the
  /// change, found with ``element(atY:)``; when `contentOffsetY` lies in the padding above a
  /// section's header, the anchor is that section's top instead, so a padding that comes or
  /// goes with the header's height (a plain header measured at 0 loses its
  /// `sectionHeaderTopPadding`) moves nothing on screen, and a table at the top of its content
  /// stays there. The return value is how far the anchor's top moved:
  /// add it to the content offset's y and the anchor, with everything after it, stays where it
  /// was on screen: exactly when heights are multiples of a power of two (such as 0.25 pt),
  /// else up to floating-point rounding. A correction above the anchor therefore returns the change in
  /// height; one at or below it returns 0 (the anchor's own top does not move when only its
  /// height changes). Offsets past the end of the content anchor nothing and return 0.
  ///
  /// A header or footer loses its estimated mark. A row of a section whose rows were uniform
  /// makes the section store its rows one by one first (O(rows in that section), once).
  ///
  /// - Parameters:
  ///   - height: The new height; finite and not negative.
  ///   - element: The element to resize; a section without header or footer has none to
  ///     resize.
  ///   - contentOffsetY: The y of the top of the visible rect.
  /// - Returns: The content offset adjustment, in points.
  /// - Throws: ``LayoutError/invalidHeight(_:)`` naming the element for a negative or
  ///   non-finite height; ``LayoutError/invalidIndex(_:)`` when the element does not exist.
  ///   The layout is unchanged when it throws.
  /// - Complexity: O(log n), amortized over the first correction in a uniform section.
  @discardableResult
  public mutating func setHeight(
    _ height: Double, for element: LayoutElementKind, anchoredAt contentOffsetY: Double
  ) throws(LayoutError) -> Double {
    try validate(element)
    try Self.check(height, "height of \(element)")
    let anchor = self.anchor(atY: contentOffsetY)
    // An offset above its header's top lies in the padding over the header: the section's
    // top anchors instead.
    var gap: (section: Int, minY: Double)?
    if let anchor, case .header(let section) = anchor.kind, max(0, contentOffsetY) < anchor.minY {
      gap = (section, anchor.minY - topGap(section))
    }
    switch element {
    case .tableHeader:
      tableHeaderHeight = height
    case .tableFooter:
      tableFooterHeight = height
    case .header(let section):
      guard sections[section].flags.contains(.hasHeader) else {
        throw .invalidIndex("section \(section) has no header")
      }
      updateSection(section) { record in
        record.headerHeight = height
        record.flags.remove(.headerEstimated)
      }
    case .footer(let section):
      guard sections[section].flags.contains(.hasFooter) else {
        throw .invalidIndex("section \(section) has no footer")
      }
      updateSection(section) { record in
        record.footerHeight = height
        record.flags.remove(.footerEstimated)
      }
    case .row(let position):
      setRowHeight(height, at: position)
    }
    checkInvariants()
    if let gap { return sectionMinY(gap.section) - gap.minY }
    guard let anchor else { return 0 }
    return rect(for: anchor.kind).minY - anchor.minY
  }

  /// Applies `change` to a section's record and moves the sections after it.
  private mutating func updateSection(_ section: Int, _ change: (inout SectionRecord) -> Void) {
    change(&sections[section])
    _ = sectionHeights.set(sectionHeight(section), at: section)
  }

  /// Sets one row's height, storing the section's rows one by one if they were uniform.
  private mutating func setRowHeight(_ height: Double, at position: RowPosition) {
    let section = position.section
    var record = sections[section]
    if !record.isMaterialized {
      guard height != record.rowHeight else { return }
      record.rowBase = rows.append(repeatElement(record.rowHeight, count: Int(record.rowCount)))
    }
    _ = rows.set(height, at: record.rowBase + position.row)
    // Summed again rather than adjusted by the difference: adding and removing heights of
    // very different sizes (1e6 beside 0.25) would drift, even below zero.
    record.rowsTotal = max(0, rows.sum(record.rowRange))
    sections[section] = record
    _ = sectionHeights.set(sectionHeight(section), at: section)
  }
}
