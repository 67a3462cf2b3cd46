import Foundation

/// The position of a row in the layout engine: its section and its row within that section.
///
/// The compact key the pure layout and the table's hot internal structures use for rows: two
/// inline integers, cheap to create, compare and hash. The UIKit-facing API speaks Foundation's
/// `IndexPath`; convert at that boundary with ``init(_:)`` and ``indexPath``. Ordered by
/// section, then row, as `IndexPath` orders two-index paths.
public struct RowPosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the row within its section.
  public var row: Int

  /// Creates the position of `row` in `section`.
  @inlinable
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Creates the position a table index path names: its `IndexPath/section` and
  /// `IndexPath/row`.
  ///
  /// The index path must hold exactly two indices, as UIKit requires.
  @inlinable
  public init(_ indexPath: IndexPath) {
    self.init(row: indexPath.row, section: indexPath.section)
  }

  /// The Foundation index path of this row, `[section, row]`, for the UIKit-facing API.
  @inlinable
  public var indexPath: IndexPath { IndexPath(row: row, section: section) }

  /// Orders positions by section, then by row.
  @inlinable
  public static func < (lhs: RowPosition, rhs: RowPosition) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, the way Foundation prints an index path.
  public var description: String { "[\(section), \(row)]" }
}
