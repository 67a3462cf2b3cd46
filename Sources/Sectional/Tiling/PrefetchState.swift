import SectionalLayout

/// What the table remembers for prefetching: the prefetch data source, whether prefetching
/// is on, the direction the content last moved and the rows told about but not yet shown.
@MainActor
struct PrefetchState {
  /// The object told about rows ahead (``TableView/prefetchDataSource``).
  weak var dataSource: (any TableViewDataSourcePrefetching)?
  /// Whether the table prefetches (``TableView/isPrefetchingEnabled``).
  var isEnabled = true
  /// The rows passed to `prefetchRowsAt` that have neither shown nor been cancelled.
  var pending: Set<RowPosition> = []
  /// The content offset at the last tiling pass, or `nil` before the first since a reload.
  var lastOffset: Double?
  /// Whether the content last moved down (the offset grew); a fresh table counts as moving
  /// down, from its top.
  var movesDown = true

  /// Whether tiling passes must look ahead: a data source is set and prefetching is on.
  var isActive: Bool { isEnabled && dataSource != nil }

  /// Forgets the rows told about and the direction, after a reload or batch changed the
  /// index paths; nothing is cancelled, since those index paths no longer name the rows.
  mutating func forgetRows() {
    pending = []
    lastOffset = nil
    movesDown = true
  }
}
