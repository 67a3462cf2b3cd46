import SectionalGraphics

/// The geometry of a whole table as a pure value: where every section, header, row and footer
/// sits, and where pinned headers and footers float.
///
/// Built from a ``TableSpec`` and a width. Section heights and per-row heights live in blocked
/// prefix sums (a Fenwick tree over blocks of 16 sections or 64 rows), so every query is
/// O(log n) and a height correction is too.
/// Sections whose rows share one height store no per-row data until a row is given another
/// height. Frames are in content coordinates: the table header starts at y = 0, sections
/// follow, then the table footer; content insets do not move frames (as in UIKit).
///
/// ```swift
/// let spec = TableSpec(style: .plain, sections: [
///   .init(header: .exact(28), rows: .uniform(44, count: 12)),
/// ])
/// let layout = try TableLayout(spec: spec, width: 390)
/// layout.rectForRow(at: RowPosition(row: 2, section: 0))  // (0, 138, 390, 44)
/// ```
public struct TableLayout: Hashable, Sendable {
  /// The table's style.
  public let style: TableStyle
  /// The metric profile defaults were taken from.
  public let metrics: TableMetrics
  /// The UIKit quirks in effect.
  public let quirks: TableQuirks
  /// The width of the table; every full-width frame has it.
  public let width: Double
  /// The content insets of the scroll view.
  public let contentInset: EdgeInsets
  /// The pinning insets asked for, or `nil` when pinning follows ``contentInset``.
  public let pinningInsets: EdgeInsets?
  /// Whether empty sections keep their headers.
  public let emptySectionHeaders: EmptySectionPolicy
  /// Whether empty sections keep their footers.
  public let emptySectionFooters: EmptySectionPolicy
  /// The table header's height.
  public internal(set) var tableHeaderHeight: Double
  /// The table footer's height.
  public internal(set) var tableFooterHeight: Double

  /// One record per section.
  var sections: [SectionRecord]
  /// The height of each section, with prefix sums.
  var sectionHeights: BlockedPrefixSums
  /// Per-row heights of the sections that store them, with prefix sums.
  var rows: BlockedPrefixSums

  /// Builds the layout of `spec` at `width`.
  ///
  /// Header and footer heights given as ``HeaderFooterHeight/automatic`` take the profile's
  /// default for the style.
  ///
  /// - Throws: ``LayoutError/invalidHeight(_:)`` naming the section or row when a height or
  ///   the width is negative or not finite; ``LayoutError/invalidIndex(_:)`` for a negative
  ///   row count.
  /// - Complexity: O(sections + rows given one by one); uniform and estimated rows cost O(1)
  ///   per section.
  public init(spec: TableSpec, width: Double) throws(LayoutError) {
    try self.init(spec: spec, width: width, applyingQuirks: true)
  }

  /// Builds the layout, optionally without re-applying quirks to heights already resolved.
  init(spec: TableSpec, width: Double, applyingQuirks: Bool) throws(LayoutError) {
    try Self.check(width, "width")
    try Self.check(spec.tableHeaderHeight, "table header height")
    try Self.check(spec.tableFooterHeight, "table footer height")
    for (name, insets) in [("content", spec.contentInset), ("pinning", spec.pinningInsets)] {
      guard let insets else { continue }
      for value in [insets.top, insets.left, insets.bottom, insets.right] where !value.isFinite {
        throw .invalidHeight("\(name) insets \(insets) are not finite")
      }
    }
    style = spec.style
    metrics = spec.metrics
    quirks = spec.quirks
    self.width = width
    contentInset = spec.contentInset
    pinningInsets = spec.pinningInsets
    emptySectionHeaders = spec.emptySectionHeaders
    emptySectionFooters = spec.emptySectionFooters
    tableHeaderHeight = spec.tableHeaderHeight
    tableFooterHeight = spec.tableFooterHeight

    var builder = SectionBuilder(spec: spec, applyingQuirks: applyingQuirks)
    var records: [SectionRecord] = []
    HugePages.reserve(&records, capacity: spec.sections.count)
    try spec.sections.withUnsafeBufferPointer { specs throws(LayoutError) in
      for index in specs.indices {
        records.append(try builder.record(for: specs[index], at: index))
      }
    }
    sections = records
    rows = BlockedPrefixSums(builder.rowHeights)
    sectionHeights = BlockedPrefixSums([])
    var heights: [Double] = []
    HugePages.reserve(&heights, capacity: sections.count)
    for section in sections.indices { heights.append(sectionHeight(section)) }
    sectionHeights = BlockedPrefixSums(heights, blockShift: BlockedPrefixSums.sectionBlockShift)
    checkInvariants()
  }

  /// Throws unless `value` is finite and not negative.
  static func check(_ value: Double, _ name: @autoclosure () -> String) throws(LayoutError) {
    guard value.isFinite && value >= 0 else {
      throw .invalidHeight("\(name()) is \(value); heights must be finite and not negative")
    }
  }
}
