extension TableViewCell {
  /// How separators between rows are drawn, as UIKit's `UITableViewCell.SeparatorStyle`; a table's
  /// ``TableView/separatorStyle`` applies it to its rows.
  public enum SeparatorStyle: Int, Hashable, Sendable {
    /// No separators.
    case none
    /// A one-point line below each row but the last of its section.
    case singleLine
  }
}
