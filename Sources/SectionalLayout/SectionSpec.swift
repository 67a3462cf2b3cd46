/// The description of one section: its header, rows, footer, collapsed state and pinning.
public struct SectionSpec: Hashable, Sendable {
  /// The header's height, or `nil` for a section without header.
  public var header: HeaderFooterHeight?
  /// The section's rows.
  public var rows: RowHeights
  /// The footer's height, or `nil` for a section without footer.
  public var footer: HeaderFooterHeight?
  /// Whether the rows are hidden; the header and footer stay.
  ///
  /// A collapsed section keeps its rows (``TableLayout/numberOfRows(inSection:)`` still counts
  /// them) but they take no space and are never visible.
  public var isCollapsed: Bool
  /// Which elements pin, or `nil` for the style's default (``PinPolicy/default(for:)``).
  public var pinning: PinPolicy?

  /// Creates a section description.
  ///
  /// Defaults: no footer, expanded, the style's pin policy.
  public init(
    header: HeaderFooterHeight?, rows: RowHeights, footer: HeaderFooterHeight? = nil,
    isCollapsed: Bool = false, pinning: PinPolicy? = nil
  ) {
    self.header = header
    self.rows = rows
    self.footer = footer
    self.isCollapsed = isCollapsed
    self.pinning = pinning
  }
}
