import Foundation

/// What a nib loader's coder hands the table classes' `init(coder:)`: the values UIKit decodes
/// from a nib that Sectional keeps in constants or behind internal setters (a table's and a
/// cell's style, a reuse identifier).
///
/// A coder that is not a `TableArchive` (an archiver passed by hand) leaves UIKit's defaults:
/// a plain table, a `.default` cell, no reuse identifier.
package protocol TableArchive: AnyObject {
  /// The table view's style, or `nil` for plain.
  var archivedTableStyle: TableView.Style? { get }
  /// The cell's built-in style, or `nil` for `.default`.
  var archivedCellStyle: TableViewCell.CellStyle? { get }
  /// The cell's or header-footer view's reuse identifier.
  var archivedReuseIdentifier: String? { get }
}
