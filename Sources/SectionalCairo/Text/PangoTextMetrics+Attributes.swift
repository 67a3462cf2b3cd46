import SectionalGraphics

extension PangoTextMetrics {
  /// Lays attributed text out with Pango: each run in its own font, with its letter spacing,
  /// and the paragraph style's line spacing, through the same layout code that draws it.
  ///
  /// The rules are those of `layout(_:font:maxWidth:numberOfLines:lineBreakMode:)`; line
  /// heights follow each line's tallest font. Cached with plain-text layouts.
  ///
  /// - Complexity: O(1) for a cached request; otherwise Pango's shaping and line breaking.
  public func layout(
    attributed text: AttributedText, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode
  ) -> TextLayout {
    layout(
      TextRequest(
        text: text.string, font: font, maxWidth: maxWidth, numberOfLines: numberOfLines,
        lineBreakMode: lineBreakMode, attributed: text))
  }
}
