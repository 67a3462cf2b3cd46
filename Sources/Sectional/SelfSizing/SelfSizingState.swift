import SectionalLayout

/// Which headers, footers and rows have automatic heights that have not been measured yet.
///
/// Filled on reload from the delegate's answers; an entry leaves when the element is measured
/// (the measured height then lives in the ``TableLayout``, which is the cache until the next
/// reload or ``TableView/invalidateMeasuredHeights()``).
struct SelfSizingState {
  /// Sections whose untitled automatic header waits to be measured.
  var headers = SectionSet()
  /// Sections whose untitled automatic footer waits to be measured.
  var footers = SectionSet()
  /// Sections all of whose rows are automatic.
  var automaticRowSections = SectionSet()
  /// Automatic rows in sections that also have fixed rows.
  var automaticRows: Set<RowPosition> = []
  /// Automatic rows measured since the reload.
  var measuredRows: Set<RowPosition> = []

  /// Creates an empty state.
  init() {}

  /// Creates an empty state with room for `sections` header, footer and automatic-row
  /// section entries, so that a reload fills the sets without rehashing.
  init(reservingCapacity sections: Int) {
    headers = SectionSet(reservingCapacity: sections)
    footers = SectionSet(reservingCapacity: sections)
    automaticRowSections = SectionSet(reservingCapacity: sections)
  }

  /// Whether the row at `indexPath` waits to be measured.
  func rowNeedsMeasuring(_ indexPath: RowPosition) -> Bool {
    (automaticRowSections.contains(indexPath.section) || automaticRows.contains(indexPath))
      && !measuredRows.contains(indexPath)
  }

  /// Whether nothing waits to be measured.
  var isEmpty: Bool {
    headers.isEmpty && footers.isEmpty && automaticRowSections.isEmpty && automaticRows.isEmpty
  }
}
