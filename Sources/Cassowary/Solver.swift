/// An incremental Cassowary simplex solver with Auto Layout's strict priorities.
///
/// The algorithm follows kiwi (Documentation/Solver.md): each add
/// chooses a subject or runs phase 1 with an artificial variable, then optimizes; removal
/// pivots the constraint's marker out; edit variables move by shifting row constants and
/// running the dual simplex. Ties are broken by symbol creation order, as kiwi does, so
/// results are deterministic. Departing from kiwi:
/// * optional priorities are strictly ordered (lexicographic weights per level,
///   Documentation/AutoLayout.md § Priorities, and the paper by Badros, Borning and Stuckey, TOCHI
///   2001): any number of violations at one priority never outweigh one at a higher priority;
/// * any constraint's constant can change in place (`setConstant`, Documentation/AutoLayout.md §
///   Changing a constant in place);
/// * a column index and lazily expanded definition rows keep long chains sparse;
/// * pivoting is bounded, with Bland's rule after a threshold, and never cycles;
/// * every throwing call leaves the solver exactly as it was before.
///
/// A solver is not thread-safe; use one per layout root.
public final class Solver {
  /// The box holding the engine state.
  let box: EngineBox

  /// The engine state, read and changed in place in its box; it chooses between the small
  /// and the sparse tableau, so every method here forwards to it once.
  ///
  /// Addressors, never `_read`/`_modify`: the access must hand out the box's own storage,
  /// which lives as long as the solver, and neither copy nor allocate. Swift 6.3's `-Onone`
  /// code for a `_read` yielding this large struct copies it into a heap frame freed when
  /// the access ends, and a caller could then destroy a field it copied through that freed
  /// frame (swiftlang/swift#89836; `SolverReadLifetimeTests` catches it).
  var engine: SolverEngine {
    unsafeAddress { UnsafePointer(box.engine) }
    unsafeMutableAddress { box.engine }
  }

  /// Creates an empty solver.
  ///
  /// The engine comes from a process-wide pool of reset engines left by solvers that have
  /// gone away (`EnginePool`), so a fresh solver per layout allocates almost nothing.
  public init() {
    box = EnginePool.take()
  }

  deinit {
    EnginePool.give(box)
  }

  /// Adds a constraint and re-optimizes.
  ///
  /// Throws `duplicateConstraint`, `invalidStrength`, `nonFiniteValue`, or
  /// `unsatisfiableConstraint` (with the conflicting required constraints, in add order) for a
  /// required constraint that contradicts the others.
  ///
  /// - Complexity: proportional to the rows the new row touches and the pivots needed;
  ///   independent of unrelated rows.
  public func add(_ constraint: Constraint) throws(SolverError) {
    try engine.add(constraint)
    check()
  }

  /// Removes a constraint and re-optimizes; throws `unknownConstraint` if it is not added.
  ///
  /// - Complexity: proportional to the rows containing the constraint's marker and the
  ///   pivots needed.
  public func remove(_ constraint: Constraint) throws(SolverError) {
    try engine.remove(constraint)
    check()
  }

  /// Whether the constraint has been added and not removed.
  public func contains(_ constraint: Constraint) -> Bool {
    engine.contains(constraint)
  }

