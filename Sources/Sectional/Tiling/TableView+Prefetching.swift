import SectionalGraphics
import SectionalLayout
import SectionalViews

extension TableView {
  /// The object told which rows are about to come on screen; held weakly, as in UIKit.
  ///
  /// Setting it on a laid-out table tells it at once about the rows below the screen.
  public var prefetchDataSource: (any TableViewDataSourcePrefetching)? {
    get { prefetching.dataSource }
    set {
      prefetching.dataSource = newValue
      prefetching.forgetRows()
      if prefetching.isActive, isTiled { updatePrefetching() }
    }
  }

  /// Whether the table tells its ``prefetchDataSource`` about rows ahead; `true` by default.
  public var isPrefetchingEnabled: Bool {
    get { prefetching.isEnabled }
    set {
      prefetching.isEnabled = newValue
      if !newValue { prefetching.forgetRows() }
    }
  }

  /// Tells the prefetch data source about the rows in the band ahead of the visible area and
  /// cancels the rows told about that did not show when the direction turned.
  ///
  /// The band is one visible height deep, beyond the bottom edge while the content moves
  /// down and the top edge while it moves up (Documentation/Selection.md § Prefetching).
  ///
  /// - Complexity: O(log n + b) for n sections and b rows in the band, plus O(p) for p rows
  ///   told about and not yet shown.
  func updatePrefetching() {
    guard let layout, let source = prefetching.dataSource else { return }
    for row in prefetching.pending where displayed.cell(at: row) != nil {
      prefetching.pending.remove(row)
    }
    let y = bounds.minY
    if let last = prefetching.lastOffset, y != last {
      let down = y > last
      if down != prefetching.movesDown {
        prefetching.movesDown = down
        let cancelled = prefetching.pending.sorted()
        prefetching.pending = []
        if !cancelled.isEmpty {
          source.tableView(self, cancelPrefetchingForRowsAt: cancelled.map(\.indexPath))
        }
      }
    }
    prefetching.lastOffset = y
    let down = prefetching.movesDown
    let band = CGRect(
      x: bounds.minX, y: down ? bounds.maxY : bounds.minY - bounds.height,
      width: bounds.width, height: bounds.height)
    var ahead: [RowPosition] = []
    for element in layout.visibleElements(in: band) {
      guard case .row(let row) = element.kind, displayed.cell(at: row) == nil,
        !prefetching.pending.contains(row)
      else { continue }
      ahead.append(row)
    }
    guard !ahead.isEmpty else { return }
    ahead.sort(by: down ? (<) : (>))
    prefetching.pending.formUnion(ahead)
    source.tableView(self, prefetchRowsAt: ahead.map(\.indexPath))
  }
}
