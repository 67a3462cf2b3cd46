import SectionalLayout

extension TableMetrics {
  /// A profile for tables shown on a display of 8 × 16 pt character cells (a terminal:
  /// SectionalTerminal's default `CellScale`): rows, headers and footers one cell high, margins in whole cells.
  ///
  /// Every vertical figure of ``iOS15`` is rounded to the nearest whole 16 pt cell, except
  /// the heights a cell of text needs, which are one cell: plain and grouped headers and
  /// footers 16 (iOS 15: 28 and 17.5), rows 16 (44); no header top padding (22 would leave a
  /// blank line under every pinned header); the grouped first-section gap 32 (35); grouped
  /// header margins 16 and 32 for the first section on top (17, 32) and 0 below (6); footer
  /// margins 0 and 16 (6, 12). Horizontally the layout margin stays 16 pt, two columns; the
  /// corner radius is 0 because a terminal cannot draw a rounded inset-grouped corner.
  /// Content that needs more (a wrapped label, a self-sized header) is still given more, by
  /// self-sizing, in whole cells because text is measured in cells.
  public static let terminal = TableMetrics(
    plainHeaderHeight: 16, plainFooterHeight: 16, groupedHeaderHeight: 16,
    groupedFooterHeight: 16, sectionHeaderTopPadding: 0, groupedFirstSectionGap: 32,
    groupedHeaderTopMargin: 16, groupedFirstHeaderTopMargin: 32, groupedHeaderBottomMargin: 0,
    footerTopMargin: 0, footerBottomMargin: 16, rowHeight: 16, cornerRadius: 0,
    layoutMargin: 16)
}
