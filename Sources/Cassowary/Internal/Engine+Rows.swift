/// Row storage, the column index, substitution and pivoting.
extension Engine {
  /// Removes `slot` from the column of `symbol`.
  ///
  /// - Complexity: O(column length).
  @inline(__always)
  mutating func removeFromColumn(_ symbol: Int32, _ slot: Int32) {
    cols.remove(symbol, slot)
  }

  /// The smallest capacity a row buffer is given when it must grow for a new row.
  var minimumRowCapacity: Int { 16 }

  /// Returns an empty slot for a new row: a free one (its buffer keeps its capacity) or a
  /// new one.
  mutating func allocateSlot() -> Int32 {
    if let free = freeSlots.popLast() {
      save(free)
      rows[Int(free)].cells.clearKeepingCapacity()
      return free
    }
    let slot = Int32(rows.count)
    evaluation.invalidate()
    rows.append(Row())
    rowBasic.append(-1)
    slotSaved.append(journal.epoch)
    return slot
  }

  /// Stores a copy of `row` as the row of the parametric symbol `basic` and indexes its cells.
  ///
  /// - Complexity: O(cells).
  @discardableResult
  mutating func insertRow(_ row: Row, basic: Int32) -> Int32 {
    let slot = allocateSlot()
    let s = Int(slot)
    rows[s].cells.append(contentsOf: row.cells)
    rows[s].constant = row.constant
    rowBasic[s] = basic
    rowOf[Int(basic)] = slot
    for cell in row.cells { cols.insert(cell.symbol, slot) }
    return slot
  }

  /// Removes the row in `slot` from the tableau; its basic symbol becomes parametric and the
  /// slot's buffer is kept for reuse.
  ///
  /// - Complexity: O(cells · column length).
  mutating func dropRow(_ slot: Int32) {
    save(slot)
    let s = Int(slot)
    for cell in rows[s].cells { removeFromColumn(cell.symbol, slot) }
    rowOf[Int(rowBasic[s])] = -1
    rowBasic[s] = -1
    rows[s].cells.clearKeepingCapacity()
    rows[s].constant = 0
    freeSlots.append(slot)
  }

  /// Removes the row in `slot` from the tableau and returns it; its basic symbol becomes
  /// parametric.
  ///
  /// - Complexity: O(cells · column length).
  @discardableResult
  mutating func takeRow(_ slot: Int32) -> Row {
    save(slot)
    let s = Int(slot)
    let row = rows[s]
    for cell in row.cells { removeFromColumn(cell.symbol, slot) }
    rowOf[Int(rowBasic[s])] = -1
    rowBasic[s] = -1
    rows[s] = Row()
    freeSlots.append(slot)
    return row
  }

  /// Replaces the row in `slot` by `row − a·symbol + a·source` where `a` is the row's
  /// coefficient of `symbol`, keeping the column index exact except for `symbol`'s own column,
  /// which the caller maintains.
  ///
  /// A linear merge of two sorted rows into the scratch buffer (cheaper than kiwi's
  /// cell-by-cell insert into a sorted map).
  ///
  /// - Complexity: O(cells of both rows + changed columns).
  mutating func substitute(_ symbol: Int32, in slot: Int32, by source: Row) {
    save(slot)
    let s = Int(slot)
    var out: [Cell] = []
    swap(&out, &scratch)
    out.clearKeepingCapacity()
    let old = rows[s].cells
    let a = rows[s].coefficient(of: symbol)
    let src = source.cells
    // One growth to the merge's bound, instead of repeated doublings inside the merge.
    if out.capacity < old.count + src.count {
      out.reserveCapacity(max(old.count + src.count, minimumRowCapacity))
    }
    var i = 0
    var j = 0
    while i < old.count || j < src.count {
      let si = i < old.count ? old[i].symbol : Int32.max
      let sj = j < src.count ? src[j].symbol : Int32.max
      if si < sj {
        if si != symbol { out.append(old[i]) }
        i += 1
      } else if sj < si {
        let c = a * src[j].coefficient
        if !isNearZero(c) {
          out.append(Cell(symbol: sj, coefficient: c))
          cols.insert(sj, slot)
        }
        j += 1
      } else {
        let c = old[i].coefficient + a * src[j].coefficient
        if isNearZero(c) {
          removeFromColumn(si, slot)
        } else {
          noteRemainder(c, of: old[i].coefficient)
          out.append(Cell(symbol: si, coefficient: c))
        }
        i += 1
        j += 1
      }
    }
    rows[s].constant += a * source.constant
    swap(&rows[s].cells, &out)
    scratch = consume out
  }

