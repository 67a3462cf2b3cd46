/// Removing a constraint (reference section 2.4).
extension Engine {
  /// Removes `constraint`, or throws and leaves the engine unchanged.
  mutating func remove(_ constraint: Constraint) throws(SolverError) {
    guard let index = recordOfConstraint.value(for: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    beginOperation()
    do {
      try removeUnchecked(records[Int(index)])
      try optimize()
      try dualOptimize()
      commitOperation()
    } catch {
      rollbackOperation()
      throw error
    }
    recordOfConstraint.remove(constraint.id)
    freeRecords.append(index)
  }

  /// Takes the record's effect out of the objective, then pivots its marker out.
  mutating func removeUnchecked(_ record: Record) throws(SolverError) {
    // First the objective, before any pivot (kiwi's removeConstraintEffects).
    if record.level >= 0 {
      for error in [record.marker, record.other]
      where error >= 0 && kind[Int(error)] == .error {
        removeObjectiveEffect(of: error, level: record.level)
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
    pivot(entering: marker, slot: slot)
    dropRow(rowOf[Int(marker)])
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

  /// The row the marker should leave through (kiwi's `getMarkerLeavingRow`): a restricted
  /// row with a negative coefficient and the smallest `−constant / c`; else a restricted row
  /// with the smallest `constant / c`; else the external row with the highest basic index,
  /// expanded first so its coefficient for the marker is exact.
  ///
  /// - Complexity: O(column length · log cells), plus one expansion for the external case.
  mutating func markerLeavingSlot(_ marker: Int32) -> Int32? {
    var first: Int32 = -1
    var firstRatio = Double.infinity
    var firstBasic = Int32.max
    var second: Int32 = -1
    var secondRatio = Double.infinity
    var secondBasic = Int32.max
    var externals: [Int32] = []
    for slot in cols.slots(marker) {
      let basic = rowBasic[Int(slot)]
      let row = rows[Int(slot)]
      if kind[Int(basic)] == .external {
        externals.append(slot)
        continue
      }
      let c = row.coefficient(of: marker)
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
    externals.sort { rowBasic[Int($0)] > rowBasic[Int($1)] }
    for slot in externals {
      expandInPlace(slot)
      if rows[Int(slot)].index(of: marker) != nil { return slot }
    }
    return nil
  }
}
