extension Solver {
  /// How closely the solver keeps every required constraint, relative to its scale
  /// (Documentation/Solver.md § Tolerances).
  ///
  /// After every successful call, each required constraint `Σ aᵢxᵢ + c ⋈ 0` holds within
  /// `requiredTolerance · max(1, Σ|aᵢxᵢ| + |c|)` at the values `updateVariables()` computes:
  /// the solver works in floating point, and its rounding grows with the size of the terms
  /// that cancel.
  public static let requiredTolerance = 1.0e-6
}
