extension RasterState {
  /// Composites what an opacity group drew back over the grid as it was before the group.
  ///
  /// Colours mix linearly at `opacity` (exact group opacity for backgrounds). A character
  /// the group drew shows over the old cell with its colour mixed the same way; a character
  /// the group covered with a blank stays visible, faded, when the opacity is under one half.
  mutating func composite(over below: CellGrid, opacity: Double) {
    guard below.columns == grid.columns, below.rows == grid.rows else { return }
    for row in 0..<grid.rows {
      for column in 0..<grid.columns {
        let layer = grid[column, row]
        let old = below[column, row]
        guard layer != old else { continue }
        let background = old.background.mixed(with: layer.background, fraction: opacity)
        var cell: Cell
        if layer.isBlank && !old.isBlank && opacity < 0.5 {
          cell = old
          cell.foreground = old.foreground.mixed(with: layer.background, fraction: opacity)
        } else {
          cell = layer
          cell.foreground = background.mixed(with: layer.foreground, fraction: opacity)
        }
        cell.background = background
        grid[column, row] = cell
      }
    }
  }
}
