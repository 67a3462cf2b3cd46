extension TableMetrics {
  /// UIKit from iOS 15 on, the default profile.
  ///
  /// Plain headers and footers 28 pt (`plainHeaderFont._scaledValueForValue(28.0)` at the
  /// default Dynamic Type size), grouped 17.5; `sectionHeaderTopPadding` 22 in plain; a 35 pt
  /// gap above a grouped first section without header; grouped header margins 17 top (32 for
  /// the first section) and 6 bottom; footer margins 6 and 12; rows 44; corner radius 10;
  /// layout margin 16. Source: decompiled iOS 18.2 `UITableConstants_IOS`.
  public static let iOS15 = TableMetrics(
    plainHeaderHeight: 28, plainFooterHeight: 28, groupedHeaderHeight: 17.5,
    groupedFooterHeight: 17.5, sectionHeaderTopPadding: 22, groupedFirstSectionGap: 35,
    groupedHeaderTopMargin: 17, groupedFirstHeaderTopMargin: 32, groupedHeaderBottomMargin: 6,
    footerTopMargin: 6, footerBottomMargin: 12, rowHeight: 44, cornerRadius: 10,
    layoutMargin: 16)

  /// UIKit from iOS 7 to iOS 14 (the older SDK branch of `UITableConstants_IOS`).
  ///
  /// Plain headers and footers 23 pt, grouped 17.5; no header top padding; the 35 pt grouped
  /// first-section gap; legacy grouped margins 8 and 8; rows 44; layout margin 15.
  public static let iOS7to14 = TableMetrics(
    plainHeaderHeight: 23, plainFooterHeight: 23, groupedHeaderHeight: 17.5,
    groupedFooterHeight: 17.5, sectionHeaderTopPadding: 0, groupedFirstSectionGap: 35,
    groupedHeaderTopMargin: 8, groupedFirstHeaderTopMargin: 8, groupedHeaderBottomMargin: 8,
    footerTopMargin: 8, footerBottomMargin: 8, rowHeight: 44, cornerRadius: 10,
    layoutMargin: 15)

  /// UIKit up to iOS 6: 22 pt headers and footers in every style.
  ///
  /// The 22 pt default is what Chameleon, PureSwift/Cacao, WinObjC and Mocha reproduce; rows
  /// 44; no header top padding and no first-section gap. No source gives an iOS 6 layout
  /// margin; the profile uses the older SDK's 15.
  public static let iOS6 = TableMetrics(
    plainHeaderHeight: 22, plainFooterHeight: 22, groupedHeaderHeight: 22,
    groupedFooterHeight: 22, sectionHeaderTopPadding: 0, groupedFirstSectionGap: 0,
    groupedHeaderTopMargin: 8, groupedFirstHeaderTopMargin: 8, groupedHeaderBottomMargin: 8,
    footerTopMargin: 8, footerBottomMargin: 8, rowHeight: 44, cornerRadius: 10,
    layoutMargin: 15)
}
