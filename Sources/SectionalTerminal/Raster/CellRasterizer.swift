import SectionalGraphics

/// Draws a display list into a ``CellGrid``: the terminal's renderer.
///
/// Shapes are mapped from points to cells at ``scale``; a shape covers a cell when it
/// covers the cell's centre (``CellScale``), so hairlines vanish and edges snap to the
/// nearest cell boundary. What each command becomes:
///
/// - fills and rounded fills: the cells' backgrounds, alpha-blended over what is below; an
///   opaque fill also hides the characters below it (a pinned header hides the rows it
///   floats over), a translucent one fades them;
/// - strokes, rounded strokes and lines: box-drawing characters (`─ │ ┌ ┐ └ ┘`, `╭ ╮ ╰ ╯`
///   for rounded corners, `╱ ╲` for diagonals) in the stroke colour; they only draw over
///   blank cells and other box-drawing characters, never over text;
/// - text runs: laid out by ``CellTextMetrics`` in the run's rectangle, each line on the row
///   nearest its top and from the column nearest its start; bold fonts set the bold
///   attribute; shadows are ignored;
/// - layer shadows: not drawn (a cell is too coarse for a blur; the border shows the edge);
/// - images: half-block pixels (`▀`, the upper half's colour as foreground and the lower's as
///   background) sampled from ``imageSource``, or a block of ``placeholderImageColor``;
/// - clips, rounded clips included (as their rectangle): intersected in cell space; opacity groups: drawn on a copy and composited back
///   at the group's opacity; transforms: applied to every shape's bounding box (exact for
///   translations and scales).
public struct CellRasterizer: Sendable {
  /// The points per cell.
  public var scale: CellScale
  /// The colour of every cell before the first command (white by default, like a page).
  public var background: CellColor
  /// Where image pixels come from, or nil to draw images as placeholder blocks.
  public var imageSource: (any ImagePixelSource)?

  /// The colour an image without pixels is drawn in: UIKit's `systemGray` (#8E8E93).
  public static let placeholderImageColor = Color.systemGray

  /// Creates a rasteriser at `scale` over `background`, optionally with an image source.
  public init(
    scale: CellScale = .standard, background: CellColor = .white,
    imageSource: (any ImagePixelSource)? = nil
  ) {
    self.scale = scale
    self.background = background
    self.imageSource = imageSource
  }

  /// The text metrics that measure text exactly as this rasteriser draws it.
  public var textMetrics: CellTextMetrics { CellTextMetrics(scale: scale) }

  /// Draws `list` into a new grid of `columns` × `rows` cells.
  ///
  /// Unbalanced pops are ignored and groups left open are closed at the end.
  ///
  /// - Complexity: O(c + a) for c commands and a cells they cover, plus O(columns × rows)
  ///   per opacity group.
  public func rasterize(_ list: DisplayList, columns: Int, rows: Int) -> CellGrid {
    var state = RasterState(
      grid: CellGrid(columns: columns, rows: rows, blank: Cell(background: background)),
      scale: scale, imageSource: imageSource)
    for command in list.commands { state.apply(command) }
    state.closeAllGroups()
    return state.grid
  }
}
