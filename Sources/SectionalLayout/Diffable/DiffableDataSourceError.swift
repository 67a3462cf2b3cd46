/// Why a snapshot operation or an apply was refused, with UIKit's message where UIKit has one
/// (Documentation/DiffableDataSource.md § Failures).
///
/// UIKit raises an exception for these; here the operation changes nothing, the snapshot
/// keeps the first refusal in ``DiffableDataSourceSnapshot/rejectedOperation`` and applying
/// that snapshot returns it and leaves the table as it was.
public struct DiffableDataSourceError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The message, such as UIKit's duplicate-identifier text.
  public let message: String

  /// Creates an error with `message`.
  public init(_ message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }

  /// Identifiers supplied twice, or already in the snapshot.
  static func duplicates(_ kind: String, _ identifiers: [String]) -> DiffableDataSourceError {
    DiffableDataSourceError(
      "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: "
        + setDescription(identifiers))
  }

  /// An operation named an identifier the snapshot does not hold.
  static func missing(_ kind: String, _ identifier: String, verb: String)
    -> DiffableDataSourceError
  {
    DiffableDataSourceError(
      "Attempted to \(verb) \(kind) identifier that does not exist in the snapshot: \(identifier)")
  }

  /// A move relative to the moved identifier itself.
  static func moveOntoItself(_ kind: String, _ identifier: String) -> DiffableDataSourceError {
    DiffableDataSourceError(
      "Attempted to move \(kind) identifier relative to itself: \(identifier)")
  }

  /// Items appended with no section to append them to.
  static let noSections = DiffableDataSourceError(
    "There are currently no sections in the data source. Please add a section first.")

  /// Identifiers printed as Foundation prints a set: `{(` and `)}` around one indented
  /// identifier per line.
  static func setDescription(_ identifiers: [String]) -> String {
    "{(\n" + identifiers.map { "    " + $0 }.joined(separator: ",\n") + "\n)}"
  }
}
