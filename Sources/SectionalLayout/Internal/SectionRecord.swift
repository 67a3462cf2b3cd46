/// The stored state of one section, 48 bytes.
struct SectionRecord: Hashable, Sendable {
  /// Boolean properties of a section, packed.
  struct Flags: OptionSet, Hashable, Sendable {
    let rawValue: UInt16
    static let hasHeader = Flags(rawValue: 1 << 0)
    static let hasFooter = Flags(rawValue: 1 << 1)
    static let headerEstimated = Flags(rawValue: 1 << 2)
    static let footerEstimated = Flags(rawValue: 1 << 3)
    static let rowsEstimated = Flags(rawValue: 1 << 4)
    static let collapsed = Flags(rawValue: 1 << 5)
    static let pinsHeader = Flags(rawValue: 1 << 6)
    static let pinsFooter = Flags(rawValue: 1 << 7)
    static let pinningChosen = Flags(rawValue: 1 << 8)
  }

  /// The header's height as given (the default already resolved); 0 without header.
  var headerHeight: Double
  /// The footer's height as given; 0 without footer.
  var footerHeight: Double
  /// The height of every row while the rows are uniform (`rowBase < 0`).
  var rowHeight: Double
  /// The sum of the row heights, collapsed or not.
  var rowsTotal: Double
  /// The index of the first row in the ``BlockedPrefixSums`` of rows, or -1 while the rows are uniform.
  var rowBase: Int
  /// The number of rows.
  var rowCount: Int32
  /// Packed Boolean properties.
  var flags: Flags

  /// Whether the rows are stored one by one in the ``BlockedPrefixSums`` of rows.
  var isMaterialized: Bool { rowBase >= 0 }

  /// The row store range of a materialized section.
  var rowRange: Range<Int> { rowBase..<(rowBase + Int(rowCount)) }
}
