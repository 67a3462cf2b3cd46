/// Counts of the work a layout engine did, for tests and benchmarks.
///
/// Every field only grows. A layout pass over an unchanged tree leaves all of them as they
/// were: that is how the tests prove re-layout does no solver work.
public struct LayoutStatistics: Hashable, Sendable {
  /// Full rebuilds: the solver was reset and every constraint added again.
  public var rebuilds = 0
  /// Constraints added to the solver.
  public var additions = 0
  /// Constraints removed from the solver.
  public var removals = 0
  /// In-place constant changes (`Solver.setConstant`).
  public var constantUpdates = 0
  /// Solves: `Solver.updateVariables()` calls.
  public var solves = 0
  /// Constraints the solver rejected and the engine broke (logged).
  public var brokenConstraints = 0
  /// `systemLayoutSizeFitting` calls answered from the result cache, with no solver work
  /// (only counted in `View.fittingStatistics`).
  public var cachedFittings = 0

  /// Creates zeroed statistics.
  public init() {}

  /// The number of solver calls of any kind (rebuilds, additions, removals, constant changes,
  /// solves).
  public var solverCalls: Int { rebuilds + additions + removals + constantUpdates + solves }

  /// Adds every count of `other` to this one.
  public mutating func add(_ other: LayoutStatistics) {
    rebuilds += other.rebuilds
    additions += other.additions
    removals += other.removals
    constantUpdates += other.constantUpdates
    solves += other.solves
    brokenConstraints += other.brokenConstraints
    cachedFittings += other.cachedFittings
  }
}
