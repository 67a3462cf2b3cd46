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
  /// the smallest `−constant / coefficient`, ties to the lowest basic index.
  ///
  /// - Complexity: O(column length · log cells).
  func leavingSlot(for entering: Int32, bland: Bool) -> Int32? {
    var choice = LeavingRowChoice(bland: bland)
    var entry = cols.head[Int(entering)]
    while entry >= 0 {
      let slot = cols.slot[Int(entry)]
      entry = cols.next[Int(entry)]
      let basic = rowBasic[Int(slot)]
      if kind[Int(basic)] == .external { continue }
      let c = rows[Int(slot)].coefficient(of: entering)
      if c >= 0 { continue }
      choice.offer(Int(slot), ratio: -rows[Int(slot)].constant / c, basic: basic)
    }
    return choice.row >= 0 ? Int32(choice.row) : nil
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
        throw .internalError("the objective is unbounded")
      }
      pivot(entering: entering, slot: slot)
      pivots += 1
      if pivots > limit { throw .internalError("optimize did not converge") }
    }
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
      var entering: Int32 = -1
      var enteringCoefficient = 0.0
      let useBland = pivots >= bland
      for cell in row.cells where cell.coefficient > 0 && kind[Int(cell.symbol)] != .dummy {
        if entering < 0
          || ratioLess(
            cell.symbol, cell.coefficient, than: entering, enteringCoefficient, bland: useBland)
        {
          entering = cell.symbol
          enteringCoefficient = cell.coefficient
        }
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
