/// The undo log that makes every throwing operation leave the solver exactly as it was.
///
/// Each operation begins a journal. The first change to a row slot's cells saves the slot's
/// previous row; a change to its constant alone (a suggestion, `setConstant`) saves only the
/// constant; every objective write saves the previous value. New symbols, slots and levels are
/// counted and truncated on rollback; the derived indices (basic map, column index, free
/// slots, entering candidates) are rebuilt from the restored rows.
struct Journal {
  /// A row slot as it was before its first change in this operation; the cells are copied
  /// into `cells` (an arena reused between operations), so the live row stays uniquely
  /// referenced and is changed in place without a copy-on-write allocation.
  struct SavedRow {
    /// The slot.
    var slot: Int32
    /// The slot's basic symbol, or -1 if it was free.
    var basic: Int32
    /// The row's constant.
    var constant: Double
    /// The first saved cell in `cells`.
    var start: Int
    /// The number of saved cells.
    var count: Int
  }

  /// An objective value as it was before a write; `symbol == -1` means the level constant.
  struct SavedObjective {
    /// The level.
    var level: Int32
    /// The symbol, or -1 for the constant.
    var symbol: Int32
    /// The previous value.
    var value: Double
  }

  /// A row constant as it was before a change of the constant alone.
  struct SavedConstant {
    /// The slot.
    var slot: Int32
    /// The previous constant.
    var value: Double
  }

  /// The epoch of the running operation; slots saved in this epoch are not saved again.
  var epoch: UInt32 = 0
  /// Saved rows.
  var rows: [SavedRow] = []
  /// The saved rows' cells.
  var cells: [Cell] = []
  /// Saved objective values, in write order.
  var objective: [SavedObjective] = []
  /// Row constants as they were before a change of the constant alone, in write order.
  ///
  /// A slot may appear more than once; rollback applies them from the last to the first.
  /// Only the first `constantCount` are live: the buffer is overwritten, never emptied, so
  /// the operation that saves a suggestion's few constants pays no array clearing.
  var constants: [SavedConstant] = []
  /// The number of live entries in `constants`.
  var constantCount = 0
  /// The number of symbols when the operation began.
  var symbolCount = 0
  /// The number of slots when the operation began.
  var slotCount = 0
  /// The number of levels when the operation began.
  var levelCount = 0
}

extension Engine {
  /// Starts recording an operation.
  mutating func beginOperation() {
    journal.epoch &+= 1
    if journal.epoch == 0 {
      for i in slotSaved.indices { slotSaved[i] = 0 }
      journal.epoch = 1
    }
    journal.rows.clearKeepingCapacity()
    journal.cells.clearKeepingCapacity()
    journal.objective.clearKeepingCapacity()
    journal.constantCount = 0
    journal.symbolCount = symbolCount
    journal.slotCount = rows.count
    journal.levelCount = levelPriority.count
  }

  /// Runs `change` as one operation: kept when it returns; when it throws, the engine is put
  /// back exactly as it was before and the error is rethrown.
  @inline(__always)
  mutating func atomically(_ change: (inout Engine) throws(SolverError) -> Void)
    throws(SolverError)
  {
    beginOperation()
    do {
      try change(&self)
      commitOperation()
    } catch {
      rollbackOperation()
      throw error
    }
  }

  /// Ends the running operation successfully and releases the saved state.
  mutating func commitOperation() {
    journal.rows.clearKeepingCapacity()
    journal.cells.clearKeepingCapacity()
    journal.objective.clearKeepingCapacity()
    journal.constantCount = 0
  }

  /// Saves `slot` before its first change in the running operation.
  ///
  /// Every change to a row's cells or basic symbol comes through here first, so this is
  /// also where the cached evaluation order learns that the tableau's structure changed.
  @inline(__always)
  mutating func save(_ slot: Int32) {
    evaluation.invalidate()
    let i = Int(slot)
    if slotSaved[i] == journal.epoch { return }
    slotSaved[i] = journal.epoch
    if i < journal.slotCount {
      let start = journal.cells.count
      journal.cells.append(contentsOf: rows[i].cells)
      journal.rows.append(
        .init(
          slot: slot, basic: rowBasic[i], constant: rows[i].constant, start: start,
          count: journal.cells.count - start))
    }
  }

  /// Saves the constant of `slot` before a change that leaves its cells and basic symbol as
  /// they are (`shiftRow`): the cells need no copy, and the evaluation order stays valid.
  @inline(__always)
  mutating func saveConstant(_ slot: Int32) {
    let i = Int(slot)
    if slotSaved[i] == journal.epoch || i >= journal.slotCount { return }
    let saved = Journal.SavedConstant(slot: slot, value: rows[i].constant)
    if journal.constantCount < journal.constants.count {
      journal.constants[journal.constantCount] = saved
    } else {
      journal.constants.append(saved)
    }
    journal.constantCount += 1
  }

