/// In-place constant changes (Documentation/AutoLayout.md § Changing a constant in place) and edit
/// variables (Documentation/Solver.md § Edit variables).
extension Engine {
  /// Changes the reduced constant of an added constraint without removing it.
  ///
  /// Shifts the constants along the marker's column (or the basic marker's or other's row),
  /// then repairs feasibility with the dual simplex. Throws `unsatisfiableConstraint` when a
  /// required constraint cannot take the new constant, and leaves the engine unchanged.
  ///
  /// - Complexity: O(rows containing the marker) plus the dual simplex pivots.
  mutating func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
    guard let index = recordOfConstraint.value(for: constraint.id) else {
      throw .unknownConstraint(constraint)
    }
    if !constant.isFinite { throw .nonFiniteValue(constraint) }
    try setConstant(constant, record: index)
  }

  /// Changes the reduced constant of the record at `index` (added, `constant` finite); see
  /// `setConstant(_:for:)`.
  mutating func setConstant(_ constant: Double, record index: Int32) throws(SolverError) {
    let previous = records[Int(index)].constant
    let delta = constant - previous
    do {
      try atomically { engine throws(SolverError) in
        if delta != 0 { try engine.shift(index, by: delta) }
        // The check reads the record's constant: the new one (the journal does not keep
        // records, so each failure path below puts the previous one back).
        engine.records[Int(index)].constant = constant
        try engine.verifyIfNeeded()
      }
    } catch .internalError(let message) {
      records[Int(index)].constant = previous
      guard verifies else { throw .internalError(message) }
      try recover(
        records[Int(index)].constraint,
        prepare: { engine in engine.records[Int(index)].constant = constant })
    } catch {
      records[Int(index)].constant = previous
      throw error
    }
  }

  /// Shifts the row constants for a change `delta` of the original row constant of the
  /// record at `index`.
  ///
  /// Reads the record's fields in place: a copy of the record would retain its constraint,
  /// and this runs for every suggestion.
  mutating func shift(_ index: Int32, by delta: Double) throws(SolverError) {
    let marker = records[Int(index)].marker
    let other = records[Int(index)].other
    let markerCoefficient = records[Int(index)].markerCoefficient
    pending.clearKeepingCapacity()
    var dummyRows: [Int32] = []
    if rowOf[Int(marker)] >= 0 {
      shiftRow(rowOf[Int(marker)], by: -delta / markerCoefficient, dummyRows: &dummyRows)
    } else if other >= 0 && rowOf[Int(other)] >= 0 {
      let otherCoefficient = records[Int(index)].otherCoefficient
      shiftRow(rowOf[Int(other)], by: -delta / otherCoefficient, dummyRows: &dummyRows)
    } else {
      var entry = cols.head[Int(marker)]
      while entry >= 0 {
        let slot = cols.slot[Int(entry)]
        entry = cols.next[Int(entry)]
        let b = rows[Int(slot)].coefficient(of: marker)
        shiftRow(slot, by: b * delta / markerCoefficient, dummyRows: &dummyRows)
      }
    }
    if pending.count == 1 {
      infeasible.append(pending[0])
    } else if pending.count > 1 {
      pending.sort()
      infeasible.append(contentsOf: pending)
    }
    let required = records[Int(index)].level < 0
    for slot in dummyRows {
      let row = rows[Int(slot)]
      if !isNearZero(row.constant) && row.cells.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
        let constraint = records[Int(index)].constraint
        throw .unsatisfiableConstraint(
          constraint,
          conflicting: requiredOwners(of: row.cells.map(\.symbol) + [rowBasic[Int(slot)]])
            .filter { $0 != constraint })
      }
    }
    // No row went negative: nothing pivots, so the objective, already optimal, is unchanged
    // (a suggestion that moves constants only ends here).
    if infeasible.isEmpty { return }
    do {
      try dualOptimize()
      // The dual simplex keeps optimality; this primal pass is a no-op then, and repairs a
      // lower level if rounding ever disturbed it.
      try optimize()
    } catch {
      guard required, let failing = infeasible.last, rowOf[Int(failing)] >= 0 else {
        throw error
      }
      let row = rows[Int(rowOf[Int(failing)])]
      let constraint = records[Int(index)].constraint
      throw .unsatisfiableConstraint(
        constraint,
        conflicting: requiredOwners(of: row.cells.map(\.symbol) + [failing])
          .filter { $0 != constraint })
    }
  }

  /// Adds `amount` to a row's constant and notes rows that may now be infeasible.
  @inline(__always)
  mutating func shiftRow(_ slot: Int32, by amount: Double, dummyRows: inout [Int32]) {
    saveConstant(slot)
    let s = Int(slot)
    rows[s].constant += amount
    let basic = rowBasic[s]
    let k = kind[Int(basic)]
    if k == .dummy { dummyRows.append(slot) }
    if k != .external && rows[s].constant < 0 { pending.append(basic) }
  }

  /// The current reduced constant of an added constraint, or nil.
  func constant(of constraint: Constraint) -> Double? {
    guard let index = recordOfConstraint.value(for: constraint.id) else { return nil }
    return records[Int(index)].constant
  }

  // MARK: Edit variables

  /// The index of `variable` in `edits`, or nil.
  func editIndex(_ variable: Variable) -> Int? {
    edits.firstIndex { $0.variable == variable }
  }

  /// Makes `variable` an edit variable at an optional strength (constraint `variable == 0`).
  mutating func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
    if editIndex(variable) != nil { throw .duplicateEditVariable(variable) }
    if !strength.isValid { throw .invalidStrength(strength.priority) }
    if strength.isRequired { throw .badRequiredStrength(strength) }
    let constraint = Constraint(variable, .equal, 0.0, strength: strength)
    try add(constraint)
    edits.append(Edit(variable: variable, constraint: constraint))
  }

  /// Removes an edit variable and its constraint.
  mutating func removeEditVariable(_ variable: Variable) throws(SolverError) {
    guard let index = editIndex(variable) else { throw .unknownEditVariable(variable) }
    try remove(edits[index].constraint)
    edits.remove(at: index)
  }

  /// Suggests a value for an edit variable: its constraint becomes `variable == value`.
  mutating func suggestValue(_ value: Double, for variable: Variable) throws(SolverError) {
    guard let index = editIndex(variable) else { throw .unknownEditVariable(variable) }
    if !value.isFinite { throw .nonFiniteValue(edits[index].constraint) }
    // Looked up by identity without copying the constraint (a copy retains its terms).
    guard let record = recordOfConstraint.value(for: edits[index].constraint.id) else {
      throw .unknownConstraint(edits[index].constraint)
    }
    try setConstant(-value, record: record)
  }
}
