#if SECTIONAL_INTERNAL_CHECKS
  /// Invariant checks compiled in with `-DSECTIONAL_INTERNAL_CHECKS` (`make test`).
  extension Engine {
    /// Verifies the tableau invariants and stops with a message naming the first violation.
    ///
    /// Checked: rows sorted and free of near-zero cells; the basic map, column index and free
    /// slots agree with the rows; a basic symbol appears in no row except as a reference to
    /// an external definition from another external row; restricted rows and the objective
    /// contain no external symbol and no basic symbol; restricted rows are feasible (constant
    /// not below −1e-6 after an operation); references between definitions are acyclic;
    /// `externals` lists exactly the external symbols, in creation order; a valid evaluation
    /// order matches the rows (`checkEvaluationOrder`).
    ///
    /// A wide system (`CoefficientSpread`) is not checked: rounding breaks these invariants
    /// there by its nature (a pivot on a 1e12 element leaves cells below the erase threshold,
    /// erased cells leave external symbols where none belong). What is checked there is the
    /// result: every change against each required constraint (Documentation/Solver.md §
    /// Checked changes).
    ///
    /// - Complexity: O(symbols · levels + cells · column length).
    func checkInvariants() {
      if spread.isWide { return }
      var live = 0
      var listedFree = [Bool](repeating: false, count: rows.count)
      for slot in freeSlots { listedFree[Int(slot)] = true }
      for slot in rows.indices {
        let basic = rowBasic[slot]
        if basic < 0 {
          precondition(listedFree[slot], "free slot \(slot) not listed")
          continue
        }
        live += 1
        precondition(rowOf[Int(basic)] == Int32(slot), "rowOf of \(basic) disagrees")
        let row = rows[slot]
        let restricted = kind[Int(basic)] != .external
        var previous: Int32 = -1
        for cell in row.cells {
          precondition(cell.symbol > previous, "row of \(basic) not sorted")
          previous = cell.symbol
          precondition(!isNearZero(cell.coefficient), "near-zero cell in row of \(basic)")
          precondition(cell.symbol != basic, "row of \(basic) contains itself")
          precondition(
            cols.contains(cell.symbol, Int32(slot)), "column of \(cell.symbol) misses row")
          if restricted {
            precondition(
              kind[Int(cell.symbol)] != .external, "restricted row \(basic) has an external")
            precondition(rowOf[Int(cell.symbol)] < 0, "restricted row \(basic) has a basic")
          } else if rowOf[Int(cell.symbol)] >= 0 {
            precondition(
              kind[Int(cell.symbol)] == .external, "row of \(basic) refers to a basic restricted")
          }
        }
        if restricted && infeasible.isEmpty {
          precondition(row.constant >= -1e-6, "restricted row \(basic) is infeasible\n\(dump())")
        }
      }
      precondition(live + freeSlots.count == rows.count, "slot count mismatch")
      precondition(
        externals == (0..<symbolCount).filter { kind[$0] == .external }.map { Int32($0) },
        "the external symbol list disagrees with the symbol kinds")
      checkEvaluationOrder()
      for s in 0..<symbolCount {
        var entry = cols.head[s]
        while entry >= 0 {
          let slot = cols.slot[Int(entry)]
          precondition(rows[Int(slot)].index(of: Int32(s)) != nil, "stale column entry \(s)")
          entry = cols.next[Int(entry)]
        }
        for level in objective.indices where objective[level][s] != 0 {
          precondition(rowOf[s] < 0, "basic symbol \(s) in the objective")
          precondition(kind[s] != .external, "external symbol \(s) in the objective")
        }
        if kind[s] != .dummy && rowOf[s] < 0 {
          precondition(!hasNegativeCost(Int32(s)), "not optimal: symbol \(s)\n\(dump())")
        }
        if kind[s] != .dummy && hasNegativeCost(Int32(s)) {
          precondition(
            inCandidates[s], "symbol \(s) with negative cost is not a candidate\n\(dump())")
        }
      }
      // Acyclic references: colour-marking DFS over definitions.
      var state = [UInt8](repeating: 0, count: symbolCount)
      for start in 0..<symbolCount where isBasicExternal(Int32(start)) && state[start] == 0 {
        var stack: [(Int32, Int)] = [(Int32(start), 0)]
        state[start] = 1
        while let (symbol, position) = stack.last {
          let cells = rows[Int(rowOf[Int(symbol)])].cells
          var next = position
          var child: Int32 = -1
          while next < cells.count {
            let candidate = cells[next].symbol
            next += 1
            if isBasicExternal(candidate) {
              precondition(state[Int(candidate)] != 1, "cyclic definitions through \(candidate)")
              if state[Int(candidate)] == 0 {
                child = candidate
                break
              }
            }
          }
          stack[stack.count - 1].1 = next
          if child >= 0 {
            state[Int(child)] = 1
            stack.append((child, 0))
          } else {
            state[Int(symbol)] = 2
            stack.removeLast()
          }
        }
      }
    }
  }
#endif
