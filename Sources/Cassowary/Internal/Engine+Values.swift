/// Reading values and detecting ambiguity (Documentation/Solver.md § Edit variables,
/// Documentation/AutoLayout.md § Ambiguity).
extension Engine {
  /// Computes every external symbol's value: 0 when parametric, else its row's value with
  /// referenced definitions resolved first (memoized, iterative, so long chains cannot
  /// overflow the stack).
  ///
  /// Runs on unsafe buffers: it is on the per-frame path (benchmark workload C) and must not
  /// retain a row per variable.
  ///
  /// - Complexity: O(external symbols + cells of external rows).
  mutating func updateVariables() {
    let starts = externals
    starts.withUnsafeBufferPointer { starts in
      resolveValues(count: starts.count, starts: starts.baseAddress)
    }
  }

  /// Computes the values of `variables` only.
  ///
  /// The basic variables their rows refer to are resolved too; every other value stays as it
  /// was. Variables the engine never saw are skipped.
  ///
  /// - Complexity: O(cells of the rows reached from the variables' rows).
  mutating func updateVariables(_ variables: [Variable]) {
    withUnsafeTemporaryAllocation(of: Int32.self, capacity: variables.count) { starts in
      var n = 0
      for variable in variables {
        guard let s = symbolOfVariable.value(for: variable.id) else { continue }
        starts[n] = s
        n += 1
      }
      resolveValues(count: n, starts: UnsafePointer(starts.baseAddress))
    }
  }

  /// Resolves the values of the first `count` symbols of `starts`, or of `0..<count`.
  ///
  /// `starts` nil means symbols `0..<count`; non-external symbols are skipped. A value is 0
  /// when parametric, else its row's value with referenced definitions resolved first
  /// (memoized in a new mark epoch, iterative, so long chains cannot overflow the stack).
  private mutating func resolveValues(count: Int, starts: UnsafePointer<Int32>?) {
    let done = newMarkEpoch()
    var stack = stackSymbols
    stackSymbols = []
    stack.clearKeepingCapacity()
    rows.withUnsafeBufferPointer { rows in
      kind.withUnsafeBufferPointer { kind in
        rowOf.withUnsafeBufferPointer { rowOf in
          values.withUnsafeMutableBufferPointer { values in
            marks.withUnsafeMutableBufferPointer { marks in
              for i in 0..<count {
                let s = starts.map { Int($0[i]) } ?? i
                guard kind[s] == .external && marks[s] != done else { continue }
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
