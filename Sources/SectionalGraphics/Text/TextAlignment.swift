/// How lines of text are placed horizontally in their rectangle (UIKit's
/// `NSTextAlignment`).
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
  /// Flush with the left edge.
  case left
  /// Centred.
  case center
  /// Flush with the right edge.
  case right
  /// Stretched to both edges, except the last line of a paragraph, which is natural.
  case justified
  /// The script's default: left for left-to-right text. UIKit's default for labels.
  case natural

  /// The horizontal offset of a line `lineWidth` wide inside a box `boxWidth` wide.
  ///
  /// Sectional lays text out left to right, so ``natural`` and ``justified`` (whose
  /// stretching the renderer does between words) start at 0, as does ``left``. A line wider
  /// than the box overflows to the right for left alignment, to the left for right
  /// alignment and to both sides when centred, as UIKit draws it.
  public func lineOffset(lineWidth: Double, boxWidth: Double) -> Double {
    switch self {
    case .left, .natural, .justified: 0
    case .center: (boxWidth - lineWidth) / 2
    case .right: boxWidth - lineWidth
    }
  }
}
