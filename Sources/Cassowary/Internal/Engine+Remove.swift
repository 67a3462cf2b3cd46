/// Removing a constraint (Documentation/Solver.md § Removing a constraint).
extension Engine {
  /// Removes `constraint`, or throws and leaves the engine unchanged.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let index = recordOfConstraint.value(for: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    let record = records[Int(index)]
    do {
      try atomically { engine throws(SolverError) in
        try engine.removeUnchecked(record)
        try engine.optimize()
        try engine.dualOptimize()
        try engine.verifyIfNeeded(excluding: index)
      }
    } catch .internalError(let message) {
      // Rolled back; the constraints that stay are added again without it instead.
      guard verifies else { throw .internalError(message) }
      try recover(constraint, without: index)
      return
    } catch {
      throw error
    }
    recordOfConstraint.remove(constraint.id)
    freeRecords.append(index)
  }

  /// Takes the record's effect out of the objective, then pivots its marker out.
  mutating func removeUnchecked(_ record: Record) throws(SolverError) {
    // First the objective, before any pivot (kiwi's removeConstraintEffects).
    if record.level >= 0 {
      if kind[Int(record.marker)] == .error {
        removeObjectiveEffect(of: record.marker, level: record.level)
      }
      if record.other >= 0 && kind[Int(record.other)] == .error {
        removeObjectiveEffect(of: record.other, level: record.level)
      }
    }
    let marker = record.marker
    if rowOf[Int(marker)] >= 0 {
      dropRow(rowOf[Int(marker)])
      return
    }
    guard let slot = markerLeavingSlot(marker) else {
      throw .internalError("failed to find a leaving row for the marker")
    }
    var redundantEqualities: [Int32] = []
    var entry = cols.head[Int(marker)]
    while entry >= 0 {
      let basic = rowBasic[Int(cols.slot[Int(entry)])]
      if kind[Int(basic)] == .dummy { redundantEqualities.append(basic) }
      entry = cols.next[Int(entry)]
    }
    pivot(entering: marker, slot: slot)
    dropRow(rowOf[Int(marker)])
    try restoreEqualities(redundantEqualities)
  }

  /// Makes the rows of redundant required equalities hold again after a removal.
  ///
  /// A required equality whose row was redundant when added keeps its dummy marker basic, in
  /// a row whose constant is 0. Removing a constraint that row depended on can shift that
  /// constant, and a basic dummy at a non-zero value means a required equality is violated:
  /// kiwi leaves it so ({v0 == 8, v1 == v0 + 12, v1 == 20}, remove v0 == 8, and kiwi answers
  /// v1 = 12). Each such row is solved for one of its non-dummy symbols instead, which makes
  /// the dummy parametric (0) again: an unrestricted one, or a restricted one that stays
  /// non-negative, in symbol order; any other goes to the dual simplex as infeasible.
  ///
  /// - Complexity: one pivot per shifted row.
  mutating func restoreEqualities(_ dummies: [Int32]) throws(SolverError) {
    for dummy in dummies {
      let slot = rowOf[Int(dummy)]
      guard slot >= 0 else { continue }
      let row = rows[Int(slot)]
      if isNearZero(row.constant) { continue }
      var entering: Int32 = -1
      var fallback: Int32 = -1
      for cell in row.cells where kind[Int(cell.symbol)] != .dummy {
        if fallback < 0 { fallback = cell.symbol }
        if !isRestricted(cell.symbol) || cell.coefficient * row.constant < 0 {
          entering = cell.symbol
          break
        }
      }
      if entering < 0 { entering = fallback }
      guard entering >= 0 else {
        throw .internalError("a required equality became unsatisfiable on removal")
      }
      pivot(entering: entering, slot: slot)
      if isRestricted(entering), rows[Int(rowOf[Int(entering)])].constant < 0 {
        infeasible.append(entering)
      }
    }
    try dualOptimize()
  }

  /// Subtracts the unit-weight error symbol (or its row when basic) from its level.
  mutating func removeObjectiveEffect(of error: Int32, level: Int32) {
    let l = Int(level)
    let slot = rowOf[Int(error)]
    if slot >= 0 {
      let row = rows[Int(slot)]
      for cell in row.cells {
        setObjective(level, cell.symbol, objective[l][Int(cell.symbol)] - cell.coefficient)
      }
      addObjectiveConstant(level, -row.constant)
    } else {
      setObjective(level, error, objective[l][Int(error)] - 1)
    }
  }

  /// The row the marker should leave through (kiwi's `getMarkerLeavingRow`).
  ///
  /// A restricted row with a negative coefficient and the smallest `−constant / c`; else a restricted row
  /// with the smallest `constant / c`; else the external row with the highest basic index,
  /// expanded first so its coefficient for the marker is exact. Restricted coefficients
  /// below the pivot floor relative to the column's largest are rounding noise and are
  /// passed over (`PivotRules.pivotTolerance`), unless no other row holds the marker.
  ///
  /// - Complexity: O(column length · log cells), plus one expansion for the external case.
  mutating func markerLeavingSlot(_ marker: Int32) -> Int32? {
    var externals = markerRows
    markerRows = []
    externals.clearKeepingCapacity()
    defer { markerRows = externals }
    var largest = 0.0
    var entry = cols.head[Int(marker)]
    while entry >= 0 {
      let slot = cols.slot[Int(entry)]
      entry = cols.next[Int(entry)]
      if kind[Int(rowBasic[Int(slot)])] == .external {
        externals.append(slot)
      } else {
        largest = max(largest, abs(rows[Int(slot)].coefficient(of: marker)))
      }
    }
    let floor = PivotRules.pivotFloor(scale: largest)
    if let slot = restrictedMarkerSlot(marker, floor: floor) { return slot }
    externals.sort { rowBasic[Int($0)] > rowBasic[Int($1)] }
    for slot in externals {
      expandInPlace(slot)
      if rows[Int(slot)].index(of: marker) != nil { return slot }
    }
    return restrictedMarkerSlot(marker, floor: 0)
  }

  /// kiwi's two restricted choices for a leaving marker, over coefficients above `floor`.
  func restrictedMarkerSlot(_ marker: Int32, floor: Double) -> Int32? {
    var first: Int32 = -1
    var firstRatio = Double.infinity
    var firstBasic = Int32.max
    var second: Int32 = -1
    var secondRatio = Double.infinity
    var secondBasic = Int32.max
    var entry = cols.head[Int(marker)]
    while entry >= 0 {
      let slot = cols.slot[Int(entry)]
      entry = cols.next[Int(entry)]
      let basic = rowBasic[Int(slot)]
      if kind[Int(basic)] == .external { continue }
      let row = rows[Int(slot)]
      let c = row.coefficient(of: marker)
      if abs(c) <= floor { continue }
      if c < 0 {
        let ratio = -row.constant / c
        if ratio < firstRatio || (ratio == firstRatio && basic < firstBasic) {
          first = slot
          firstRatio = ratio
          firstBasic = basic
        }
      } else {
        let ratio = row.constant / c
        if ratio < secondRatio || (ratio == secondRatio && basic < secondBasic) {
          second = slot
          secondRatio = ratio
          secondBasic = basic
        }
      }
    }
    if first >= 0 { return first }
    if second >= 0 { return second }
    return nil
  }
}
