/// Substitution, pivoting and the primal and dual simplex on the small tableau, with the
/// rules, ties and thresholds of `Engine+Simplex.swift` and `Engine+Rows.swift`.
extension SmallTableau {
  /// Writes an objective coefficient (near-zero becomes 0) and makes the symbol an entering
  /// candidate.
  @inline(__always)
  mutating func setObjective(_ level: Int32, _ symbol: Int32, _ value: Double) {
    store.level(Int(level))[Int(symbol)] = isNearZero(value) ? 0 : value
    candidates.insert(symbol)
  }

  /// Substitutes the basic symbol `symbol`'s row into every row that contains it, the
  /// objective and the phase-1 objective (`Engine.substituteEverywhere`).
  ///
  /// Rows of external symbols are substituted too (the sparse engine keeps references
  /// there instead). Restricted rows that become negative are pushed onto `infeasible` in
  /// ascending basic order.
  ///
  /// - Complexity: O(rows + (rows containing `symbol` + levels) · symbols).
  mutating func substituteEverywhere(_ symbol: Int32) {
    let n = symbolCount
    let sy = Int(symbol)
    let cells = store.cells
    let constants = store.constants
    let sourceRow = Int(store.rowOf[sy])
    let source = cells + sourceRow * SmallStore.stride
    let sourceConstant = constants[sourceRow]
    pending.clearKeepingCapacity()
    var column = cells + sy
    for r in 0..<rowCount {
      let a = column.pointee
      column += SmallStore.stride
      if a == 0 || r == sourceRow { continue }
      let row = cells + r * SmallStore.stride
      row[sy] = 0
      DenseKernels.addScaled(row, a, source, count: n)
      let constant = constants[r] + a * sourceConstant
      constants[r] = constant
      let basic = store.basic[r]
      if constant < 0 && store.kind[Int(basic)] != .external { pending.append(basic) }
    }
    if pending.count == 1 {
      infeasible.append(pending[0])
    } else if pending.count > 1 {
      pending.sort()
      infeasible.append(contentsOf: pending)
    }
    for l in 0..<levelCount {
      let vector = store.level(l)
      let w = vector[sy]
      if w == 0 { continue }
      vector[sy] = 0
      candidates.insert(symbol)
      for j in 0..<n where source[j] != 0 {
        let c = vector[j] + w * source[j]
        vector[j] = isNearZero(c) ? 0 : c
        candidates.insert(Int32(j))
      }
      store.objectiveConstant[l] += w * sourceConstant
    }
    if artificialActive {
      let a = store.artificial[sy]
      if a != 0 {
        store.artificial[sy] = 0
        DenseKernels.addScaled(store.artificial, a, source, count: n)
        artificialConstant += a * sourceConstant
      }
    }
  }

  /// Solves row `r` for `entering` instead of its basic symbol, then substitutes `entering`
  /// everywhere (`Engine.pivot`).
  ///
  /// - Complexity: that of `substituteEverywhere`.
  mutating func pivot(entering: Int32, row r: Int) {
    let row = store.row(r)
    let leaving = store.basic[r]
    let factor = -1 / row[Int(entering)]
    DenseKernels.scale(row, row, by: factor, count: symbolCount)
    row[Int(entering)] = 0
    row[Int(leaving)] = -factor
    store.constants[r] *= factor
    store.basic[r] = entering
    store.rowOf[Int(entering)] = Int32(r)
    store.rowOf[Int(leaving)] = -1
    substituteEverywhere(entering)
  }

  /// Whether `symbol`'s objective vector is lexicographically negative.
  @inline(__always)
  func hasNegativeCost(_ symbol: Int32) -> Bool {
    for i in 0..<levelCount {
      let v = store.level(Int(store.levelOrder[i]))[Int(symbol)]
      if v < 0 { return true }
      if v > 0 { return false }
    }
    return false
  }

  /// The lowest-index non-dummy parametric symbol with a negative reduced cost, or nil.
  mutating func enteringSymbol() -> Int32? {
    while let top = candidates.first {
      if store.kind[Int(top)] != .dummy && store.rowOf[Int(top)] < 0 && hasNegativeCost(top) {
        return top
      }
      candidates.remove(top)
    }
    return nil
  }

