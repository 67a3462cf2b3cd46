/// Expanding definition rows: references to basic external symbols resolved transitively
/// (the lazy definition rows described on `Engine`).
extension Engine {
  /// Returns `row` with every reference to a basic external symbol replaced, transitively,
  /// by that symbol's row: the row in parametric symbols only, as kiwi would hold it.
  ///
  /// References are resolved once each, in topological order (a symbol before the symbols
  /// its row refers to), so shared definitions are not expanded twice.
  ///
  /// - Complexity: O(cells of the rows reachable through references + k log k) for k result
  ///   cells.
  mutating func expanded(_ row: Row) -> Row {
    var result = Row()
    expand(row, into: &result)
    return result
  }

  /// Writes the expansion of `row` (see `expanded`) into `result`, reusing its buffer.
  ///
  /// - Complexity: that of `expanded`.
  mutating func expand(_ row: Row, into result: inout Row) {
    // Depth-first post-order over references.
    let epoch = newMarkEpoch()
    topological.clearKeepingCapacity()
    for root in row.cells where isBasicExternal(root.symbol) {
      if marks[Int(root.symbol)] == epoch { continue }
      marks[Int(root.symbol)] = epoch
      stackSymbols.append(root.symbol)
      stackPositions.append(0)
      while let top = stackSymbols.last {
        let topSlot = Int(rowOf[Int(top)])
        let cellCount = rows[topSlot].cells.count
        var position = Int(stackPositions[stackPositions.count - 1])
        var child: Int32 = -1
        while position < cellCount {
          let candidate = rows[topSlot].cells[position].symbol
          position += 1
          if isBasicExternal(candidate) && marks[Int(candidate)] != epoch {
            child = candidate
            break
          }
        }
        stackPositions[stackPositions.count - 1] = Int32(position)
        if child >= 0 {
          marks[Int(child)] = epoch
          stackSymbols.append(child)
          stackPositions.append(0)
        } else {
          stackSymbols.removeLast()
          stackPositions.removeLast()
          topological.append(top)
        }
      }
    }
    // Accumulate, resolving references from the top of the order down, on unsafe buffers
    // (no uniqueness check or retain per cell: this runs for most adds of workload B).
    var constant = row.constant
    var list = accumulated
    accumulated = []
    list.clearKeepingCapacity()
    let order = topological
    rows.withUnsafeBufferPointer { rows in
      rowOf.withUnsafeBufferPointer { rowOf in
        accumulator.withUnsafeMutableBufferPointer { sums in
          accumulatorUsed.withUnsafeMutableBufferPointer { used in
            for cell in row.cells {
              let i = Int(cell.symbol)
              if !used[i] {
                used[i] = true
                list.append(cell.symbol)
              }
              sums[i] += cell.coefficient
            }
            for reference in order.reversed() {
              let r = Int(reference)
              let k = sums[r]
              if k == 0 { continue }
              sums[r] = 0
              let slot = Int(rowOf[r])
              rows[slot].cells.withUnsafeBufferPointer { cells in
                for cell in cells {
                  let i = Int(cell.symbol)
                  if !used[i] {
                    used[i] = true
                    list.append(cell.symbol)
                  }
                  sums[i] += k * cell.coefficient
                }
              }
              constant += k * rows[slot].constant
            }
          }
        }
      }
    }
    sortSmall(&list)
    result.cells.clearKeepingCapacity()
    result.constant = constant
    kind.withUnsafeBufferPointer { kind in
      rowOf.withUnsafeBufferPointer { rowOf in
        accumulator.withUnsafeMutableBufferPointer { sums in
          accumulatorUsed.withUnsafeMutableBufferPointer { used in
            for s in list {
              let i = Int(s)
              let c = sums[i]
              sums[i] = 0
              used[i] = false
              let basicExternal = kind[i] == .external && rowOf[i] >= 0
              if !isNearZero(c) && !basicExternal {
                result.cells.append(Cell(symbol: s, coefficient: c))
              }
            }
          }
        }
      }
    }
    accumulated = list
  }

  /// Whether `symbol` is an external symbol with a row.
  @inline(__always)
  func isBasicExternal(_ symbol: Int32) -> Bool {
    kind[Int(symbol)] == .external && rowOf[Int(symbol)] >= 0
  }

  /// Replaces the row in `slot` (an external symbol's row) by its expansion.
  ///
  /// - Complexity: that of `expanded` plus O(cells · column length).
  mutating func expandInPlace(_ slot: Int32) {
    let current = rows[Int(slot)]
    var hasReference = false
    for cell in current.cells where isBasicExternal(cell.symbol) {
      hasReference = true
      break
    }
    if !hasReference { return }
    let full = expanded(current)
    save(slot)
    for cell in current.cells { removeFromColumn(cell.symbol, slot) }
    rows[Int(slot)] = full
    for cell in full.cells { cols.insert(cell.symbol, slot) }
  }

  /// Sorts a short symbol list in place: insertion sort up to 32 elements (the rows of one
  /// view's constraints), the standard library's sort beyond.
  ///
  /// - Complexity: O(n²) for n ≤ 32, O(n log n) otherwise.
  func sortSmall(_ list: inout [Int32]) {
    if list.count > 32 {
      list.sort()
      return
    }
    list.withUnsafeMutableBufferPointer { items in
      var i = 1
      while i < items.count {
        let value = items[i]
        var j = i
        while j > 0 && items[j - 1] > value {
          items[j] = items[j - 1]
          j -= 1
        }
        items[j] = value
        i += 1
      }
    }
  }
}
