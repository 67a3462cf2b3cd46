import SectionalGraphics

/// Everything a ``TableLayout`` is built from, as a plain value.
///
/// Mirrors what UIKit asks its data source and delegate for: the style, the sections with
/// their heights, the table header and footer views' heights and the content insets.
public struct TableSpec: Hashable, Sendable {
  /// The table's style.
  public var style: TableStyle
  /// The metric profile; ``TableMetrics/iOS15`` by default.
  public var metrics: TableMetrics
  /// Opt-in UIKit quirks; none by default.
  public var quirks: TableQuirks
  /// The sections, in order.
  public var sections: [SectionSpec]
  /// The height of the table header view (UIKit's `tableHeaderView`), `0` for none.
  public var tableHeaderHeight: Double
  /// The height of the table footer view (UIKit's `tableFooterView`), `0` for none.
  public var tableFooterHeight: Double
  /// The scroll view's content insets; pinned elements stay inside them unless
  /// ``pinningInsets`` is set.
  public var contentInset: EdgeInsets
  /// Insets of the area pinned headers and footers stick to, separate from the content insets;
  /// `nil` uses ``contentInset`` as UIKit does.
  public var pinningInsets: EdgeInsets?
  /// Whether empty sections keep their headers; UIKit's ``EmptySectionPolicy/shown`` by default.
  public var emptySectionHeaders: EmptySectionPolicy
  /// Whether empty sections keep their footers; UIKit's ``EmptySectionPolicy/shown`` by default.
  public var emptySectionFooters: EmptySectionPolicy

  /// Creates a table description.
  ///
  /// Defaults: the iOS 15 metrics, no quirks, no table header or footer, zero insets, pinning
  /// inside the content insets, headers and footers shown for empty sections.
  public init(
    style: TableStyle, metrics: TableMetrics = .iOS15, quirks: TableQuirks = .none,
    sections: [SectionSpec], tableHeaderHeight: Double = 0, tableFooterHeight: Double = 0,
    contentInset: EdgeInsets = .zero, pinningInsets: EdgeInsets? = nil,
    emptySectionHeaders: EmptySectionPolicy = .shown,
    emptySectionFooters: EmptySectionPolicy = .shown
  ) {
    self.style = style
    self.metrics = metrics
    self.quirks = quirks
    self.sections = sections
    self.tableHeaderHeight = tableHeaderHeight
    self.tableFooterHeight = tableFooterHeight
    self.contentInset = contentInset
    self.pinningInsets = pinningInsets
    self.emptySectionHeaders = emptySectionHeaders
    self.emptySectionFooters = emptySectionFooters
  }
}
