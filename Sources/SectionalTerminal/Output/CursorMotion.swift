/// The shortest escape sequence that moves the cursor, used by the writer and by the
/// minimal-diff reference alike.
enum CursorMotion {
  /// The shortest sequence moving the cursor from `from` (nil when unknown) to
  /// `(column, row)`, both zero-based; empty when the cursor is already there.
  ///
  /// Candidates: CUP `ESC [ r ; c H` (with `ESC [ H` and `ESC [ r H` for column 1), and,
  /// on the same row, CUF `ESC [ n C` forward or CUB `ESC [ n D` back (`n` omitted for 1).
  static func sequence(from: (column: Int, row: Int)?, to column: Int, row: Int) -> String {
    if let from, from.column == column, from.row == row { return "" }
    var best = absolute(column: column, row: row)
    if let from, from.row == row {
      let distance = column - from.column
      let relative =
        "\u{1B}[" + (abs(distance) == 1 ? "" : "\(abs(distance))")
        + (distance > 0 ? "C" : "D")
      if relative.utf8.count < best.utf8.count { best = relative }
    }
    return best
  }

  /// CUP to `(column, row)`, zero-based, with the defaults left out.
  static func absolute(column: Int, row: Int) -> String {
    switch (column, row) {
    case (0, 0): "\u{1B}[H"
    case (0, _): "\u{1B}[\(row + 1)H"
    default: "\u{1B}[\(row + 1);\(column + 1)H"
    }
  }
}
