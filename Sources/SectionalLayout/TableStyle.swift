/// The visual style of a table, as in UIKit's `UITableView.Style`.
///
/// The style chooses default header, footer and padding metrics from a ``TableMetrics`` profile
/// and the default ``PinPolicy``: plain tables pin headers and footers ("Section headers and
/// footers are displayed as inline separators and float when the table view is scrolled"),
/// grouped tables do not ("don't float"), per Apple's `UITableView.Style` documentation.
public enum TableStyle: String, Hashable, Sendable, CaseIterable {
  /// Rows run edge to edge; headers and footers float (pin) by default.
  case plain
  /// Sections are separated by space; headers and footers scroll with their rows.
  case grouped
  /// Like ``grouped``, with section content inset from the table's sides by the layout margin.
  case insetGrouped
}