  /// The lowest-index non-dummy symbol with a negative phase-1 cost, or nil.
  func artificialEnteringSymbol() -> Int32? {
    for j in 0..<symbolCount where store.artificial[j] < 0 && store.kind[j] != .dummy {
      return Int32(j)
    }
    return nil
  }

  /// The leaving row for `entering` (`Engine.leavingSlot`): the restricted row with a
  /// negative coefficient above the pivot floor and the smallest `−constant / coefficient`,
  /// ties to the lowest basic index; with `bland`, near-equal ratios tie.
  func leavingRow(for entering: Int32, bland: Bool) -> Int? {
    var choice = LeavingRowChoice(bland: bland)
    offerColumn(entering, to: &choice)
    if choice.needsRelativeFloor {
      var strict = LeavingRowChoice(bland: bland, floor: choice.relativeFloor)
      offerColumn(entering, to: &strict)
      choice = strict
    }
    return choice.row >= 0 ? choice.row : nil
  }

  /// Offers every restricted row with a negative coefficient for `entering` to `choice`.
  func offerColumn(_ entering: Int32, to choice: inout LeavingRowChoice) {
    for r in 0..<rowCount {
      let basic = store.basic[r]
      if store.kind[Int(basic)] == .external { continue }
      let c = store.row(r)[Int(entering)]
      if c >= 0 { continue }
      choice.offer(r, ratio: -store.constants[r] / c, basic: basic, coefficient: c)
    }
  }

  /// Primal simplex (`Engine.optimize`); false where the sparse engine throws.
  mutating func optimize(artificialPhase: Bool = false) -> Bool {
    var pivots = 0
    let bland = PivotRules.blandThreshold(rows: rowCount)
    let limit = PivotRules.pivotLimit(rows: rowCount)
    while true {
      let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
      guard let entering else { return true }
      guard let r = leavingRow(for: entering, bland: pivots >= bland) else { return false }
      pivot(entering: entering, row: r)
      pivots += 1
      if pivots > limit { return false }
    }
  }

  /// `Engine.ratioLess`: whether `a / ca` is lexicographically smaller than `b / cb`.
  func ratioLess(_ a: Int32, _ ca: Double, than b: Int32, _ cb: Double, bland: Bool) -> Bool {
    for i in 0..<levelCount {
      let vector = store.level(Int(store.levelOrder[i]))
      let x = vector[Int(a)] / ca
      let y = vector[Int(b)] / cb
      if abs(x - y) <= 1e-9 * max(1, abs(x), abs(y)) { continue }
      return x < y
    }
    return bland && a < b
  }

  /// `Engine.dualEntering` over a dense row.
  func dualEntering(_ row: UnsafeMutablePointer<Double>, floor: Double, bland: Bool) -> (
    Int32, Double
  ) {
    var entering: Int32 = -1
    var enteringCoefficient = 0.0
    var largest = 0.0
    for j in 0..<symbolCount where row[j] > 0 && store.kind[j] != .dummy {
      largest = max(largest, row[j])
      if row[j] <= floor { continue }
      let s = Int32(j)
      if entering < 0 || ratioLess(s, row[j], than: entering, enteringCoefficient, bland: bland) {
        entering = s
        enteringCoefficient = row[j]
      }
    }
    return (entering, largest)
  }

  /// Dual simplex over `infeasible` (`Engine.dualOptimize`); false where the sparse engine
  /// throws.
  mutating func dualOptimize() -> Bool {
    var pivots = 0
    let bland = PivotRules.blandThreshold(rows: rowCount)
    let limit = PivotRules.pivotLimit(rows: rowCount)
    while let leaving = infeasible.popLast() {
      let r = Int(store.rowOf[Int(leaving)])
      if r < 0 { continue }
      let constant = store.constants[r]
      if constant >= 0 || isNearZero(constant) { continue }
      let row = store.row(r)
      let useBland = pivots >= bland
      var (entering, largest) = dualEntering(row, floor: PivotRules.pivotTolerance, bland: useBland)
      if entering >= 0 && row[Int(entering)] <= PivotRules.pivotFloor(scale: largest) {
        entering =
          dualEntering(row, floor: PivotRules.pivotFloor(scale: largest), bland: useBland).0
      }
      if entering < 0 { return false }
      pivot(entering: entering, row: r)
      pivots += 1
      if pivots > limit { return false }
    }
    return true
  }
}
