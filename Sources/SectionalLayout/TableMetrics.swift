/// The default sizes a table uses when a section does not give its own, as inspectable data.
///
/// Three profiles reproduce UIKit across versions: ``iOS6``, ``iOS7to14`` and ``iOS15`` (the
/// default). The values come from UIKit's public documentation and from the decompiled
/// `UITableConstants_IOS` of iOS 18.2 (`EthanArbuckle/iPhone17-1_18.2_22C152_Restore`); the
/// margins are data for header and footer views and do not move any frame.
public struct TableMetrics: Hashable, Sendable {
  /// The default header height in the plain style.
  public var plainHeaderHeight: Double
  /// The default footer height in the plain style.
  public var plainFooterHeight: Double
  /// The default header height in the grouped styles.
  public var groupedHeaderHeight: Double
  /// The default footer height in the grouped styles.
  public var groupedFooterHeight: Double
  /// Space above every section header in the plain style (UIKit's `sectionHeaderTopPadding`).
  ///
  /// Only sections whose header takes space get it.
  public var sectionHeaderTopPadding: Double
  /// Space above every section header in the grouped styles: 0 in every profile, as UIKit's
  /// automatic padding; an explicit `sectionHeaderTopPadding` sets it, as UIKit applies an
  /// explicit padding in every style (Documentation/TableMetrics.md § Padding).
  ///
  /// Only sections whose header takes space get it; a first section without header keeps
  /// ``groupedFirstSectionGap`` instead.
  public var groupedSectionHeaderTopPadding: Double
  /// Space above the first section in the grouped styles when it has no header.
  public var groupedFirstSectionGap: Double
  /// Top margin of a grouped header's content.
  public var groupedHeaderTopMargin: Double
  /// Top margin of the first section's grouped header content.
  public var groupedFirstHeaderTopMargin: Double
  /// Bottom margin of a grouped header's content.
  public var groupedHeaderBottomMargin: Double
  /// Top margin of a grouped footer's content.
  public var footerTopMargin: Double
  /// Bottom margin of a grouped footer's content.
  public var footerBottomMargin: Double
  /// The default row height (UIKit's `rowHeight` default).
  public var rowHeight: Double
  /// Corner radius of grouped section backgrounds.
  public var cornerRadius: Double
  /// The table's leading and trailing layout margin; ``TableStyle/insetGrouped`` insets
  /// section content by it.
  public var layoutMargin: Double

  /// Creates a profile from explicit values.
  public init(
    plainHeaderHeight: Double, plainFooterHeight: Double, groupedHeaderHeight: Double,
    groupedFooterHeight: Double, sectionHeaderTopPadding: Double, groupedFirstSectionGap: Double,
    groupedHeaderTopMargin: Double, groupedFirstHeaderTopMargin: Double,
    groupedHeaderBottomMargin: Double, footerTopMargin: Double, footerBottomMargin: Double,
    rowHeight: Double, cornerRadius: Double, layoutMargin: Double,
    groupedSectionHeaderTopPadding: Double = 0
  ) {
    self.groupedSectionHeaderTopPadding = groupedSectionHeaderTopPadding
    self.plainHeaderHeight = plainHeaderHeight
    self.plainFooterHeight = plainFooterHeight
    self.groupedHeaderHeight = groupedHeaderHeight
    self.groupedFooterHeight = groupedFooterHeight
    self.sectionHeaderTopPadding = sectionHeaderTopPadding
    self.groupedFirstSectionGap = groupedFirstSectionGap
    self.groupedHeaderTopMargin = groupedHeaderTopMargin
    self.groupedFirstHeaderTopMargin = groupedFirstHeaderTopMargin
    self.groupedHeaderBottomMargin = groupedHeaderBottomMargin
    self.footerTopMargin = footerTopMargin
    self.footerBottomMargin = footerBottomMargin
    self.rowHeight = rowHeight
    self.cornerRadius = cornerRadius
    self.layoutMargin = layoutMargin
  }

  /// The default header height for `style`.
  public func headerHeight(for style: TableStyle) -> Double {
    style == .plain ? plainHeaderHeight : groupedHeaderHeight
  }

  /// The default footer height for `style`.
  public func footerHeight(for style: TableStyle) -> Double {
    style == .plain ? plainFooterHeight : groupedFooterHeight
  }
}