  /// Replaces `symbol` by `source` in a detached row (the phase-1 objective).
  ///
  /// - Complexity: O(cells of both rows).
  func substituted(_ row: Row, _ symbol: Int32, by source: Row) -> Row {
    guard let k = row.index(of: symbol) else { return row }
    let a = row.cells[k].coefficient
    var result = Row(cells: [], constant: row.constant + a * source.constant)
    result.cells.reserveCapacity(row.cells.count + source.cells.count)
    var i = 0
    var j = 0
    let old = row.cells
    let src = source.cells
    while i < old.count || j < src.count {
      let si = i < old.count ? old[i].symbol : Int32.max
      let sj = j < src.count ? src[j].symbol : Int32.max
      if si < sj {
        if si != symbol { result.cells.append(old[i]) }
        i += 1
      } else if sj < si {
        let c = a * src[j].coefficient
        if !isNearZero(c) { result.cells.append(Cell(symbol: sj, coefficient: c)) }
        j += 1
      } else {
        let c = old[i].coefficient + a * src[j].coefficient
        if !isNearZero(c) { result.cells.append(Cell(symbol: si, coefficient: c)) }
        i += 1
        j += 1
      }
    }
    return result
  }

  /// Substitutes the basic symbol `symbol`'s row into every row that contains it, into the
  /// objective, and into the phase-1 objective when active (kiwi's `substitute`).
  ///
  /// Rows of external symbols keep an external `symbol` as a reference instead. Restricted
  /// rows that become negative are pushed onto `infeasible` in ascending basic order, the
  /// order in which kiwi's full row scan pushes them.
  ///
  /// - Complexity: O(Σ cells of the rows containing `symbol` + levels · cells of its row).
  mutating func substituteEverywhere(_ symbol: Int32) {
    let source = rows[Int(rowOf[Int(symbol)])]
    let external = kind[Int(symbol)] == .external
    var entry = cols.head[Int(symbol)]
    cols.head[Int(symbol)] = -1
    pending.clearKeepingCapacity()
    while entry >= 0 {
      let slot = cols.slot[Int(entry)]
      let following = cols.next[Int(entry)]
      let basic = rowBasic[Int(slot)]
      if external && kind[Int(basic)] == .external {
        cols.next[Int(entry)] = cols.head[Int(symbol)]
        cols.head[Int(symbol)] = entry
        entry = following
        continue
      }
      cols.release(entry)
      entry = following
      substitute(symbol, in: slot, by: source)
      if kind[Int(basic)] != .external && rows[Int(slot)].constant < 0 {
        pending.append(basic)
      }
    }
    if pending.count == 1 {
      infeasible.append(pending[0])
    } else if pending.count > 1 {
      pending.sort()
      infeasible.append(contentsOf: pending)
    }
    for level in objective.indices {
      let w = objective[level][Int(symbol)]
      if w == 0 { continue }
      let l = Int32(level)
      setObjective(l, symbol, 0)
      for cell in source.cells {
        let old = objective[level][Int(cell.symbol)]
        let value = old + w * cell.coefficient
        noteRemainder(value, of: old)
        setObjective(l, cell.symbol, value)
      }
      addObjectiveConstant(l, w * source.constant)
    }
    if artificialActive {
      artificial = substituted(artificial, symbol, by: source)
    }
  }

  /// Solves the row in `slot` for `entering` instead of its basic symbol (kiwi's
  /// `solveFor(lhs, rhs)`), then substitutes `entering` everywhere.
  ///
  /// The row `leaving = c + a·entering + Σ` becomes
  /// `entering = (leaving − c − Σ) / a`.
  ///
  /// - Complexity: that of `substituteEverywhere` plus O(cells).
  mutating func pivot(entering: Int32, slot: Int32) {
    save(slot)
    let s = Int(slot)
    let leaving = rowBasic[s]
    let a = rows[s].coefficient(of: entering)
    let factor = -1 / a
    var cells = rows[s].cells
    rows[s].cells = []
    var result: [Cell] = []
    swap(&result, &scratch)
    result.clearKeepingCapacity()
    var placed = false
    for cell in cells {
      if !placed && cell.symbol > leaving {
        result.append(Cell(symbol: leaving, coefficient: -factor))
        placed = true
      }
      if cell.symbol == entering { continue }
      let c = cell.coefficient * factor
      // Scaling by a factor below 1 can take a cell under the threshold: erase it, as
      // every merge does, so that no row holds a near-zero cell.
      if isNearZero(c) {
        removeFromColumn(cell.symbol, slot)
        continue
      }
      result.append(Cell(symbol: cell.symbol, coefficient: c))
    }
    if !placed { result.append(Cell(symbol: leaving, coefficient: -factor)) }
    // Moved, not copied: a live local copy would make the scratch buffer shared, and the
    // next merge would copy it on write.
    rows[s].cells = consume result
    rows[s].constant *= factor
    cells.clearKeepingCapacity()
    scratch = consume cells
    removeFromColumn(entering, slot)
    cols.insert(leaving, slot)
    rowBasic[s] = entering
    rowOf[Int(entering)] = slot
    rowOf[Int(leaving)] = -1
    substituteEverywhere(entering)
  }
}
