/// Which per-row and per-section height methods the delegate left to their protocol
/// defaults.
///
/// The defaults set their flag when they answer; the table asks the first row of a reload
/// and, when the default answered, reads the table's property for every other row instead
/// of calling the delegate once per row (UIKit checks `respondsToSelector:` for the same
/// purpose). Reset on every reload and whenever the delegate changes.
struct DelegateDefaults {
  /// `tableView(_:heightForRowAt:)` answered with ``TableView/rowHeight``.
  var rowHeight = false
  /// `tableView(_:estimatedHeightForRowAt:)` answered with ``TableView/estimatedRowHeight``.
  var estimatedRowHeight = false
  /// `tableView(_:heightForHeaderInSection:)` answered with the table's property.
  var headerHeight = false
  /// `tableView(_:heightForFooterInSection:)` answered with the table's property.
  var footerHeight = false
  /// `tableView(_:estimatedHeightForHeaderInSection:)` answered with the table's property.
  var estimatedHeaderHeight = false
  /// `tableView(_:estimatedHeightForFooterInSection:)` answered with the table's property.
  var estimatedFooterHeight = false
}
