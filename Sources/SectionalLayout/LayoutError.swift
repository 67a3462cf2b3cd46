/// Why a table description, a height or an update was rejected.
///
/// The layout is unchanged whenever one of these is thrown.
public enum LayoutError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A height is negative, infinite or NaN; the message names the section or row.
  case invalidHeight(String)
  /// An index is out of range; the message names it.
  case invalidIndex(String)
  /// A batch update is inconsistent; the message follows UIKit's "Invalid update: …" text.
  case invalidUpdate(String)

  /// The human-readable message.
  public var description: String {
    switch self {
    case .invalidHeight(let message), .invalidIndex(let message), .invalidUpdate(let message):
      message
    }
  }
}
