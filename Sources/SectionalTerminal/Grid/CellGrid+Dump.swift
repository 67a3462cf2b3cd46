extension CellGrid {
  /// The grid's characters as text, one line per row with trailing spaces removed.
  ///
  /// Wide characters appear once (their continuation cells add nothing), so a line reads as
  /// a terminal shows it. Colours and attributes are left out; tests compare them cell by
  /// cell. Rows are separated by `\n`, with no newline after the last.
  ///
  /// - Complexity: O(columns × rows).
  public func dump() -> String {
    (0..<rows).map { line(at: $0) }.joined(separator: "\n")
  }

  /// The characters of row `row`, with trailing spaces removed.
  ///
  /// - Complexity: O(columns).
  public func line(at row: Int) -> String {
    var text = ""
    for column in 0..<columns {
      let cell = self[column, row]
      if !cell.isContinuation { text.append(cell.character) }
    }
    while text.last == " " { text.removeLast() }
    return text
  }
}
