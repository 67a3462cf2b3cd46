/// An object told ahead of time which rows are about to come on screen, so it can start
/// loading their data, as UIKit's `UITableViewDataSourcePrefetching`.
///
/// Set it as the table's ``TableView/prefetchDataSource``. While the table scrolls, rows in a
/// band one visible height deep beyond the edge the content moves toward are passed to
/// ``tableView(_:prefetchRowsAt:)``, nearest first and each once; when the scroll direction
/// turns, the rows told about that never showed are passed to
/// ``tableView(_:cancelPrefetchingForRowsAt:)`` (Documentation/Selection.md § Prefetching).
@MainActor
public protocol TableViewDataSourcePrefetching: AnyObject {
  /// Starts getting the data of the rows at `indexPaths`, which are about to come on screen.
  func tableView(_ tableView: TableView, prefetchRowsAt indexPaths: [IndexPath])

  /// Stops getting the data of rows told about earlier that are no longer expected on screen.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension TableViewDataSourcePrefetching {
  /// Does nothing.
  public func tableView(_ tableView: TableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
  {}
}
