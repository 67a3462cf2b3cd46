extension Solver {
  /// How closely the solver keeps every required constraint, relative to its scale
  /// (Documentation/Solver.md § Tolerances).
  ///
  /// After every successful call, each required constraint `Σ aᵢxᵢ + c ⋈ 0` holds within
  /// `requiredTolerance · max(1, Σ|aᵢxᵢ| + |c|)` at the values `updateVariables()` computes:
  /// the solver works in floating point, and its rounding grows with the size of the terms
  /// that cancel.
  public static let requiredTolerance = 1.0e-6

  /// The widest ratio between the largest and the smallest nonzero coefficient magnitude of
  /// the constraints added since the last `reset()`, 1 included, for which the solver trusts
  /// its tableau (Documentation/Solver.md § Checked changes).
  ///
  /// Within it (Auto Layout's multipliers of 0.25 to 4 and coefficients up to 10, as the
  /// differential fuzzer draws them) every change is kept as the simplex leaves it, until a
  /// near cancellation leaves rounding noise in the rows. Beyond it, or with such noise,
  /// every change is checked against each required constraint; a spoilt one is made again
  /// on a tableau rebuilt from the constraints, and when that fails too the call throws
  /// `SolverError.imprecise` and changes nothing.
  public static let trustedCoefficientSpread = 40.0
}
