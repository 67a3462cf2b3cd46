/// The table's settings that decide automatic header (or footer) heights, read once per
/// reload instead of once per section.
struct HeaderFooterRules {
  /// Whether these are the header rules (else the footer rules).
  let isHeader: Bool
  /// ``TableView/sectionHeaderHeight`` or ``TableView/sectionFooterHeight``.
  let tableHeight: Double
  /// ``TableView/estimatedSectionHeaderHeight`` or ``TableView/estimatedSectionFooterHeight``.
  let tableEstimate: Double
  /// The metric profile's height for a titled header or footer in the table's style.
  let profileHeight: Double
  /// Whether the table is in plain style.
  let isPlain: Bool
}
