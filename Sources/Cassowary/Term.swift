/// A variable multiplied by a constant coefficient, one summand of an `Expression`.
public struct Term: Hashable, Sendable {
  /// The variable of the term.
  public var variable: Variable

  /// The factor the variable is multiplied by.
  public var coefficient: Double

  /// Creates the term `coefficient · variable`; the coefficient defaults to 1.
  public init(variable: Variable, coefficient: Double = 1) {
    self.variable = variable
    self.coefficient = coefficient
  }
}
