/// The errors `Solver` throws.
///
/// A throwing call leaves the solver exactly as it was before the call.
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The constraint has already been added.
  case duplicateConstraint(Constraint)
  /// The required constraint (or new constant) contradicts the required constraints listed in
  /// `conflicting`, in the order they were added; the constraint itself is not in the list.
  case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
  /// The constraint is not in the solver.
  case unknownConstraint(Constraint)
  /// The variable already is an edit variable.
  case duplicateEditVariable(Variable)
  /// The variable is not an edit variable.
  case unknownEditVariable(Variable)
  /// Edit variables must be optional; `.required` was given.
  case badRequiredStrength(Strength)
  /// The priority is outside 1...1000 or not finite.
  case invalidStrength(Double)
  /// A coefficient, constant or suggested value of this constraint is NaN or infinite.
  case nonFiniteValue(Constraint)
  /// An internal invariant broke (for example an unbounded objective); the solver state was
  /// rolled back to what it was before the call.
  case internalError(String)
  /// Rounding spoilt the result of a change to this constraint (coefficients many orders of
  /// magnitude apart, or noise a near cancellation left in the rows), and a tableau rebuilt
  /// from the constraints could not make it either: the change was not made
  /// (Documentation/Solver.md § Checked changes).
  case imprecise(Constraint)

  /// A one-line explanation naming the constraint or variable concerned.
  public var description: String {
    switch self {
    case .duplicateConstraint(let c):
      "duplicate constraint: \(c)"
    case .unsatisfiableConstraint(let c, let conflicting):
      "unsatisfiable constraint: \(c); conflicts with \(conflicting.map(\.description))"
    case .unknownConstraint(let c):
      "unknown constraint: \(c)"
    case .duplicateEditVariable(let v):
      "duplicate edit variable: \(v)"
    case .unknownEditVariable(let v):
      "unknown edit variable: \(v)"
    case .badRequiredStrength(let s):
      "edit variables cannot be required: \(s)"
    case .invalidStrength(let p):
      "invalid strength \(p): a priority must be finite and within 1...1000"
    case .nonFiniteValue(let c):
      "non-finite coefficient, constant or value in \(c)"
    case .internalError(let message):
      "internal solver error: \(message)"
    case .imprecise(let c):
      "not solvable precisely in double precision: \(c)"
    }
  }
}
