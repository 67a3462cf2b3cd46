/// Adding a constraint (Documentation/Solver.md § Turning a constraint into a row, § Adding
/// a constraint).
extension Engine {
  /// Adds `constraint` (at `constant` instead of its expression's constant, and with add
  /// order `order` instead of the next one, when given), or throws and leaves the engine
  /// unchanged.
  mutating func add(_ constraint: Constraint, constant: Double? = nil, order: UInt64? = nil)
    throws(SolverError)
  {
    if recordOfConstraint.value(for: constraint.id) != nil {
      throw .duplicateConstraint(constraint)
    }
    if !constraint.strength.isValid { throw .invalidStrength(constraint.strength.priority) }
    if !constraint.isFinite { throw .nonFiniteValue(constraint) }
    let spreadBefore = spread
    let recordCount = records.count
    let orderBefore = nextOrder
    spread.note(constraint.expression)
    do {
      try atomically { engine throws(SolverError) in
        try engine.addUnchecked(constraint, constant: constant, order: order)
        try engine.optimize()
        try engine.dualOptimize()
        try engine.verifyIfNeeded()
      }
    } catch {
      // The journal restores the tableau; the record the add made is taken back here.
      spread = spreadBefore
      forgetRecord(of: constraint, recordCount: recordCount, nextOrder: orderBefore)
      guard case .internalError = error, verifies else { throw error }
      try recover(
        constraint,
        retry: { engine throws(SolverError) in
          try engine.add(constraint, constant: constant, order: order)
        })
    }
  }

  /// Takes back the record a failed add of `constraint` made, if it got that far: the
  /// records held `recordCount` entries and the next add order was `nextOrder` before.
  mutating func forgetRecord(of constraint: Constraint, recordCount: Int, nextOrder order: UInt64) {
    nextOrder = order
    guard let index = recordOfConstraint.value(for: constraint.id) else { return }
    recordOfConstraint.remove(constraint.id)
    if Int(index) >= recordCount {
      records.removeLast(records.count - recordCount)
    } else {
      // The add took this free record last from `freeRecords`.
      freeRecords.append(index)
    }
  }

  /// Builds the row (at `constant` when given), chooses a subject and installs the
  /// constraint, without optimizing.
  mutating func addUnchecked(
    _ constraint: Constraint, constant: Double? = nil, order: UInt64? = nil
  ) throws(SolverError) {
    let constant = constant ?? constraint.expression.constant
    let recordIndex = freeRecords.last ?? Int32(records.count)
    let strength = constraint.strength
    let level: Int32 = strength.isRequired ? -1 : level(for: strength.priority)

    // createRow: external terms in symbol order, then the bookkeeping symbols.
    var row = Row()
    swap(&row, &building)
    row.cells.clearKeepingCapacity()
    row.constant = constant
    for term in constraint.expression.terms where !isNearZero(term.coefficient) {
      row.cells.append(Cell(symbol: symbol(for: term.variable), coefficient: term.coefficient))
    }
    row.cells.sort { $0.symbol < $1.symbol }
    var marker: Int32
    var other: Int32 = -1
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      marker = newSymbol(.slack, owner: recordIndex)
      row.cells.append(Cell(symbol: marker, coefficient: sign))
      if level >= 0 {
        other = newSymbol(.error, owner: recordIndex)
        row.cells.append(Cell(symbol: other, coefficient: -sign))
        setObjective(level, other, objective[Int(level)][Int(other)] + 1)
      }
    case .equal:
      if level >= 0 {
        marker = newSymbol(.error, owner: recordIndex)
        other = newSymbol(.error, owner: recordIndex)
        row.cells.append(Cell(symbol: marker, coefficient: -1))
        row.cells.append(Cell(symbol: other, coefficient: 1))
        setObjective(level, marker, objective[Int(level)][Int(marker)] + 1)
        setObjective(level, other, objective[Int(level)][Int(other)] + 1)
      } else {
        marker = newSymbol(.dummy, owner: recordIndex)
        row.cells.append(Cell(symbol: marker, coefficient: 1))
      }
    }
    // The sign reversal of kiwi's createRow happens in `install`, after expansion; it scales
    // the marker's coefficient and the constant change alike, so the unreversed row serves
    // for in-place constant changes.
    let markerCoefficient = row.coefficient(of: marker)
    let otherCoefficient = other >= 0 ? row.coefficient(of: other) : 0

