import Cassowary

extension LayoutConstraint {
  /// What a constraint holds only once a layout engine takes it in or makes it: its solver
  /// constraints and, for an autoresizing origin constraint, its container's handle.
  ///
  /// Kept apart from the constraint so that the many constraints that never reach an
  /// engine (a stack view's arrangement measured by fitting recipes, for example) stay small
  /// allocations; the engine path pays one allocation per constraint, once.
  final class SolverState {
    /// The solver constraint while the constraint is in a layout engine.
    @exclusivity(unchecked) var solverConstraint: Constraint?
    /// The solver constraint fitting engines reuse, with the values it was made for.
    @exclusivity(unchecked) var fittingSolverConstraint:
      (constant: Double, priority: LayoutPriority, rightToLeft: Bool, made: Constraint)?
    /// The handle behind `autoresizingContainer`.
    @exclusivity(unchecked) var autoresizingHandle: ItemHandle?
  }

  /// A solver constraint for the current values, reused from the last call when the constant
  /// and priority (and the direction leading and trailing resolve in) are unchanged.
  ///
  /// Fitting engines refill their solver after every structural change; building the same
  /// expression again each time is wasted work. A solver constraint is a value with an
  /// identity, so one value can be added to several solvers, and again after
  /// `Solver.reset()`. Constraints on a baseline are always made afresh, since the baseline
  /// offset follows the text's measurement.
  ///
  /// - Complexity: O(1) on reuse, else that of `makeSolverConstraint()`.
  func reusableSolverConstraint() -> Constraint {
    let usesBaseline = [firstAttribute, secondAttribute].contains {
      $0 == .firstBaseline || $0 == .lastBaseline
    }
    let rightToLeft = resolvesRightToLeft
    if !usesBaseline, let cached = fittingSolverConstraint, cached.constant == constant,
      cached.priority == priority, cached.rightToLeft == rightToLeft
    {
      return cached.made
    }
    let made = makeSolverConstraint()
    if !usesBaseline { fittingSolverConstraint = (Double(constant), priority, rightToLeft, made) }
    return made
  }
}
