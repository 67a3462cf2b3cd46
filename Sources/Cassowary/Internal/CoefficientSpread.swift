/// The range of the magnitudes of the nonzero coefficients a solver has been given, with 1
/// (the coefficient of every slack, error and marker symbol the rows hold beside them),
/// which decides whether its changes are checked (Documentation/Solver.md § Checked
/// changes).
struct CoefficientSpread: Sendable {
  /// The smallest nonzero coefficient magnitude noted, at most 1.
  private(set) var smallest = 1.0
  /// The largest coefficient magnitude noted, at least 1.
  private(set) var largest = 1.0

  /// Notes the coefficients of `expression`.
  mutating func note(_ expression: Expression) {
    for term in expression.terms where term.coefficient != 0 {
      let size = abs(term.coefficient)
      if size < smallest { smallest = size }
      if size > largest { largest = size }
    }
  }

  /// Whether the magnitudes noted span more than `Solver.trustedCoefficientSpread`.
  var isWide: Bool { largest > Solver.trustedCoefficientSpread * smallest }
}
