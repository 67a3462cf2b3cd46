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
    let record = records[Int(index)]
    let delta = constant - record.constant
    try atomically { engine throws(SolverError) in
      if delta != 0 { try engine.shift(record, by: delta) }
    }
    records[Int(index)].constant = constant
  }

  /// Shifts the row constants for a change `delta` of the record's original row constant.
  mutating func shift(_ record: Record, by delta: Double) throws(SolverError) {
    let marker = record.marker
    let other = record.other
    pending.clearKeepingCapacity()
    var dummyRows: [Int32] = []
    if rowOf[Int(marker)] >= 0 {
      shiftRow(rowOf[Int(marker)], by: -delta / record.markerCoefficient, dummyRows: &dummyRows)
    } else if other >= 0 && rowOf[Int(other)] >= 0 {
      shiftRow(rowOf[Int(other)], by: -delta / record.otherCoefficient, dummyRows: &dummyRows)
    } else {
      var entry = cols.head[Int(marker)]
      while entry >= 0 {
        let slot = cols.slot[Int(entry)]
        entry = cols.next[Int(entry)]
        let b = rows[Int(slot)].coefficient(of: marker)
        shiftRow(slot, by: b * delta / record.markerCoefficient, dummyRows: &dummyRows)
      }
    }
    if pending.count == 1 {
      infeasible.append(pending[0])
    } else if pending.count > 1 {
      pending.sort()
      infeasible.append(contentsOf: pending)
    }
    let required = record.level < 0
    for slot in dummyRows {
      let row = rows[Int(slot)]
      if !isNearZero(row.constant) && row.cells.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
        throw .unsatisfiableConstraint(
          record.constraint,
          conflicting: requiredOwners(of: row.cells.map(\.symbol) + [rowBasic[Int(slot)]])
            .filter { $0 != record.constraint })
      }
    }
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
      throw .unsatisfiableConstraint(
        record.constraint,
        conflicting: requiredOwners(of: row.cells.map(\.symbol) + [failing])
          .filter { $0 != record.constraint })
    }
  }

  /// Adds `amount` to a row's constant and notes rows that may now be infeasible.
  @inline(__always)
  mutating func shiftRow(_ slot: Int32, by amount: Double, dummyRows: inout [Int32]) {
    save(slot)
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
    let constraint = edits[index].constraint
    if !value.isFinite { throw .nonFiniteValue(constraint) }
    try setConstant(-value, for: constraint)
  }
}
