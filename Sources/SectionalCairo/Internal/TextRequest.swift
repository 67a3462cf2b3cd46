import SectionalGraphics

/// Everything that decides how a string is laid out: the cache key for measurements and
/// the input of ``PangoTextBlock``.
///
/// The values are normalised the way ``TextMeasuring`` specifies, so requests that must lay
/// out identically compare equal: an unbounded width (nil, not finite, or 0 or less) is nil
/// and a negative line limit is 0.
struct TextRequest: Hashable, Sendable {
  var text: String
  var font: Font
  var maxWidth: Double?
  var numberOfLines: Int
  var lineBreakMode: LineBreakMode
  /// Whether wrapped lines are stretched to the full width (``TextAlignment/justified``);
  /// only drawing asks for it.
  var justifies: Bool
  /// The styled runs and paragraph style, or `nil` for plain text in ``font``; when set, its
  /// string is ``text``.
  var attributed: AttributedText?

  init(
    text: String, font: Font, maxWidth: Double?, numberOfLines: Int,
    lineBreakMode: LineBreakMode, justifies: Bool = false, attributed: AttributedText? = nil
  ) {
    self.text = text
    self.font = font
    if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
      self.maxWidth = maxWidth
    } else {
      self.maxWidth = nil
    }
    self.numberOfLines = Swift.max(numberOfLines, 0)
    self.lineBreakMode = lineBreakMode
    self.justifies = justifies
    self.attributed = attributed
  }

  /// The request a renderer makes for a text run: wrapped to its rectangle's width.
  init(run: TextRun) {
    self.init(
      text: run.text, font: run.font, maxWidth: run.rect.width, numberOfLines: run.numberOfLines,
      lineBreakMode: run.lineBreakMode, justifies: run.alignment == .justified,
      attributed: run.attributedText)
  }
}
