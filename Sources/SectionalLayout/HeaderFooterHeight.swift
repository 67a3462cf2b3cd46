/// How tall a section header or footer is.
///
/// A section without a header or footer passes `nil` instead (UIKit: no view and no title).
public enum HeaderFooterHeight: Hashable, Sendable {
  /// A fixed height, as returned from UIKit's `heightForHeaderInSection`.
  ///
  /// In a grouped style with ``TableQuirks/groupedZeroHeightMeansDefault`` on, `0` means the
  /// profile's default height instead, as in UIKit.
  case exact(Double)
  /// A first guess to be replaced by a measured height (UIKit's
  /// `estimatedSectionHeaderHeight` with `automaticDimension`).
  case estimated(Double)
  /// The metric profile's default height for the table's style (UIKit's
  /// `UITableView.automaticDimension` for a titled header).
  case automatic
}
