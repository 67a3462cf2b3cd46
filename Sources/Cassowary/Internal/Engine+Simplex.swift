/// The objective with symbolic (lexicographic) weights, primal and dual simplex.
///
/// Reference sections 2.3 and 5.2. The objective is a vector over the priority levels in use;
/// a reduced cost is negative when its first nonzero component, from the highest level down,
/// is negative. Entering symbols are chosen lowest index first and leaving rows by minimum
/// ratio with ties to the lowest basic index, as kiwi does. After a bounded number of pivots
/// in one call, near-equal ratios also count as ties (Bland's rule), which cannot cycle.
extension Engine {
  /// Pivots after which ratio ties are judged with a tolerance (Bland's rule).
  var blandThreshold: Int { PivotRules.blandThreshold(rows: rows.count - freeSlots.count) }

  /// Pivots after which a single optimization gives up with an internal error.
  var pivotLimit: Int { PivotRules.pivotLimit(rows: rows.count - freeSlots.count) }

  // MARK: Entering candidates (a min-heap of symbol indices with lazy deletion)

  /// Adds `symbol` to the candidate heap.
  mutating func pushCandidate(_ symbol: Int32) {
    inCandidates[Int(symbol)] = true
    candidates.append(symbol)
    var child = candidates.count - 1
    while child > 0 {
      let parent = (child - 1) >> 1
      if candidates[parent] <= candidates[child] { break }
      candidates.swapAt(parent, child)
      child = parent
    }
  }

  /// Removes the smallest symbol from the candidate heap.
  mutating func popCandidate() {
    let top = candidates[0]
    inCandidates[Int(top)] = false
    let last = candidates.removeLast()
    if candidates.isEmpty { return }
    candidates[0] = last
    var parent = 0
    while true {
      let left = 2 * parent + 1
      if left >= candidates.count { break }
      var child = left
      if left + 1 < candidates.count && candidates[left + 1] < candidates[left] {
        child = left + 1
      }
      if candidates[parent] <= candidates[child] { break }
      candidates.swapAt(parent, child)
      parent = child
    }
  }

  /// Whether `symbol`'s objective vector is lexicographically negative.
  ///
  /// - Complexity: O(levels).
  @inline(__always)
  func hasNegativeCost(_ symbol: Int32) -> Bool {
    let s = Int(symbol)
    for level in levelOrder {
      let v = objective[Int(level)][s]
      if v < 0 { return true }
      if v > 0 { return false }
    }
    return false
  }

  /// Whether every level of `symbol`'s objective vector is zero.
  func hasZeroCost(_ symbol: Int32) -> Bool {
    for level in objective.indices where objective[level][Int(symbol)] != 0 { return false }
    return true
  }

  /// The lowest-index non-dummy symbol with a negative reduced cost, or nil when optimal.
  ///
  /// - Complexity: O(levels · log heap) amortized.
  mutating func enteringSymbol() -> Int32? {
    while let top = candidates.first {
      if kind[Int(top)] != .dummy && rowOf[Int(top)] < 0 && hasNegativeCost(top) {
        return top
      }
      popCandidate()
    }
    return nil
  }

  /// The lowest-index non-dummy symbol with a negative phase-1 cost, or nil.
  func artificialEnteringSymbol() -> Int32? {
    for cell in artificial.cells where cell.coefficient < 0 && kind[Int(cell.symbol)] != .dummy {
      return cell.symbol
    }
    return nil
  }

  /// The leaving row for `entering`: among restricted rows with a negative coefficient for it,
  /// the smallest `−constant / coefficient`, ties to the lowest basic index; coefficients below
  /// the pivot floor are not candidates (`PivotRules.pivotTolerance`).
  ///
  /// - Complexity: O(column length · log cells); twice that when the column holds a
  ///   candidate below the floor relative to its largest one.
  func leavingSlot(for entering: Int32, bland: Bool) -> Int32? {
    var choice = LeavingRowChoice(bland: bland)
    offerColumn(entering, to: &choice)
    if choice.needsRelativeFloor {
      var strict = LeavingRowChoice(bland: bland, floor: choice.relativeFloor)
      offerColumn(entering, to: &strict)
      choice = strict
    }
    return choice.row >= 0 ? Int32(choice.row) : nil
  }

  /// Offers every restricted row with a negative coefficient for `entering` to `choice`.
  func offerColumn(_ entering: Int32, to choice: inout LeavingRowChoice) {
    var entry = cols.head[Int(entering)]
    while entry >= 0 {
      let slot = cols.slot[Int(entry)]
      entry = cols.next[Int(entry)]
      let basic = rowBasic[Int(slot)]
      if kind[Int(basic)] == .external { continue }
      let c = rows[Int(slot)].coefficient(of: entering)
      if c >= 0 { continue }
      choice.offer(
        Int(slot), ratio: -rows[Int(slot)].constant / c, basic: basic, coefficient: c)
    }
  }

