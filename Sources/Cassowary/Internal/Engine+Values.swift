/// Reading values and detecting ambiguity (Documentation/Solver.md § Edit variables,
/// Documentation/AutoLayout.md § Ambiguity).
extension Engine {
  /// Computes every external symbol's value: 0 when parametric, else its row's value with
  /// referenced definitions resolved first.
  ///
  /// Evaluates the cached `EvaluationOrder`. The first update after a change to the
  /// tableau's structure resolves the rows directly instead; the second in a row builds the
  /// order. After suggestions and constant changes alone it is still valid, and an update
  /// costs a multiply-add per reference.
  ///
  /// - Complexity: O(external symbols + references) with a valid order; O(external symbols +
  ///   cells of external rows) when the rows are resolved or the order is built.
  mutating func updateVariables() {
    switch evaluation.state {
    case .stale:
      let starts = externals
      starts.withUnsafeBufferPointer { starts in
        resolveValues(count: starts.count, starts: starts.baseAddress)
      }
      evaluation.noteResolved()
      return
    case .resolved:
      buildEvaluationOrder()
    case .valid:
      break
    }
    rows.withUnsafeBufferPointer { rows in
      values.withUnsafeMutableBufferPointer { values in
        evaluation.evaluate(rows: rows, values: values)
      }
    }
    #if SECTIONAL_INTERNAL_CHECKS
      checkEvaluatedValues()
    #endif
  }

  /// Builds the evaluation order of every external symbol (`EvaluationOrder`): a depth-first
  /// walk through the references of external rows from each external symbol in creation
  /// order, a symbol's step appended once every symbol its row refers to has one (iterative,
  /// so long chains cannot overflow the stack).
  ///
  /// Runs on unsafe buffers: it runs for the second update after every structural change.
  ///
  /// - Complexity: O(external symbols + cells of external rows).
  mutating func buildEvaluationOrder() {
    let done = newMarkEpoch()
    let externals = externals
    var stack = stackSymbols
    stackSymbols = []
    stack.clearKeepingCapacity()
    var steps = evaluation.steps
    var references = evaluation.references
    evaluation = EvaluationOrder()
    steps.clearKeepingCapacity()
    references.clearKeepingCapacity()
    rows.withUnsafeBufferPointer { rows in
      kind.withUnsafeBufferPointer { kind in
        rowOf.withUnsafeBufferPointer { rowOf in
          marks.withUnsafeMutableBufferPointer { marks in
            for start in externals {
              let s = Int(start)
              guard marks[s] != done else { continue }
              if rowOf[s] < 0 {
                steps.append(.init(symbol: start, slot: -1, end: Int32(references.count)))
                marks[s] = done
                continue
              }
              stack.append(start)
              while let top = stack.last {
                let t = Int(top)
                if marks[t] == done {
                  stack.removeLast()
                  continue
                }
                let r = rowOf[t]
                let first = references.count
                var ready = true
                for cell in rows[Int(r)].cells {
                  let c = Int(cell.symbol)
                  guard kind[c] == .external && rowOf[c] >= 0 else { continue }
                  references.append(cell)
                  if marks[c] != done {
                    ready = false
                    stack.append(cell.symbol)
                  }
                }
                if ready {
                  steps.append(.init(symbol: top, slot: r, end: Int32(references.count)))
                  marks[t] = done
                  stack.removeLast()
                } else {
                  references.removeSubrange(first...)
                }
              }
            }
          }
        }
      }
    }
    stackSymbols = stack
    evaluation.steps = steps
    evaluation.references = references
    evaluation.validate()
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
  mutating func resolveValues(count: Int, starts: UnsafePointer<Int32>?) {
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

#if SECTIONAL_INTERNAL_CHECKS
  extension Engine {
    /// Stops unless the values just evaluated from the cached order equal, bit for bit, the
    /// ones a full resolution of every external row computes.
    mutating func checkEvaluatedValues() {
      let cached = externals.map { values[Int($0)] }
      let starts = externals
      starts.withUnsafeBufferPointer { starts in
        resolveValues(count: starts.count, starts: starts.baseAddress)
      }
      for (i, s) in externals.enumerated() {
        precondition(
          values[Int(s)].bitPattern == cached[i].bitPattern,
          "evaluation order gave \(cached[i]) for symbol \(s), a full resolution \(values[Int(s)])")
      }
    }

    /// Stops unless a valid evaluation order describes the current tableau: every external
    /// symbol has one step, with its row's slot (or -1 when parametric), its references are
    /// exactly the basic external cells of that row in cell order, and each reference's step
    /// comes earlier.
    func checkEvaluationOrder() {
      guard evaluation.isValid else { return }
      precondition(
        evaluation.steps.count == externals.count, "evaluation order misses external symbols")
      var position = [Int](repeating: -1, count: symbolCount)
      var k = 0
      for (i, step) in evaluation.steps.enumerated() {
        let s = Int(step.symbol)
        precondition(kind[s] == .external && position[s] < 0, "evaluation step \(i) is stale")
        precondition(step.slot == rowOf[s], "evaluation step of \(s) has a stale slot")
        var expected: [Cell] = []
        if step.slot >= 0 {
          for cell in rows[Int(step.slot)].cells where isBasicExternal(cell.symbol) {
            expected.append(cell)
          }
        }
        let end = Int(step.end)
        precondition(end - k == expected.count, "evaluation step of \(s) has stale references")
        for (j, cell) in expected.enumerated() {
          let reference = evaluation.references[k + j]
          precondition(
            reference.symbol == cell.symbol
              && reference.coefficient.bitPattern == cell.coefficient.bitPattern,
            "evaluation step of \(s) has a stale reference to \(cell.symbol)")
          precondition(position[Int(cell.symbol)] >= 0, "evaluation of \(s) precedes a reference")
        }
        k = end
        position[s] = i
      }
      precondition(k == evaluation.references.count, "evaluation order has extra references")
    }
  }
#endif
