/// The position of a row: its section and its row within that section.
///
/// Mirrors UIKit's `IndexPath(row:section:)`. Ordered by section, then row.
public struct IndexPath: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the row within its section.
  public var row: Int

  /// Creates an index path for `row` in `section`, as UIKit's `IndexPath(row:section:)`.
  public init(row: Int, section: Int) {
    self.row = row
    self.section = section
  }

  /// Orders index paths by section, then by row.
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool {
    (lhs.section, lhs.row) < (rhs.section, rhs.row)
  }

  /// `[section, row]`, the way Foundation prints an index path.
  public var description: String { "[\(section), \(row)]" }
}
