/// The object that gives a ``TableView`` its heights and custom header and footer views and
/// hears about display and selection, as UIKit's `UITableViewDelegate`.
///
/// Every method is optional; the defaults are documented on each (protocol extensions stand in
/// for UIKit's optional methods). Height defaults read the table's properties, which is what
/// UIKit does when the delegate does not implement a height method.
@MainActor
public protocol TableViewDelegate: AnyObject {
  /// The height of the row at `indexPath`.
  ///
  /// Default: ``TableView/rowHeight``. ``TableView/automaticDimension`` means the metric
  /// profile's row height (44 pt, `UITableConstants_IOS`).
  func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double

  /// The height of the header of `section`.
  ///
  /// Default: ``TableView/sectionHeaderHeight``. ``TableView/automaticDimension`` gives a
  /// titled section the profile's header height and an untitled one no header (UIKit's
  /// `automaticDimension`: "a height that fits the value returned from
  /// titleForHeaderInSection… if the title is not nil"). `0` hides the header in plain style.
  func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double

  /// The height of the footer of `section`.
  ///
  /// Default: ``TableView/sectionFooterHeight``, with the same automatic rule as headers,
  /// keyed on `titleForFooterInSection`.
  func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double

  /// A custom view for the header of `section`.
  ///
  /// Default: `nil`, which shows the title (if any) in a ``TableViewHeaderFooterView`` in the
  /// style's default look. A returned view is sized to the header's frame. Return a dequeued
  /// view (``TableView/dequeueReusableHeaderFooterView(withIdentifier:)``) to have it reused.
  func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?

  /// A custom view for the footer of `section`.
  ///
  /// Default: `nil`, which shows the footer title (if any) in the default look.
  func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?

  /// Called before a cell is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)

  /// Called before a header view is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)

  /// Called before a footer view is added to the visible area.
  ///
  /// Default: does nothing.
  func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)

  /// Called after a header view left the visible area (and went back to its reuse queue).
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)

  /// Called after a footer view left the visible area (and went back to its reuse queue).
  ///
  /// Default: does nothing.
  func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
}

extension TableViewDelegate {
  /// Returns ``TableView/rowHeight``.
  public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
    tableView.rowHeight
  }

  /// Returns ``TableView/sectionHeaderHeight``.
  public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
    tableView.sectionHeaderHeight
  }

  /// Returns ``TableView/sectionFooterHeight``.
  public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
    tableView.sectionFooterHeight
  }

  /// Returns `nil`: the default header look.
  public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
    nil
  }

  /// Returns `nil`: the default footer look.
  public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? {
    nil
  }

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, willDisplayFooterView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int
  ) {}

  /// Does nothing.
  public func tableView(
    _ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int
  ) {}
}
