/// Reading values and detecting ambiguity (reference sections 2.5 and 5.7).
extension Engine {
  /// Computes every external symbol's value: 0 when parametric, else its row's value with
  /// referenced definitions resolved first (memoized, iterative, so long chains cannot
  /// overflow the stack).
  ///
  /// Runs on unsafe buffers: it is on the per-frame path (reference workload C) and must not
  /// retain a row per variable.
  ///
  /// - Complexity: O(symbols + cells of external rows).
  mutating func updateVariables() {
    let done = newMarkEpoch()
    let count = symbolCount
    var stack = stackSymbols
    stackSymbols = []
    stack.clearKeepingCapacity()
    rows.withUnsafeBufferPointer { rows in
      kind.withUnsafeBufferPointer { kind in
        rowOf.withUnsafeBufferPointer { rowOf in
          values.withUnsafeMutableBufferPointer { values in
            marks.withUnsafeMutableBufferPointer { marks in
              for s in 0..<count where kind[s] == .external && marks[s] != done {
                if rowOf[s] < 0 {
                  values[s] = 0
                  marks[s] = done
                  continue
                }
                stack.append(Int32(s))
                while let top = stack.last {
                  let t = Int(top)
                  if marks[t] == done {
                    stack.removeLast()
                    continue
                  }
                  let r = Int(rowOf[t])
                  var value = rows[r].constant
                  var ready = true
                  for k in 0..<rows[r].cells.count {
                    let cell = rows[r].cells[k]
                    let c = Int(cell.symbol)
                    guard kind[c] == .external else { continue }
                    if rowOf[c] < 0 { continue }
                    if marks[c] == done {
                      value += cell.coefficient * values[c]
                    } else {
                      ready = false
                      stack.append(cell.symbol)
                    }
                  }
                  if ready {
                    values[t] = value
                    marks[t] = done
                    stack.removeLast()
                  }
                }
              }
            }
          }
        }
      }
    }
    stackSymbols = stack
  }

  /// The value of `variable` at the last `updateVariables`, 0 when unknown.
  func value(of variable: Variable) -> Double {
    guard let s = symbolOfVariable.value(for: variable.id) else { return 0 }
    return values[Int(s)]
  }
}
