/// The relation between the two sides of a constraint.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
  /// `lhs <= rhs`.
  case lessThanOrEqual
  /// `lhs == rhs`.
  case equal
  /// `lhs >= rhs`.
  case greaterThanOrEqual

  /// The operator as written in code: `<=`, `==` or `>=`.
  public var description: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
