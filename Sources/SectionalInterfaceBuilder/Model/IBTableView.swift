/// A `<tableView>`'s own properties (a `UITableView`).
///
/// Its prototype cells, header and footer views are the object's `children` (see
/// ``IBObject/prototypeCells``).
///
/// Heights follow UIKit: `-1` in the document (written for "automatic") is kept as `-1`,
/// UIKit's `UITableView.automaticDimension`.
public struct IBTableView: Sendable, Hashable {
  /// The style (`style=`; absent is plain).
  public var style: IBTableViewStyle = .plain
  /// The separator style (`separatorStyle=`).
  public var separatorStyle: IBSeparatorStyle = .singleLine
  /// The separator colour (`<color key="separatorColor">`).
  public var separatorColor: IBColor?
  /// The separator inset (`<inset key="separatorInset">`).
  public var separatorInset: IBEdgeInsets?
  /// The row height (`rowHeight=`).
  public var rowHeight: Double?
  /// The estimated row height (`estimatedRowHeight=`).
  public var estimatedRowHeight: Double?
  /// The section header height (`sectionHeaderHeight=`).
  public var sectionHeaderHeight: Double?
  /// The section footer height (`sectionFooterHeight=`).
  public var sectionFooterHeight: Double?
  /// The estimated section header height (`estimatedSectionHeaderHeight=`).
  public var estimatedSectionHeaderHeight: Double?
  /// The estimated section footer height (`estimatedSectionFooterHeight=`).
  public var estimatedSectionFooterHeight: Double?
  /// The content inset (`<inset key="contentInset">`).
  public var contentInset: IBEdgeInsets?
  /// `allowsSelection`.
  public var allowsSelection = true
  /// `allowsMultipleSelection`.
  public var allowsMultipleSelection = false
  /// The section index colour (`<color key="sectionIndexColor">`).
  public var sectionIndexColor: IBColor?

  /// A table view with UIKit's defaults.
  public init() {}
}

/// A table view style (`style=`).
public enum IBTableViewStyle: String, Sendable, Hashable, CaseIterable {
  /// `plain`.
  case plain
  /// `grouped`.
  case grouped
  /// `insetGrouped`.
  case insetGrouped
}

/// A separator style (`separatorStyle=`).
public enum IBSeparatorStyle: String, Sendable, Hashable, CaseIterable {
  /// `default`: a single line.
  case singleLine = "default"
  /// `none`.
  case none
  /// `singleLineEtched`.
  case singleLineEtched
}
