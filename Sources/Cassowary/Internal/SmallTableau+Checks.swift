#if SECTIONAL_INTERNAL_CHECKS
  /// Invariant checks of the small tableau, compiled in with `-DSECTIONAL_INTERNAL_CHECKS`.
  extension SmallTableau {
    /// Verifies the small tableau's invariants and stops with a message naming the first
    /// violation.
    ///
    /// Checked: the basic map agrees with the rows; rows are fully substituted (no basic
    /// symbol in any row or in the objective); restricted rows and the objective have no
    /// external symbol; restricted rows are feasible; no parametric non-dummy symbol has a
    /// negative reduced cost, and every symbol with one is a candidate; everything past the
    /// symbols in use, the rows and levels not in use, and the scratch rows, are zero.
    ///
    /// - Complexity: O((rows + levels) · stride).
    func checkInvariants() {
      let stride = SmallStore.stride
      for s in 0..<symbolCount {
        let r = Int(store.rowOf[s])
        if r >= 0 { precondition(r < rowCount && Int(store.basic[r]) == s, "rowOf of \(s)") }
      }
      for r in 0..<rowCount {
        let basic = Int(store.basic[r])
        precondition(Int(store.rowOf[basic]) == r, "basic of row \(r)")
        let row = store.row(r)
        let restricted = store.kind[basic] != .external
        for j in 0..<stride {
          let c = row[j]
          if c == 0 { continue }
          precondition(j < symbolCount, "row of \(basic) has a cell past the symbols")
          precondition(store.rowOf[j] < 0, "row of \(basic) contains basic \(j)")
          if restricted {
            precondition(store.kind[j] != .external, "restricted row \(basic) has an external")
          }
        }
        if restricted && infeasible.isEmpty {
          precondition(store.constants[r] >= -1e-6, "restricted row \(basic) is infeasible")
        }
      }
      for l in 0..<levelCount {
        let vector = store.level(l)
        for j in 0..<stride where vector[j] != 0 {
          precondition(j < symbolCount, "objective cell past the symbols")
          precondition(store.rowOf[j] < 0, "basic symbol \(j) in the objective")
          precondition(store.kind[j] != .external, "external symbol \(j) in the objective")
        }
      }
      for s in 0..<symbolCount where store.kind[s] != .dummy && hasNegativeCost(Int32(s)) {
        precondition(store.rowOf[s] >= 0, "not optimal: symbol \(s)")
        precondition(candidates.contains(Int32(s)), "symbol \(s) is not a candidate")
      }
      for j in 0..<stride {
        precondition(store.building[j] == 0, "the building row is not clear")
        precondition(store.artificial[j] == 0, "the phase-1 row is not clear")
      }
      checkUnusedZero()
    }

    /// Verifies that the rows and objective levels not in use are zero, as every add
    /// assumes of the row or level it takes next.
    ///
    /// - Complexity: O((maximumRows + maximumLevels) · stride).
    func checkUnusedZero() {
      let stride = SmallStore.stride
      for r in rowCount..<SmallStore.maximumRows {
        let row = store.row(r)
        for j in 0..<stride { precondition(row[j] == 0, "unused row \(r) is not zero at \(j)") }
      }
      for l in levelCount..<SmallStore.maximumLevels {
        let vector = store.level(l)
        for j in 0..<stride {
          precondition(vector[j] == 0, "unused level \(l) is not zero at \(j)")
        }
      }
    }

    /// Verifies that `reset()` left an empty tableau over all-zero buffers, so a pooled
    /// engine starts exactly as a new one.
    ///
    /// - Complexity: O((maximumRows + maximumLevels) · stride).
    func checkCleared() {
      precondition(symbolCount == 0 && rowCount == 0 && levelCount == 0, "counts after reset")
      precondition(candidates.isEmpty && infeasible.isEmpty && pending.isEmpty, "stacks")
      precondition(!artificialActive && buildingConstant == 0 && artificialConstant == 0)
      precondition(constraints.isEmpty && constraintIndex.count == 0, "constraints")
      precondition(symbolOfVariable.count == 0, "variables after reset")
      checkUnusedZero()
      for j in 0..<SmallStore.stride {
        precondition(store.building[j] == 0, "the building row is not clear after reset")
        precondition(store.artificial[j] == 0, "the phase-1 row is not clear after reset")
      }
    }
  }
#endif
