import Foundation

extension IndexPath {
  /// Creates an index path for `row` in `section` (UIKit's `IndexPath(row:section:)`).
  ///
  /// Built by appending, so the two indices are stored inline rather than in an array.
  public init(row: Int, section: Int) {
    self.init(index: section)
    append(row)
  }

  /// Creates an index path for `item` in `section` (UIKit's `IndexPath(item:section:)`).
  public init(item: Int, section: Int) {
    self.init(row: item, section: section)
  }

  /// The index of the section: the first index (UIKit's `IndexPath.section`).
  ///
  /// The index path must hold exactly two indices, as UIKit requires.
  public var section: Int {
    get {
      precondition(count == 2, Self.tableIndexPathMessage)
      return self[0]
    }
    set {
      precondition(count == 2, Self.tableIndexPathMessage)
      self[0] = newValue
    }
  }

  /// The index of the row within its section: the second index (UIKit's `IndexPath.row`).
  ///
  /// The index path must hold exactly two indices, as UIKit requires.
  public var row: Int {
    get {
      precondition(count == 2, Self.tableIndexPathMessage)
      return self[1]
    }
    set {
      precondition(count == 2, Self.tableIndexPathMessage)
      self[1] = newValue
    }
  }

  /// The index of the item within its section (UIKit's `IndexPath.item`): the same index as
  /// ``row``.
  public var item: Int {
    get { row }
    set { row = newValue }
  }

  /// UIKit's message for an index path that is not a section and a row.
  private static var tableIndexPathMessage: String {
    "Invalid index path for use with UITableView. This index path must contain exactly two "
      + "indices specifying the section and row."
  }
}
