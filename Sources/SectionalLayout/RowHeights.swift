/// The rows of one section and how tall each is.
public enum RowHeights: Hashable, Sendable {
  /// `count` rows that are all `height` tall.
  ///
  /// Stored in O(1) space until one of them is given another height.
  case uniform(Double, count: Int)
  /// One exact height per row, in order.
  case exact([Double])
  /// `count` rows that start at an estimated `height` and are measured later (UIKit's
  /// `estimatedRowHeight`).
  ///
  /// Stored in O(1) space until one of them is measured.
  case estimated(Double, count: Int)

  /// The number of rows.
  public var count: Int {
    switch self {
    case .uniform(_, let count), .estimated(_, let count): count
    case .exact(let heights): heights.count
    }
  }

  /// Whether the heights are estimates that measurements will replace.
  public var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }
}
