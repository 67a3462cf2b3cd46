import SectionalGraphics

extension RasterState {
  /// Draws an image as half-block pixels sampled at each half cell's centre, or as a
  /// placeholder block when its pixels are unavailable.
  mutating func draw(_ image: Image, in rect: CGRect, contentMode: ContentMode) {
    let target = contentMode.rect(forContentOfSize: image.size, in: rect)
    guard target.width > 0, target.height > 0 else { return }
    let visible = target.intersection(rect)
    let area = region(covering: visible.isNull ? target : visible)
    guard let pixels = imageSource?.pixels(for: image) else {
      for row in area.rows {
        for column in area.columns {
          paint(column: column, row: row, color: CellRasterizer.placeholderImageColor)
        }
      }
      return
    }
    let screen = target.applying(transform)
    for row in area.rows {
      for column in area.columns {
        let centre = scale.centre(column: column, row: row)
        let u = (centre.x - screen.minX) / screen.width
        let upper = (centre.y - scale.height / 4 - screen.minY) / screen.height
        let lower = (centre.y + scale.height / 4 - screen.minY) / screen.height
        let below = grid[column, row].background
        let top = below.blending(pixels.sample(u: u, v: upper))
        let bottom = below.blending(pixels.sample(u: u, v: lower))
        grid.breakWideCharacter(at: column, row: row)
        grid[column, row] = Cell(character: "▀", foreground: top, background: bottom)
        textCells[row * grid.columns + column] = false
      }
    }
  }
}
