import SectionalGraphics

/// Text measured in terminal cells: every character is one or two cells wide whatever its
/// font, and every line is one cell high.
///
/// Widths come from ``CharacterWidth`` (wide CJK and emoji take two cells) times the scale's
/// cell width; a line is ``CellScale/height`` high, with its baseline three quarters of the
/// way down the cell. Wrapping (by word or character) and truncation (head, middle, tail,
/// with a one-cell "…") are the shared `LineBreaker`'s, in whole cells, so a label sized by
/// these metrics holds exactly the characters the rasteriser draws. Fonts only matter for
/// their weight, which the rasteriser shows as bold.
public struct CellTextMetrics: TextMeasuring, Hashable {
  /// The points per cell text is measured in.
  public var scale: CellScale

  /// Creates metrics for cells of `scale` (8 × 16 pt by default).
  public init(scale: CellScale = .standard) {
    self.scale = scale
  }

  /// The baseline's distance below the top of a line: three quarters of a cell.
  public var baselineOffset: Double { scale.height * 0.75 }

  /// Lays `text` out in cells within `maxWidth` points.
  ///
  /// The width is the widest line's cells times the cell width, the height the number of
  /// lines times the cell height; `numberOfLines` 0 means no limit.
  ///
  /// - Complexity: O(n) in the characters of `text`, O(n²) in the worst case of wrapping.
  public func layout(
    _ text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    let cellWidth = scale.width
    let breaker = LineBreaker(text: text, maxWidth: maxWidth) {
      Double(CharacterWidth.columns(of: $0)) * cellWidth
    }
    let result = breaker.lines(numberOfLines: numberOfLines, mode: lineBreakMode)
    let lines = result.lines.map {
      TextLine(text: $0.text, width: $0.width, utf8Range: $0.utf8Range)
    }
    let widest = lines.map(\.width).max() ?? 0
    let lineHeight = scale.height
    return TextLayout(
      size: CGSize(width: widest, height: Double(lines.count) * lineHeight),
      lines: lines,
      firstBaseline: baselineOffset,
      lastBaseline: baselineOffset + Double(max(lines.count - 1, 0)) * lineHeight,
      lineHeight: lineHeight,
      isTruncated: result.isTruncated)
  }
}
