/// A move of whole screen lines that the terminal performs itself: a scroll region (DECSTBM)
/// from ``top`` to ``bottom`` scrolled by ``distance`` lines, up (SU) when positive, down
/// (SD) when negative (Documentation/TerminalRendering.md § Scroll regions).
///
/// Rows outside the region stay where they are, so a pinned header above it and a tab bar
/// or status line below it are never rewritten. The lines the scroll exposes (the last
/// `distance` rows of the region for an upward scroll, the first ones for a downward scroll)
/// are erased by the terminal in the background colour of the current rendition (background
/// colour erase), which is why the writer sets ``eraseBackground`` first.
struct LineScroll: Hashable, Sendable {
  /// The first row of the region, zero-based.
  var top: Int
  /// The last row of the region, zero-based and inclusive; greater than ``top``.
  var bottom: Int
  /// How many lines the region's content moves: up when positive, down when negative;
  /// never zero, and shorter than the region.
  var distance: Int
  /// The background the exposed lines are erased to.
  var eraseBackground: CellColor

  /// The rows the scroll exposes, which hold erased cells afterwards.
  var exposedRows: Range<Int> {
    distance > 0 ? (bottom - distance + 1)..<(bottom + 1) : top..<(top - distance)
  }

  /// The bytes that set the region, scroll it and reset the region to the whole screen.
  ///
  /// Both DECSTBM sequences leave the cursor at the top left corner of the screen.
  var escapeSequence: String {
    let count = abs(distance)
    return "\u{1B}[\(top + 1);\(bottom + 1)r"
      + "\u{1B}[" + (count == 1 ? "" : "\(count)") + (distance > 0 ? "S" : "T")
      + "\u{1B}[r"
  }

  /// What a terminal showing `grid` shows after the scroll.
  func applied(to grid: CellGrid) -> CellGrid {
    var result = grid
    let blank = Cell(background: eraseBackground)
    for row in top...bottom {
      let source = row + distance
      for column in 0..<grid.columns {
        result[column, row] = source >= top && source <= bottom ? grid[column, source] : blank
      }
    }
    return result
  }
}

extension LineScroll {
  /// The bytes an escape sequence costs beyond the cells, in the estimate: DECSTBM twice,
  /// SU or SD, and a background change.
  static let estimatedOverhead = 28
  /// The bytes one run of changed cells costs beyond its characters, in the estimate: about
  /// one cursor move.
  static let estimatedRunCost = 5

  /// The scroll that saves the writer the most bytes turning a screen showing `old` into
  /// `new`, or nil when no scroll is estimated to save any.
  ///
  /// The estimate compares cells by a key (character, visible colours, attributes; keys of
  /// different cells may rarely coincide) and costs a row as its changed cells plus
  /// ``estimatedRunCost`` per run of them. For every distance, both directions and every
  /// region it adds the rows the region moves into place and the exposed rows (against a
  /// blank of the background their first cell has) and subtracts ``estimatedOverhead``. The
  /// writer still compares the exact bytes with and without the scroll before it uses it.
  ///
  /// - Complexity: O(rows² × columns).
  static func best(from old: CellGrid, to new: CellGrid) -> LineScroll? {
    let rows = new.rows
    let columns = new.columns
    guard rows >= 2, columns > 0, old.rows == rows, old.columns == columns else { return nil }
    let oldKeys = keys(of: old)
    let newKeys = keys(of: new)
    func cost(_ row: Int, against reference: (Int) -> UInt64) -> Int {
      var total = 0
      var inRun = false
      let base = row * columns
      for column in 0..<columns {
        let differs = newKeys[base + column] != reference(column)
        if differs {
          total += inRun ? 1 : 1 + estimatedRunCost
        }
        inRun = differs
      }
      return total
    }
    let unchanged = (0..<rows).map { row in cost(row) { oldKeys[row * columns + $0] } }
    let total = unchanged.reduce(0, +)
    guard total > estimatedOverhead else { return nil }
    let exposedGain = (0..<rows).map { row -> Int in
      let blank = key(of: Cell(background: new[0, row].background))
      return unchanged[row] - cost(row) { _ in blank }
    }
    var best: (gain: Int, scroll: LineScroll)?
    for distance in 1..<rows {
      for direction in [1, -1] {
        // movedGain[r]: what row r saves when it shows old row r + shift.
        let shift = distance * direction
        var movedGain = [Int](repeating: 0, count: rows)
        for row in 0..<rows where row + shift >= 0 && row + shift < rows {
          movedGain[row] = unchanged[row] - cost(row) { oldKeys[(row + shift) * columns + $0] }
        }
        let moved = prefixSums(movedGain)
        let exposed = prefixSums(exposedGain)
        for top in 0..<(rows - distance) {
          for bottom in (top + distance)..<rows {
            let gain: Int
            if direction > 0 {
              gain =
                moved[bottom - distance + 1] - moved[top]
                + exposed[bottom + 1] - exposed[bottom - distance + 1]
            } else {
              gain =
                moved[bottom + 1] - moved[top + distance]
                + exposed[top + distance] - exposed[top]
            }
            let net = gain - estimatedOverhead
            if net > 0, net > best?.gain ?? 0 {
              let exposedRow = direction > 0 ? bottom : top
              best = (
                net,
                LineScroll(
                  top: top, bottom: bottom, distance: shift,
                  eraseBackground: new[0, exposedRow].background)
              )
            }
          }
        }
      }
    }
    return best?.scroll
  }

  /// `values`' prefix sums: element i is the sum of the first i values.
  private static func prefixSums(_ values: [Int]) -> [Int] {
    var sums = [0]
    sums.reserveCapacity(values.count + 1)
    for value in values { sums.append(sums[sums.count - 1] + value) }
    return sums
  }

  /// The estimate's key of every cell of `grid`, row-major.
  private static func keys(of grid: CellGrid) -> [UInt64] {
    grid.cells.map(key(of:))
  }

  /// A key that equal-looking cells share: the first scalar of the character, the
  /// background, the foreground when it shows, the attributes and the continuation flag.
  private static func key(of cell: Cell) -> UInt64 {
    let style = CellStyle(cell)
    func bits(_ color: CellColor) -> UInt64 {
      UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
    }
    let scalar = UInt64(cell.character.unicodeScalars.first?.value ?? 0)
    let foreground = style.foreground.map { bits($0) | 1 << 24 } ?? 0
    return (bits(style.background) << 39) ^ (foreground << 14) ^ scalar
      ^ (UInt64(cell.attributes.rawValue) << 61) ^ (cell.isContinuation ? 1 << 63 : 0)
  }
}