    try install(row, marker: marker, other: other, constraint: constraint)
    swap(&row, &building)

    let record = Record(
      constraint: constraint, marker: marker, other: other,
      markerCoefficient: markerCoefficient, otherCoefficient: otherCoefficient, level: level,
      order: order ?? nextOrder, constant: constant)
    nextOrder = max(nextOrder, (order ?? nextOrder) + 1)
    if Int(recordIndex) == records.count {
      records.append(record)
    } else {
      freeRecords.removeLast()
      records[Int(recordIndex)] = record
    }
    recordOfConstraint.set(recordIndex, for: constraint.id)
  }

  /// Chooses the subject of a freshly built row and puts the row into the tableau.
  ///
  /// A parametric external symbol that appears directly in the row becomes the subject with
  /// the row kept as is (references to basic external symbols included) when no referenced
  /// definition depends on it; otherwise the row is expanded and kiwi's rules apply: the
  /// lowest external symbol, else the marker or other symbol if it is a slack or error with a
  /// negative coefficient, else a redundant all-dummy row, else phase 1 with an artificial
  /// variable.
  mutating func install(
    _ original: Row, marker: Int32, other: Int32, constraint: Constraint
  ) throws(SolverError) {
    var hasReference = false
    for cell in original.cells where isBasicExternal(cell.symbol) {
      hasReference = true
      break
    }
    if hasReference {
      for cell in original.cells
      where kind[Int(cell.symbol)] == .external && rowOf[Int(cell.symbol)] < 0 {
        if isSafeSubject(cell.symbol, for: original) {
          insertSolved(original, for: cell.symbol)
          return
        }
      }
    }
    var row = Row()
    if hasReference {
      swap(&row, &expansion)
      expand(original, into: &row)
    } else {
      row = original
    }
    defer { if hasReference { swap(&row, &expansion) } }
    if row.constant < 0 {
      row.constant = -row.constant
      for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient }
    }
    var subject: Int32 = -1
    for cell in row.cells where kind[Int(cell.symbol)] == .external {
      subject = cell.symbol
      break
    }
    if subject < 0 && isNegativeRestricted(marker, in: row) { subject = marker }
    if subject < 0 && other >= 0 && isNegativeRestricted(other, in: row) { subject = other }
    if subject < 0 && row.cells.allSatisfy({ kind[Int($0.symbol)] == .dummy }) {
      if !isNearZero(row.constant) {
        throw .unsatisfiableConstraint(
          constraint, conflicting: requiredOwners(of: row.cells.map(\.symbol)))
      }
      subject = marker
    }
    if subject >= 0 {
      insertSolved(row, for: subject)
      if kind[Int(subject)] != .external { substituteEverywhere(subject) }
      return
    }
    try addWithArtificialVariable(row, constraint: constraint)
  }

  /// Whether `symbol` is a slack or error symbol with a negative coefficient in `row`.
  func isNegativeRestricted(_ symbol: Int32, in row: Row) -> Bool {
    let k = kind[Int(symbol)]
    return (k == .slack || k == .error) && row.coefficient(of: symbol) < 0
  }

  /// Solves `row` (meaning `0 = row`) for `subject` and inserts it as `subject`'s row.
  ///
  /// - Complexity: O(cells).
  mutating func insertSolved(_ row: Row, for subject: Int32) {
    let slot = allocateSlot()
    let s = Int(slot)
    let factor = -1 / row.coefficient(of: subject)
    // At least `minimumRowCapacity`: row buffers rotate through the merge scratch, and an
    // exact-size one would regrow there on the next longer merge.
    if rows[s].cells.capacity < row.cells.count {
      rows[s].cells.reserveCapacity(max(row.cells.count, minimumRowCapacity))
    }
    for cell in row.cells where cell.symbol != subject {
      let c = cell.coefficient * factor
      if isNearZero(c) { continue }
      rows[s].cells.append(Cell(symbol: cell.symbol, coefficient: c))
      cols.insert(cell.symbol, slot)
    }
    rows[s].constant = row.constant * factor
    rowBasic[s] = subject
    rowOf[Int(subject)] = slot
  }

  /// Whether the parametric external `candidate` can be the subject of `row` without
  /// expanding it: no basic external symbol the row refers to may depend on `candidate`.
  ///
  /// Walks upward from `candidate` through the definitions that contain it.
  ///
  /// - Complexity: O(definitions depending on `candidate`).
  mutating func isSafeSubject(_ candidate: Int32, for row: Row) -> Bool {
    if cols.isEmpty(candidate) { return true }
    let referenced = newMarkEpoch()
    for cell in row.cells where isBasicExternal(cell.symbol) {
      marks[Int(cell.symbol)] = referenced
    }
    let visited = newMarkEpoch()
    stackSymbols.clearKeepingCapacity()
    stackSymbols.append(candidate)
    while let symbol = stackSymbols.popLast() {
      var entry = cols.head[Int(symbol)]
      while entry >= 0 {
        let dependent = rowBasic[Int(cols.slot[Int(entry)])]
        entry = cols.next[Int(entry)]
        let mark = marks[Int(dependent)]
        if mark == referenced {
          stackSymbols.clearKeepingCapacity()
          return false
        }
        if mark == visited { continue }
        marks[Int(dependent)] = visited
        stackSymbols.append(dependent)
      }
    }
    return true
  }

  /// Phase 1: adds `row` through an artificial variable (kiwi's
  /// `addWithArtificialVariable`) and throws `unsatisfiableConstraint` when its minimum is
  /// not zero.
  mutating func addWithArtificialVariable(_ row: Row, constraint: Constraint)
    throws(SolverError)
  {
    let art = newSymbol(.slack)
    insertRow(row, basic: art)
    artificial = row
    artificialActive = true
    try optimize(artificialPhase: true)
    let success = isNearZero(artificial.constant)
    let explanation = artificial.cells.map(\.symbol)
    artificialActive = false
    artificial.cells.clearKeepingCapacity()
    var failed = !success
    if rowOf[Int(art)] >= 0 {
      let taken = takeRow(rowOf[Int(art)])
      if taken.cells.isEmpty {
        if failed {
          throw .unsatisfiableConstraint(
            constraint, conflicting: requiredOwners(of: explanation))
        }
        return
      }
      var entering: Int32 = -1
      for cell in taken.cells {
        let k = kind[Int(cell.symbol)]
        if k == .slack || k == .error {
          entering = cell.symbol
          break
        }
      }
      if entering < 0 {
        failed = true
      } else {
        let slot = insertRow(taken, basic: art)
        pivot(entering: entering, slot: slot)
      }
    }
    for slot in cols.slots(art) {
      save(slot)
      let s = Int(slot)
      if let i = rows[s].index(of: art) { rows[s].cells.remove(at: i) }
      cols.remove(art, slot)
    }
    for level in objective.indices where objective[level][Int(art)] != 0 {
      setObjective(Int32(level), art, 0)
    }
    if failed {
      throw .unsatisfiableConstraint(constraint, conflicting: requiredOwners(of: explanation))
    }
  }

  /// The required constraints that own any of `symbols` (as marker or other), in add order.
  func requiredOwners(of symbols: [Int32]) -> [Constraint] {
    var found: [Record] = []
    for s in symbols {
      let index = owner[Int(s)]
      if index < 0 || Int(index) >= records.count { continue }
      let record = records[Int(index)]
      guard record.marker == s || record.other == s else { continue }
      guard recordOfConstraint.value(for: record.constraint.id) == index else { continue }
      if record.level >= 0 { continue }
      if !found.contains(where: { $0.order == record.order }) { found.append(record) }
    }
    found.sort { $0.order < $1.order }
    return found.map(\.constraint)
  }
}