  /// Changes the constant of an added constraint in place, without remove and add.
  ///
  /// `constant` is the new constant of the constraint's reduced expression `lhs − rhs` (what
  /// `constraint.expression.constant` was when it was made). The change shifts the constants along
  /// the constraint's marker column and the dual simplex repairs feasibility
  /// (Documentation/AutoLayout.md § Changing a constant in place; the edit-constant technique of
  /// the Cassowary paper). Throws `unknownConstraint`, `nonFiniteValue`, or
  /// `unsatisfiableConstraint` when a required constraint cannot take the new constant (the solver
  /// is then unchanged).
  ///
  /// - Complexity: O(rows containing the marker) plus the dual simplex pivots.
  public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    try engine.setConstant(constant, for: constraint)
    check()
  }

  /// The current constant of the constraint's reduced expression, or nil if it is not added.
  public func constant(of constraint: Constraint) -> Double? {
    engine.constant(of: constraint)
  }

  /// Makes `variable` an edit variable: adds `variable == 0` at `strength` (kiwi does the
  /// same) and lets `suggestValue` move it.
  ///
  /// Throws `duplicateEditVariable`, `invalidStrength`, or `badRequiredStrength` for
  /// `.required` (edit constraints must be optional).
  public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    try engine.addEditVariable(variable, strength: strength)
    check()
  }

  /// Removes an edit variable and its constraint; throws `unknownEditVariable`.
  public func removeEditVariable(_ variable: Variable) throws(SolverError) {
    try engine.removeEditVariable(variable)
    check()
  }

  /// Whether `variable` is an edit variable.
  ///
  /// - Complexity: O(edit variables).
  public func hasEditVariable(_ variable: Variable) -> Bool {
    engine.hasEditVariable(variable)
  }

  /// Suggests a value for an edit variable; call `updateVariables()` to read the result.
  ///
  /// Only the rows on the edit constraint's error columns move, and the dual simplex repairs
  /// them, usually with few or no pivots. Throws `unknownEditVariable` or `nonFiniteValue`.
  ///
  /// - Complexity: O(rows containing the edit's marker) plus the dual simplex pivots.
  public func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    try engine.suggestValue(value, for: variable)
    check()
  }

  /// Computes the value of every variable from the current tableau.
  ///
  /// - Complexity: O(cells of the variables' rows).
  public func updateVariables() {
    engine.updateVariables()
  }

  /// Computes the values of `variables` only, from the current tableau.
  ///
  /// The other variables keep the values of the last update. For a caller that reads a few
  /// variables of a large system (a fitting reads the root's size): only the rows of those
  /// variables, and the rows of the basic variables they refer to, are evaluated. Variables
  /// the solver never saw are skipped (their value reads 0).
  ///
  /// - Complexity: O(variables + cells of the rows reached from theirs).
  public func updateVariables(_ variables: [Variable]) {
    engine.updateVariables(variables)
  }

  /// The variable's value after the last `updateVariables()`; 0 for variables the solver
  /// never saw.
  ///
  /// - Complexity: O(1) expected.
  public func value(of variable: Variable) -> Double {
    engine.value(of: variable)
  }

  /// Forgets every variable, constraint and edit variable and keeps allocated capacity, so
  /// a reused solver allocates little.
  ///
  /// - Complexity: O(symbols + rows).
  public func reset() {
    engine.reset()
  }

  /// A deterministic text form of the state: objective levels (highest priority first),
  /// rows by basic symbol, the infeasible stack and the edit variables.
  ///
  /// - Complexity: O(levels · symbols + cells).
  public func dump() -> String {
    engine.dump()
  }

  /// Whether the variable's value is not determined uniquely by the current optimum
  /// (Documentation/AutoLayout.md § Ambiguity, Apple's `hasAmbiguousLayout`).
  ///
  /// True when the variable is parametric (free), or when its row depends on parameters
  /// whose reduced cost is zero at every level and some step along them stays feasible, so
  /// another optimum gives the variable another value. A zero-cost parameter blocked by a
  /// degenerate row (a restricted row at 0) does not count: `x == 0`, `w <= 50 @250`,
  /// `w >= 50 @750` leaves `w` unambiguous. False for a variable the solver never saw: it
  /// is not part of the layout.
  ///
  /// - Complexity: one expansion of the variable's row, a pass over the rows, and a small
  ///   dense simplex over the zero-cost parameters and the degenerate rows involved.
  public func isAmbiguous(_ variable: Variable) -> Bool {
    engine.isAmbiguous(variable)
  }

  /// Runs the invariant checks in builds with `SECTIONAL_INTERNAL_CHECKS`; nothing otherwise.
  @inline(__always)
  func check() {
    #if SECTIONAL_INTERNAL_CHECKS
      engine.checkInvariants()
    #endif
  }
}
