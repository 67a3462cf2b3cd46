/// Turns ``SectionSpec`` values into ``SectionRecord`` values, validating every height.
struct SectionBuilder {
  /// The table being built.
  let spec: TableSpec
  /// Whether ``TableQuirks`` apply to exact heights.
  let applyingQuirks: Bool
  /// The per-row heights of exact sections, in order.
  var rowHeights: [Double] = []

  /// Creates a builder and reserves room for every exact row.
  init(spec: TableSpec, applyingQuirks: Bool) {
    self.spec = spec
    self.applyingQuirks = applyingQuirks
    var exactRows = 0
    for section in spec.sections {
      if case .exact(let heights) = section.rows { exactRows += heights.count }
    }
    rowHeights.reserveCapacity(exactRows)
  }

  /// The record for `section` at `index`.
  mutating func record(for section: SectionSpec, at index: Int) throws(LayoutError)
    -> SectionRecord
  {
    var flags: SectionRecord.Flags = []
    let header = try resolve(
      section.header, default: spec.metrics.headerHeight(for: spec.style),
      name: "header height of section \(index)")
    if header.present { flags.insert(.hasHeader) }
    if header.estimated { flags.insert(.headerEstimated) }
    let footer = try resolve(
      section.footer, default: spec.metrics.footerHeight(for: spec.style),
      name: "footer height of section \(index)")
    if footer.present { flags.insert(.hasFooter) }
    if footer.estimated { flags.insert(.footerEstimated) }
    if section.isCollapsed { flags.insert(.collapsed) }
    let pinning = section.pinning ?? PinPolicy.default(for: spec.style)
    if section.pinning != nil { flags.insert(.pinningChosen) }
    if pinning.pinsHeader { flags.insert(.pinsHeader) }
    if pinning.pinsFooter { flags.insert(.pinsFooter) }

    var record = SectionRecord(
      headerHeight: header.height, footerHeight: footer.height, rowHeight: 0, rowsTotal: 0,
      rowBase: -1, rowCount: 0, flags: flags)
    switch section.rows {
    case .uniform(let height, let count), .estimated(let height, let count):
      guard count >= 0 && count <= Int(Int32.max) else {
        throw .invalidIndex("row count of section \(index) is \(count)")
      }
      try TableLayout.check(height, "row height of section \(index)")
      if section.rows.isEstimated { record.flags.insert(.rowsEstimated) }
      record.rowHeight = height
      record.rowCount = Int32(count)
      record.rowsTotal = height * Double(count)
    case .exact(let heights):
      guard heights.count <= Int(Int32.max) else {
        throw .invalidIndex("row count of section \(index) is \(heights.count)")
      }
      var total = 0.0
      for (row, height) in heights.enumerated() {
        guard height.isFinite && height >= 0 else {
          throw .invalidHeight(
            "height of row \(row) in section \(index) is \(height); "
              + "heights must be finite and not negative")
        }
        total += height
      }
      record.rowBase = rowHeights.count
      record.rowCount = Int32(heights.count)
      record.rowsTotal = total
      rowHeights.append(contentsOf: heights)
    }
    return record
  }

  /// Resolves a header or footer height against the default and the quirks.
  private func resolve(
    _ height: HeaderFooterHeight?, default fallback: Double, name: @autoclosure () -> String
  )
    throws(LayoutError) -> (height: Double, present: Bool, estimated: Bool)
  {
    switch height {
    case nil:
      return (0, false, false)
    case .exact(let value):
      try TableLayout.check(value, name())
      let zeroMeansDefault =
        applyingQuirks && spec.quirks.groupedZeroHeightMeansDefault && spec.style != .plain
      return (value == 0 && zeroMeansDefault ? fallback : value, true, false)
    case .estimated(let value):
      try TableLayout.check(value, name())
      return (value, true, true)
    case .automatic:
      return (fallback, true, false)
    }
  }
}
