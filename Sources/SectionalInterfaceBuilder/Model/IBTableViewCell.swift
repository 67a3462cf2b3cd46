/// A `<tableViewCell>`'s own properties (a `UITableViewCell`, usually a prototype).
///
/// Its content view is the child with key `contentView` (``IBObject/contentView``).
public struct IBTableViewCell: Sendable, Hashable {
  /// The reuse identifier (`reuseIdentifier=`).
  public var reuseIdentifier: String?
  /// The built-in style (`style="IBUITableViewCellStyleSubtitle"`); `nil` is a custom cell.
  public var style: IBTableViewCellStyle?
  /// The row height the cell asks for (`rowHeight=`).
  public var rowHeight: Double?
  /// The selection style (`selectionStyle=`).
  public var selectionStyle: IBCellSelectionStyle?
  /// The accessory type (`accessoryType=`).
  public var accessoryType: IBCellAccessoryType?
  /// The separator inset (`<inset key="separatorInset">`).
  public var separatorInset: IBEdgeInsets?
  /// The id of the built-in text label of a styled cell (`textLabel=`).
  public var textLabelID: String?
  /// The id of the built-in detail label of a styled cell (`detailTextLabel=`).
  public var detailTextLabelID: String?
  /// The id of the built-in image view of a styled cell (`imageView=`).
  public var imageViewID: String?

  /// A cell with UIKit's defaults.
  public init() {}
}

/// A built-in cell style (`style="IBUITableViewCellStyle…"`).
public enum IBTableViewCellStyle: String, Sendable, Hashable, CaseIterable {
  /// `IBUITableViewCellStyleDefault`.
  case `default` = "IBUITableViewCellStyleDefault"
  /// `IBUITableViewCellStyleValue1`.
  case value1 = "IBUITableViewCellStyleValue1"
  /// `IBUITableViewCellStyleValue2`.
  case value2 = "IBUITableViewCellStyleValue2"
  /// `IBUITableViewCellStyleSubtitle`.
  case subtitle = "IBUITableViewCellStyleSubtitle"
}

/// A cell selection style (`selectionStyle=`).
public enum IBCellSelectionStyle: String, Sendable, Hashable, CaseIterable {
  /// `none`.
  case none
  /// `blue`.
  case blue
  /// `gray`.
  case gray
  /// `default`.
  case `default`
}

/// A cell accessory (`accessoryType=`).
public enum IBCellAccessoryType: String, Sendable, Hashable, CaseIterable {
  /// `none`.
  case none
  /// `disclosureIndicator`.
  case disclosureIndicator
  /// `detailDisclosureButton`.
  case detailDisclosureButton
  /// `checkmark`.
  case checkmark
  /// `detailButton`.
  case detailButton
}
