extension TableLayout {
  /// Verifies the stored sums against the records; compiles to nothing without
  /// `SECTIONAL_INTERNAL_CHECKS` (on in `make test`).
  ///
  /// Checks that every height is finite and not negative, that each section's Fenwick value
  /// equals the height computed from its record, that each `rowsTotal` equals the sum of its
  /// rows, and that headers, rows and footers stay inside their section.
  ///
  /// - Complexity: O(n log n) for n sections and stored rows.
  package func checkInvariants() {
    #if SECTIONAL_INTERNAL_CHECKS
      precondition(sectionHeights.count == sections.count, "section sums out of step")
      func close(_ a: Double, _ b: Double) -> Bool {
        abs(a - b) <= 1e-6 * max(1, abs(a), abs(b))
      }
      for (index, record) in sections.enumerated() {
        for value in [record.headerHeight, record.footerHeight, record.rowHeight, record.rowsTotal]
        {
          precondition(value.isFinite && value >= 0, "section \(index): bad height \(value)")
        }
        if record.isMaterialized {
          precondition(record.rowRange.upperBound <= rows.count, "section \(index): rows range")
          var total = 0.0
          for height in rows.values[record.rowRange] {
            precondition(height.isFinite && height >= 0, "section \(index): bad row \(height)")
            total += height
          }
          precondition(close(total, record.rowsTotal), "section \(index): rowsTotal drifted")
        } else {
          precondition(
            close(record.rowHeight * Double(record.rowCount), record.rowsTotal),
            "section \(index): uniform rowsTotal drifted")
        }
        let stored = sectionHeights.values[index]
        precondition(close(stored, sectionHeight(index)), "section \(index): height sum drifted")
        let frame = rect(forSection: index)
        let header = rectForHeader(inSection: index)
        let footer = rectForFooter(inSection: index)
        precondition(header.minY >= frame.minY - 1e-6, "header \(index) starts above its section")
        precondition(footer.maxY <= frame.maxY + 1e-6, "footer \(index) ends below its section")
        precondition(header.maxY <= footer.minY + 1e-6, "header \(index) overlaps its footer")
      }
    #endif
  }
}
