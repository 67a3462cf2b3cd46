/// Reading values and detecting ambiguity (reference sections 2.5 and 5.7).
extension Engine {
  /// Computes every external symbol's value: 0 when parametric, else its row's value with
  /// referenced definitions resolved first (memoized, iterative, so long chains cannot
  /// overflow the stack).
  ///
  /// - Complexity: O(cells of external rows).
  mutating func updateVariables() {
    let done = newMarkEpoch()
    for s in 0..<symbolCount where kind[s] == .external {
      if marks[s] == done { continue }
      if rowOf[s] < 0 {
        values[s] = 0
        marks[s] = done
        continue
      }
      stackSymbols.removeAll(keepingCapacity: true)
      stackSymbols.append(Int32(s))
      while let top = stackSymbols.last {
        let t = Int(top)
        if marks[t] == done {
          stackSymbols.removeLast()
          continue
        }
        let row = rows[Int(rowOf[t])]
        var ready = true
        for cell in row.cells where isBasicExternal(cell.symbol) {
          if marks[Int(cell.symbol)] != done {
            ready = false
            stackSymbols.append(cell.symbol)
          }
        }
        if !ready { continue }
        var value = row.constant
        for cell in row.cells where kind[Int(cell.symbol)] == .external {
          value += cell.coefficient * values[Int(cell.symbol)]
        }
        values[t] = value
        marks[t] = done
        stackSymbols.removeLast()
      }
    }
    for s in 0..<symbolCount where kind[s] == .external && rowOf[s] < 0 { values[s] = 0 }
  }

  /// The value of `variable` at the last `updateVariables`, 0 when unknown.
  func value(of variable: Variable) -> Double {
    guard let s = symbolOfVariable.value(for: variable.id) else { return 0 }
    return values[Int(s)]
  }

  /// Whether `variable` could take another value at the same optimum.
  ///
  /// True when its symbol is parametric (its value is 0 only by convention), or when its
  /// expanded row contains a non-dummy parametric symbol whose objective vector is zero on
  /// every level: that symbol could enter the basis without changing the objective.
  ///
  /// - Complexity: that of one row expansion.
  mutating func isAmbiguous(_ variable: Variable) -> Bool {
    guard let s = symbolOfVariable.value(for: variable.id) else { return true }
    let slot = rowOf[Int(s)]
    if slot < 0 { return true }
    let row = expanded(rows[Int(slot)])
    for cell in row.cells where kind[Int(cell.symbol)] != .dummy {
      if hasZeroCost(cell.symbol) { return true }
    }
    return false
  }
}
