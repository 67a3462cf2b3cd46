/// Turns ``SectionSpec`` values into ``SectionRecord`` values, validating every height.
struct SectionBuilder {
  /// The header height ``HeaderFooterHeight/automatic`` stands for.
  let headerDefault: Double
  /// The footer height ``HeaderFooterHeight/automatic`` stands for.
  let footerDefault: Double
  /// The pinning of sections that choose none.
  let defaultPinning: PinPolicy
  /// Whether an exact header or footer height of 0 means the default (a grouped-style quirk).
  let zeroMeansDefault: Bool
  /// The per-row heights of exact sections, in order.
  var rowHeights: [Double] = []

  /// Creates a builder for `spec` and reserves room for every exact row.
  ///
  /// The defaults are resolved once here rather than per section.
  ///
  /// - Complexity: O(sections).
  init(spec: TableSpec, applyingQuirks: Bool) {
    headerDefault = spec.metrics.headerHeight(for: spec.style)
    footerDefault = spec.metrics.footerHeight(for: spec.style)
    defaultPinning = PinPolicy.default(for: spec.style)
    zeroMeansDefault =
      applyingQuirks && spec.quirks.groupedZeroHeightMeansDefault && spec.style != .plain
    var exactRows = 0
    spec.sections.withUnsafeBufferPointer { specs in
      for index in specs.indices {
        if case .exact(let heights) = specs[index].rows { exactRows += heights.count }
      }
    }
    HugePages.reserve(&rowHeights, capacity: exactRows)
  }

  /// The record for `section` at `index`.
  mutating func record(for section: SectionSpec, at index: Int) throws(LayoutError)
    -> SectionRecord
  {
    var flags: SectionRecord.Flags = []
    let header = try resolve(
      section.header, default: headerDefault,
      name: "header height of section \(index)")
    if header.present { flags.insert(.hasHeader) }
    if header.estimated { flags.insert(.headerEstimated) }
    let footer = try resolve(
      section.footer, default: footerDefault,
      name: "footer height of section \(index)")
    if footer.present { flags.insert(.hasFooter) }
    if footer.estimated { flags.insert(.footerEstimated) }
    if section.isCollapsed { flags.insert(.collapsed) }
    let pinning = section.pinning ?? defaultPinning
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
      record.rowBase = rowHeights.count
      record.rowCount = Int32(heights.count)
      record.rowsTotal = try heights.withUnsafeBufferPointer { buffer throws(LayoutError) in
        try appendRows(buffer, section: index)
      }
    }
    return record
  }

  /// Validates `heights` and appends them to ``rowHeights`` in one pass; returns their sum.
  ///
  /// - Throws: ``LayoutError/invalidHeight(_:)`` naming the first negative or non-finite
  ///   height; nothing is appended then.
  /// - Complexity: O(heights).
  private mutating func appendRows(_ heights: UnsafeBufferPointer<Double>, section: Int)
    throws(LayoutError) -> Double
  {
    var total = 0.0
    var valid = true
    for height in heights {
      valid = valid && height.isFinite && height >= 0
      total += height
    }
    guard valid else {
      let row = heights.firstIndex { !($0.isFinite && $0 >= 0) } ?? 0
      throw .invalidHeight(
        "height of row \(row) in section \(section) is \(heights[row]); "
          + "heights must be finite and not negative")
    }
    rowHeights.append(contentsOf: heights)
    return total
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
      return (value == 0 && zeroMeansDefault ? fallback : value, true, false)
    case .estimated(let value):
      try TableLayout.check(value, name())
      return (value, true, true)
    case .automatic:
      return (fallback, true, false)
    }
  }
}