  /// Primal simplex on the objective (or the phase-1 objective) until no reduced cost is
  /// negative (kiwi's `optimize`).
  mutating func optimize(artificialPhase: Bool = false) throws(SolverError) {
    var pivots = 0
    let bland = blandThreshold
    let limit = pivotLimit
    while true {
      let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
      guard let entering else { return }
      guard let slot = leavingSlot(for: entering, bland: pivots >= bland) else {
        try dropCostNoise(entering, artificialPhase: artificialPhase)
        pivots += 1
        continue
      }
      pivot(entering: entering, slot: slot)
      pivots += 1
      if pivots > limit { throw .internalError("optimize did not converge") }
    }
  }

  /// Sets to zero the reduced cost that makes `entering` improve when no row limits it.
  ///
  /// Every objective level (and the phase-1 objective) is a sum of non-negative errors and
  /// so bounded below: a column with a negative reduced cost and no leaving row can come only
  /// from rounding, in the cost or in column cells below the pivot floor
  /// (Documentation/Solver.md § Tolerances). The first non-zero level is that cost; it
  /// becomes exactly zero, and the next level decides.
  mutating func dropCostNoise(_ entering: Int32, artificialPhase: Bool) throws(SolverError) {
    if artificialPhase {
      guard let i = artificial.index(of: entering) else {
        throw .internalError("the objective is unbounded")
      }
      artificial.cells.remove(at: i)
      return
    }
    for level in levelOrder where objective[Int(level)][Int(entering)] != 0 {
      setObjective(level, entering, 0)
      return
    }
    throw .internalError("the objective is unbounded")
  }

  /// Whether `a / ca` is lexicographically smaller than `b / cb` on the objective vectors.
  ///
  /// Components that differ only by rounding (relative 1e-9) count as equal, so the lower
  /// levels decide: otherwise a rounding-sized win at a high level could pick an entering
  /// symbol that leaves another symbol's cost lexicographically negative once that
  /// rounding-sized high component is flushed to zero. With `bland`, full ties go to the
  /// lower index.
  func ratioLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double, bland: Bool) -> Bool {
    for level in levelOrder {
      let column = objective[Int(level)]
      let x = column[Int(a)] / ca
      let y = column[Int(b)] / cb
      if abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) { continue }
      return x < y
    }
    return bland && a < b
  }

  /// The dual simplex's entering symbol for an infeasible `row`: the non-dummy symbol with a
  /// coefficient above `floor` that minimises `objective / coefficient` (`ratioLess`), or -1;
  /// and the largest positive coefficient seen, for the relative pivot floor.
  func dualEntering(_ row: Row, floor: Double, bland: Bool) -> (Int32, Double) {
    var entering: Int32 = -1
    var enteringCoefficient = 0.0
    var largest = 0.0
    for cell in row.cells where cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy {
      largest = max(largest, cell.coefficient)
      if cell.coefficient <= floor { continue }
      if entering < 0
        || ratioLess(
          cell.symbol, cell.coefficient, than: entering, enteringCoefficient, bland: bland)
      {
        entering = cell.symbol
        enteringCoefficient = cell.coefficient
      }
    }
    return (entering, largest)
  }

  /// Dual simplex: repairs the rows on `infeasible` while keeping optimality.
  ///
  /// kiwi's `dualOptimize`. Rows whose constant is negative but near zero are skipped
  /// (kiwi #15).
  ///
  /// Throws `internalError` when a row has no entering candidate; callers that change a
  /// required constraint turn that into `unsatisfiableConstraint`.
  mutating func dualOptimize() throws(SolverError) {
    var pivots = 0
    let bland = blandThreshold
    let limit = pivotLimit
    while let leaving = infeasible.popLast() {
      let slot = rowOf[Int(leaving)]
      if slot < 0 { continue }
      let row = rows[Int(slot)]
      if row.constant >= 0 || isNearZero(row.constant) { continue }
      let useBland = pivots >= bland
      var (entering, largest) = dualEntering(row, floor: PivotRules.pivotTolerance, bland: useBland)
      if entering >= 0 && row.coefficient(of: entering) <= PivotRules.pivotFloor(scale: largest) {
        entering =
          dualEntering(row, floor: PivotRules.pivotFloor(scale: largest), bland: useBland).0
      }
      if entering < 0 {
        infeasible.append(leaving)
        throw .internalError("dual optimize failed")
      }
      pivot(entering: entering, slot: slot)
      pivots += 1
      if pivots > limit { throw .internalError("dual optimize did not converge") }
    }
  }
}
