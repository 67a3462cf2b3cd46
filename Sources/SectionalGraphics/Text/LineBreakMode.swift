/// What happens to text that does not fit its width or its line limit (UIKit's
/// `NSLineBreakMode`).
///
/// As in UIKit, every mode wraps text that is wider than its box, at word boundaries except
/// ``byCharWrapping``; the modes differ in what they do to the last line when the line
/// limit cuts text off: wrapping modes and ``byClipping`` simply stop, the truncating
/// modes put an ellipsis "…" where text is missing. UIKit's label default is
/// ``byTruncatingTail``.
public enum LineBreakMode: String, Hashable, Sendable, CaseIterable {
  /// Wrap at word boundaries; a word longer than a line is broken between characters.
  case byWordWrapping
  /// Wrap between any two characters (grapheme clusters).
  case byCharWrapping
  /// Stop at the edge: the last line shows what fits, with no ellipsis.
  case byClipping
  /// Show the end of the last line, with "…" at its start.
  case byTruncatingHead
  /// Show the start of the last line, with "…" at its end.
  case byTruncatingTail
  /// Show the start and end of the last line, with "…" in the middle.
  case byTruncatingMiddle

  /// Whether the mode marks missing text with an ellipsis.
  public var truncates: Bool {
    switch self {
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle: true
    case .byWordWrapping, .byCharWrapping, .byClipping: false
    }
  }
}
