/// A linear relation `lhs RELATION rhs` at a strength, stored as `(lhs - rhs) RELATION 0`.
///
/// The two sides are reduced to one expression when the constraint is made (duplicate
/// variables merged, as kiwi does), so `a == b + 8` is stored as `a - b - 8 == 0`. Every
/// initializer call makes a new identity: two equal-looking constraints are different
/// constraints, and `==` and hashing use only the identity (kiwi compares handles the same way).
/// A constraint is a value; adding it to a `Solver` does not change it.
public struct Constraint: Hashable, Sendable, CustomStringConvertible {
  /// The identity that makes this constraint distinct from every other one.
  @usableFromInline let id: UInt64

  /// The reduced expression `lhs - rhs`, duplicates merged.
  public let expression: Expression

  /// The relation between the expression and zero.
  public let relation: Relation

  /// The strength: `.required` or an optional priority.
  public let strength: Strength

  /// Creates the constraint `lhs RELATION rhs` at `strength` (default `.required`).
  ///
  /// Inlinable, so a call specializes for its operand types instead of going through
  /// generic metadata at run time (constraints are made in the layout pass).
  ///
  /// - Complexity: O(n) expected, in the number of terms of both sides.
  @inlinable
  public init(
    _ lhs: some ExpressionConvertible, _ relation: Relation,
    _ rhs: some ExpressionConvertible, strength: Strength = .required
  ) {
    self.id = nextIdentity()
    self.expression = (lhs.expression - rhs.expression).reduced()
    self.relation = relation
    self.strength = strength
  }

  /// Creates a constraint with a new identity and the same expression and relation as
  /// `other`, at a different strength (kiwi's `constraint | strength`).
  public init(_ other: Constraint, strength: Strength) {
    self.id = nextIdentity()
    self.expression = other.expression
    self.relation = other.relation
    self.strength = strength
  }

  /// Whether every coefficient and the constant are finite.
  ///
  /// - Complexity: O(n) in the number of terms.
  public var isFinite: Bool {
    expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
  }

  /// Returns whether both values are the same constraint (same identity).
  public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
    lhs.id == rhs.id
  }

  /// Hashes the identity only.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(id)
  }

  /// The reduced form, for example `1*x + -1*y + -8 == 0 @required`.
  public var description: String {
    var text = ""
    for term in expression.terms {
      text += "\(term.coefficient)*\(term.variable) + "
    }
    text += "\(expression.constant) \(relation) 0 @\(strength)"
    return text
  }
}