  /// Writes an objective coefficient, recording the previous value; near-zero becomes 0.
  ///
  /// The symbol goes onto the entering-candidate heap unless it is already there.
  @inline(__always)
  mutating func setObjective(_ level: Int32, _ symbol: Int32, _ value: Double) {
    let l = Int(level)
    let s = Int(symbol)
    journal.objective.append(.init(level: level, symbol: symbol, value: objective[l][s]))
    let v = isNearZero(value) ? 0 : value
    objective[l][s] = v
    // Any write, even to zero, can flip the lexicographic sign (a zeroed higher level
    // uncovers a negative lower one), so the symbol must be reconsidered.
    if !inCandidates[s] { pushCandidate(symbol) }
  }

  /// Adds to an objective level's constant, recording the previous value.
  @inline(__always)
  mutating func addObjectiveConstant(_ level: Int32, _ delta: Double) {
    let l = Int(level)
    journal.objective.append(.init(level: level, symbol: -1, value: objectiveConstant[l]))
    objectiveConstant[l] += delta
  }

  /// Puts the solver back exactly as it was when the running operation began.
  ///
  /// - Complexity: O(symbols + cells) — the derived indices are rebuilt.
  mutating func rollbackOperation() {
    for saved in journal.rows {
      let s = Int(saved.slot)
      rows[s].cells.clearKeepingCapacity()
      rows[s].cells.append(contentsOf: journal.cells[saved.start..<saved.start + saved.count])
      rows[s].constant = saved.constant
      rowBasic[s] = saved.basic
    }
    // After the whole rows: a constant saved before its row's first full save is older.
    for k in (0..<journal.constantCount).reversed() {
      let saved = journal.constants[k]
      rows[Int(saved.slot)].constant = saved.value
    }
    let slots = journal.slotCount
    if rows.count > slots {
      rows.removeSubrange(slots...)
      rowBasic.removeSubrange(slots...)
      slotSaved.removeSubrange(slots...)
    }
    for saved in journal.objective.reversed() {
      let l = Int(saved.level)
      if l >= journal.levelCount { continue }
      if saved.symbol < 0 {
        objectiveConstant[l] = saved.value
      } else if Int(saved.symbol) < journal.symbolCount {
        objective[l][Int(saved.symbol)] = saved.value
      }
    }
    let levels = journal.levelCount
    if levelPriority.count > levels {
      levelPriority.removeSubrange(levels...)
      objective.removeSubrange(levels...)
      objectiveConstant.removeSubrange(levels...)
      sortLevels()
    }
    let symbols = journal.symbolCount
    if symbolCount > symbols {
      for s in symbols..<symbolCount {
        if let variable = variableOf[s] { symbolOfVariable.remove(variable.id) }
      }
      while let last = externals.last, Int(last) >= symbols { externals.removeLast() }
      kind.removeSubrange(symbols...)
      rowOf.removeSubrange(symbols...)
      owner.removeSubrange(symbols...)
      variableOf.removeSubrange(symbols...)
      values.removeSubrange(symbols...)
      marks.removeSubrange(symbols...)
      accumulator.removeSubrange(symbols...)
      accumulatorUsed.removeSubrange(symbols...)
      inCandidates.removeSubrange(symbols...)
      for level in objective.indices { objective[level].removeSubrange(symbols...) }
    }
    rebuildIndices()
    infeasible.clearKeepingCapacity()
    artificialActive = false
    artificial.cells.clearKeepingCapacity()
    commitOperation()
  }

  /// Rebuilds the basic map, column index, free slots and entering candidates from the rows.
  ///
  /// - Complexity: O(symbols + cells + slots).
  mutating func rebuildIndices() {
    evaluation.invalidate()
    for s in 0..<symbolCount { rowOf[s] = -1 }
    cols.clear(symbols: symbolCount)
    freeSlots.clearKeepingCapacity()
    for slot in rows.indices.reversed() {
      let basic = rowBasic[slot]
      if basic < 0 {
        freeSlots.append(Int32(slot))
        continue
      }
      rowOf[Int(basic)] = Int32(slot)
      for cell in rows[slot].cells { cols.insert(cell.symbol, Int32(slot)) }
    }
    candidates.clearKeepingCapacity()
    for s in 0..<symbolCount {
      inCandidates[s] = false
      for level in objective.indices where objective[level][s] != 0 {
        pushCandidate(Int32(s))
        break
      }
    }
  }
}
