import SectionalLayout

extension TableView {
  /// A table's style (plain, grouped, inset grouped), as UIKit's `UITableView.Style`.
  ///
  /// The type lives in SectionalLayout, whose pure table geometry depends on it; tables and the
  /// code that uses them name it here, where UIKit does.
  public typealias Style = TableStyle
}
