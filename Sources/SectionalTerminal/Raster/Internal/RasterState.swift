import SectionalGraphics

/// The rasteriser's working state while it replays one display list.
struct RasterState {
  /// An open group: what to undo or composite when it is popped.
  enum Group {
    /// A clip; the clip region before it.
    case clip(CellRegion)
    /// An opacity group: the grid before it and the group's opacity.
    case opacity(CellGrid, Double)
    /// A transform; the transform before it.
    case transform(Transform)
  }

  /// The grid drawn into.
  var grid: CellGrid
  /// The points per cell.
  let scale: CellScale
  /// Where image pixels come from.
  let imageSource: (any ImagePixelSource)?
  /// The cells drawing may touch.
  var clip: CellRegion
  /// The current transform from content points to screen points.
  var transform = Transform.identity
  /// The open groups, innermost last.
  var groups: [Group] = []
  /// Which cells hold a text run's line, spaces between words included (row-major), so
  /// strokes do not draw into them; an opaque fill clears a cell's mark.
  var textCells: [Bool]

  init(grid: CellGrid, scale: CellScale, imageSource: (any ImagePixelSource)?) {
    self.grid = grid
    self.scale = scale
    self.imageSource = imageSource
    self.clip = CellRegion(columns: 0..<grid.columns, rows: 0..<grid.rows)
    self.textCells = Array(repeating: false, count: grid.columns * grid.rows)
  }

  /// Applies one command.
  mutating func apply(_ command: DrawCommand) {
    switch command {
    case .fillRect(let rect, let color):
      fill(rect, cornerRadius: 0, color: color)
    case .fillRoundedRect(let rect, let radius, let color):
      fill(rect, cornerRadius: radius, color: color)
    case .strokeRect(let rect, let color, _):
      stroke(rect, rounded: false, color: color)
    case .strokeRoundedRect(let rect, let radius, let color, _):
      stroke(rect, rounded: radius > 0, color: color)
    case .line(let start, let end, let color, _):
      line(from: start.applying(transform), to: end.applying(transform), color: color)
    case .text(let run):
      text(run)
    case .image(let image, let rect, let contentMode):
      draw(image, in: rect, contentMode: contentMode)
    case .shadow:
      break
    case .pushClip(let rect), .pushRoundedClip(let rect, _):
      groups.append(.clip(clip))
      clip = clip.intersection(region(covering: rect))
    case .pushOpacity(let opacity):
      groups.append(.opacity(grid, opacity.isNaN ? 0 : min(max(opacity, 0), 1)))
    case .pushTransform(let added):
      groups.append(.transform(transform))
      transform = added.concatenating(transform)
    case .popClip, .popOpacity, .popTransform:
      if let kind = command.poppedGroup, let last = groups.last, Self.kind(of: last) == kind {
        pop()
      }
    }
  }

  /// Closes every group still open.
  mutating func closeAllGroups() {
    while !groups.isEmpty { pop() }
  }

  private mutating func pop() {
    switch groups.removeLast() {
    case .clip(let previous): clip = previous
    case .transform(let previous): transform = previous
    case .opacity(let below, let opacity): composite(over: below, opacity: opacity)
    }
  }

  private static func kind(of group: Group) -> DrawCommand.Group {
    switch group {
    case .clip: .clip
    case .opacity: .opacity
    case .transform: .transform
    }
  }

  /// The cells whose centres `rect` (in content points) covers on screen, within the clip.
  func region(covering rect: CGRect) -> CellRegion {
    guard !rect.isNull else { return CellRegion(columns: 0..<0, rows: 0..<0) }
    let screen = rect.applying(transform)
    return CellRegion(
      columns: scale.columns(from: screen.minX, to: screen.maxX),
      rows: scale.rows(from: screen.minY, to: screen.maxY)
    ).intersection(clip)
  }

  /// Fills the cells `rect` covers, leaving out rounded corners' cells whose centres lie
  /// outside the rounded shape.
  private mutating func fill(_ rect: CGRect, cornerRadius: Double, color: Color) {
    guard !color.isClear else { return }
    let area = region(covering: rect)
    let screen = rect.applying(transform)
    let radius = min(
      cornerRadius * Self.radiusScale(transform), screen.width / 2, screen.height / 2)
    for row in area.rows {
      for column in area.columns {
        if radius > 0,
          !Self.roundedRect(
            screen, radius: radius, contains: scale.centre(column: column, row: row))
        {
          continue
        }
        paint(column: column, row: row, color: color)
      }
    }
  }

  /// Paints one cell's background with `color`, fading (or, when opaque, hiding) its text.
  mutating func paint(column: Int, row: Int, color: Color) {
    if color.isOpaque {
      if !grid[column, row].isBlank { grid.breakWideCharacter(at: column, row: row) }
      grid[column, row] = Cell(
        foreground: grid[column, row].foreground, background: CellColor(color))
      textCells[row * grid.columns + column] = false
      return
    }
    var cell = grid[column, row]
    cell.background = cell.background.blending(color)
    cell.foreground = cell.foreground.blending(color)
    grid[column, row] = cell
  }

  /// How much a transform scales lengths (the geometric mean of its axes' scales).
  static func radiusScale(_ transform: Transform) -> Double {
    let x = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let y = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let value = (x * y).squareRoot()
    return value.isFinite ? value : 1
  }

  /// Whether `point` lies inside `rect` with corners rounded by `radius`.
  static func roundedRect(_ rect: CGRect, radius: Double, contains point: CGPoint) -> Bool {
    guard rect.contains(point) else { return false }
    let cx = min(max(point.x, rect.minX + radius), rect.maxX - radius)
    let cy = min(max(point.y, rect.minY + radius), rect.maxY - radius)
    let dx = point.x - cx
    let dy = point.y - cy
    return dx * dx + dy * dy <= radius * radius
  }
}
