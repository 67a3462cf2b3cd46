/// Removing a constraint by rebuilding the tableau from the others (Documentation/Solver.md §
/// Removing a constraint).
extension Engine {
  /// Makes this engine the one a fresh solver would hold after the constraints added here,
  /// in add order and at their current constants, except the record at `removed`; throws
  /// (and changes nothing) when one of them cannot be added again.
  ///
  /// The fallback of `remove` when the incremental removal cannot proceed, which happens
  /// when rounding has erased the removed marker from every row: coefficients many orders
  /// of magnitude apart make its cells fall below the erase threshold. External symbols
  /// are created first in their old order, so ties still break as before, and the values
  /// of the last `updateVariables` are carried over. Edit variables stay edit variables.
  ///
  /// - Complexity: the adds of every remaining constraint.
  mutating func rebuild(without removed: Int32) throws(SolverError) {
    var fresh = Engine()
    fresh.verifies = false
    for s in 0..<symbolCount where kind[s] == .external {
      let t = fresh.symbol(for: variableOf[s]!)
      fresh.values[Int(t)] = values[s]
    }
    var live: [Record] = []
    for (index, record) in records.enumerated() where index != Int(removed) {
      if recordOfConstraint.value(for: record.constraint.id) == Int32(index) {
        live.append(record)
      }
    }
    live.sort { $0.order < $1.order }
    for record in live {
      // Each keeps its add order: explanations list constraints by it, and dormant bounds
      // (`BoundGroups`) hold orders from the same count.
      // At its current constant directly: a constant change is a shift along the marker's
      // column, which rounding can have erased (coefficients far apart).
      try fresh.add(record.constraint, constant: record.constant, order: record.order)
    }
    fresh.nextOrder = nextOrder
    fresh.edits = edits
    fresh.verifies = verifies
    fresh.spread = spread
    self = fresh
  }
}
