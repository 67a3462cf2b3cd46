import SectionalGraphics

/// Which per-row and per-section height methods the delegate left to their protocol
/// defaults.
///
/// The defaults set their flag when they answer; the table asks the first row of a reload
/// and, when the default answered, reads the table's property for every other row instead
/// of calling the delegate once per row (UIKit checks `respondsToSelector:` for the same
/// purpose). Reset on every reload and whenever the delegate changes. The protocol defaults
/// and `TableViewController`'s `open` methods answer through the `TableView` methods below, so
/// both keep the table on its fast path.
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

extension TableView {
  /// The default answer of `tableView(_:heightForRowAt:)`: ``rowHeight``, noting that the
  /// default answered.
  func defaultRowHeight() -> CGFloat {
    defaultsAnswered.rowHeight = true
    return rowHeight
  }

  /// The default answer of `tableView(_:heightForHeaderInSection:)`: ``sectionHeaderHeight``.
  func defaultHeaderHeight() -> CGFloat {
    defaultsAnswered.headerHeight = true
    return sectionHeaderHeight
  }

  /// The default answer of `tableView(_:heightForFooterInSection:)`: ``sectionFooterHeight``.
  func defaultFooterHeight() -> CGFloat {
    defaultsAnswered.footerHeight = true
    return sectionFooterHeight
  }

  /// The default answer of `tableView(_:estimatedHeightForRowAt:)`: ``estimatedRowHeight``.
  func defaultEstimatedRowHeight() -> CGFloat {
    defaultsAnswered.estimatedRowHeight = true
    return estimatedRowHeight
  }

  /// The default answer of `tableView(_:estimatedHeightForHeaderInSection:)`:
  /// ``estimatedSectionHeaderHeight``.
  func defaultEstimatedHeaderHeight() -> CGFloat {
    defaultsAnswered.estimatedHeaderHeight = true
    return estimatedSectionHeaderHeight
  }

  /// The default answer of `tableView(_:estimatedHeightForFooterInSection:)`:
  /// ``estimatedSectionFooterHeight``.
  func defaultEstimatedFooterHeight() -> CGFloat {
    defaultsAnswered.estimatedFooterHeight = true
    return estimatedSectionFooterHeight
  }
}
