/// An unknown of the constraint system, such as a view's minimum x or its width.
///
/// Every call to `init(_:)` makes a new variable with its own identity; two variables with
/// the same name are still different variables. Equality and hashing use only the identity,
/// so a `Variable` is a cheap key (an integer and a name). The solver reads a variable's value
/// with `Solver.value(of:)`; the variable itself holds no value.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
  /// The identity that makes this variable distinct from every other one.
  @usableFromInline let id: UInt64

  /// The name given at creation, used only for descriptions and `Solver.dump()`.
  public let name: String

  /// Creates a new, distinct variable with an optional name for debugging.
  ///
  /// The name does not take part in equality: `Variable("x") != Variable("x")`.
  public init(_ name: String = "") {
    self.id = nextIdentity()
    self.name = name
  }

  /// The name, or `v<identity>` when the name is empty.
  public var description: String {
    name.isEmpty ? "v\(id)" : name
  }

  /// Returns whether both values are the same variable (same identity).
  public static func == (lhs: Variable, rhs: Variable) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the identity only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }
}
