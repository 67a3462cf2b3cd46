import Foundation
import Sectional

/// The coder the loader passes to `init(coder:)`: it carries what UIKit's classes decode from a
/// nib before a loader could set it (a table's or cell's style, a reuse identifier) and
/// decodes nothing else.
///
/// Every keyed decode answers "absent" (`nil`, `false`, `0`), so a custom class's
/// `init(coder:)` that reads its own keys gets its defaults instead of a trap.
final class NibCoder: NSCoder, TableArchive {
  let archivedTableStyle: TableView.Style?
  let archivedCellStyle: TableViewCell.CellStyle?
  let archivedReuseIdentifier: String?

  /// A coder carrying the given values.
  init(
    tableStyle: TableView.Style? = nil, cellStyle: TableViewCell.CellStyle? = nil,
    reuseIdentifier: String? = nil
  ) {
    archivedTableStyle = tableStyle
    archivedCellStyle = cellStyle
    archivedReuseIdentifier = reuseIdentifier
    super.init()
  }

  override var allowsKeyedCoding: Bool { true }

  override func containsValue(forKey key: String) -> Bool { false }

  override func decodeObject(forKey key: String) -> Any? { nil }

  override func decodeBool(forKey key: String) -> Bool { false }

  override func decodeInteger(forKey key: String) -> Int { 0 }

  override func decodeDouble(forKey key: String) -> Double { 0 }

  override func decodeFloat(forKey key: String) -> Float { 0 }
}
