/// A deterministic text form of the engine state, for tests and debugging.
extension Engine {
  /// The name of a symbol: `x3[name]` for external, `s`, `e`, `d` plus the index otherwise.
  func symbolName(_ s: Int32) -> String {
    switch kind[Int(s)] {
    case .external: "x\(s)[\(variableOf[Int(s)].map(\.description) ?? "")]"
    case .slack: "s\(s)"
    case .error: "e\(s)"
    case .dummy: "d\(s)"
    }
  }

  /// Formats `constant + Σ coefficient·symbol` in cell order.
  func format(constant: Double, cells: [Cell]) -> String {
    var text = "\(constant)"
    for cell in cells { text += " + \(cell.coefficient)*\(symbolName(cell.symbol))" }
    return text
  }

  /// Objective (levels from high to low), rows (by basic index), infeasible stack, edits.
  ///
  /// - Complexity: O(levels · symbols + cells · log).
  func dump() -> String {
    var text = "objective:\n"
    for level in levelOrder {
      let l = Int(level)
      var cells: [Cell] = []
      for s in 0..<symbolCount where objective[l][s] != 0 {
        cells.append(Cell(symbol: Int32(s), coefficient: objective[l][s]))
      }
      text += "  @\(levelPriority[l]): \(format(constant: objectiveConstant[l], cells: cells))\n"
    }
    text += "rows:\n"
    let basics = rowBasic.filter { $0 >= 0 }.sorted()
    for basic in basics {
      let row = rows[Int(rowOf[Int(basic)])]
      text += "  \(symbolName(basic)) = \(format(constant: row.constant, cells: row.cells))\n"
    }
    text += "infeasible: \(infeasible.map(symbolName).joined(separator: ", "))\n"
    text += "edits:\n"
    for edit in edits {
      let constant = constant(of: edit.constraint) ?? 0
      text += "  \(edit.variable) @\(edit.constraint.strength): \(-constant)\n"
    }
    return text
  }
}
