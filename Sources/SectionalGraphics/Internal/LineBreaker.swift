/// Greedy line breaking over grapheme clusters with per-cluster advances: the wrapping and
/// truncation rules of ``TextMeasuring``, shared by measurers that know each cluster's width
/// (``FixedTextMetrics`` here, character cells in a terminal).
///
/// Rules, following UIKit's `NSLineBreakMode` as described on ``LineBreakMode``:
/// - Newline characters end paragraphs; an empty paragraph is an empty line.
/// - With a bounded width a line takes as many clusters as fit (at least one). In every mode
///   but ``LineBreakMode/byCharWrapping`` the break moves back to the last space on the line
///   when there is one, and a word wider than a line is broken between clusters. Spaces at a
///   break belong to neither line; other spaces count.
/// - When there are more lines than `numberOfLines` (0 = no limit), the first
///   `numberOfLines` lines are kept and the last one stands for the rest of the text. Its
///   "source" is the rest of its paragraph. Wrapping modes leave it as it is. Clipping shows
///   the longest prefix of the source that fits (at least one cluster). A truncating mode
///   ellipsizes the source with "…" at its head, tail or middle when the source is wider than
///   the line; when the source fits (only later paragraphs are missing, or the width is
///   unbounded) the ellipsis goes at the end, where the text is missing.
package struct LineBreaker: Sendable {
  /// A line produced by the breaker.
  package struct Line: Hashable, Sendable {
    /// The text shown, ellipsis included.
    package var text: String
    /// The sum of the advances of the shown clusters.
    package var width: Double
    /// The UTF-8 range of the source text the line stands for.
    package var utf8Range: Range<Int>
  }

  /// The lines and whether any text was left out.
  package struct Result: Hashable, Sendable {
    /// The lines, top to bottom.
    package var lines: [Line]
    /// Whether the line limit (or clipping) left text out.
    package var isTruncated: Bool
  }

  /// The text's grapheme clusters, newlines included.
  private let characters: [Character]
  /// `offsets[i]` is the sum of the advances of clusters `0..<i`.
  private let offsets: [Double]
  /// `utf8[i]` is the UTF-8 offset of cluster `i`; the last entry is the byte count.
  private let utf8: [Int]
  /// The ranges of cluster indices of each paragraph, newline excluded.
  private let paragraphs: [Range<Int>]
  /// The widest a line may be; infinity when unbounded.
  private let maxWidth: Double
  /// The advance of "…".
  private let ellipsisWidth: Double

  /// The ellipsis truncating modes insert: U+2026 HORIZONTAL ELLIPSIS.
  package static let ellipsis: Character = "\u{2026}"

  /// Prepares `text` for breaking into lines at most `maxWidth` wide (nil, non-finite or
  /// not positive: unbounded), with `advance` giving each grapheme cluster's width.
  ///
  /// - Complexity: O(n) for n grapheme clusters.
  package init(text: String, maxWidth: Double?, advance: (Character) -> Double) {
    let characters = Array(text)
    var offsets = [0.0]
    var utf8 = [0]
    var paragraphs: [Range<Int>] = []
    var paragraphStart = 0
    offsets.reserveCapacity(characters.count + 1)
    for (index, character) in characters.enumerated() {
      offsets.append(offsets[index] + (character.isNewline ? 0 : advance(character)))
      utf8.append(utf8[index] + character.utf8.count)
      if character.isNewline {
        paragraphs.append(paragraphStart..<index)
        paragraphStart = index + 1
      }
    }
    if !characters.isEmpty { paragraphs.append(paragraphStart..<characters.count) }
    self.characters = characters
    self.offsets = offsets
    self.utf8 = utf8
    self.paragraphs = paragraphs
    if let maxWidth, maxWidth.isFinite, maxWidth > 0 {
      self.maxWidth = maxWidth
    } else {
      self.maxWidth = .infinity
    }
    self.ellipsisWidth = advance(Self.ellipsis)
  }

  /// Breaks the text into lines.
  ///
  /// - Complexity: O(n) for n grapheme clusters.
  package func lines(numberOfLines: Int, mode: LineBreakMode) -> Result {
    var ranges: [(line: Range<Int>, paragraph: Int)] = []
    for (paragraph, range) in paragraphs.enumerated() {
      for line in wrap(range, byCharacter: mode == .byCharWrapping) {
        ranges.append((line, paragraph))
      }
    }
    let limit = Swift.max(numberOfLines, 0)
    guard limit > 0, ranges.count > limit else {
      return Result(lines: ranges.map { makeLine($0.line) }, isTruncated: false)
    }
    let kept = ranges[0..<limit]
    var lines = kept.map { makeLine($0.line) }
    let last = kept[limit - 1]
    let source = last.line.lowerBound..<paragraphs[last.paragraph].upperBound
    lines[limit - 1] = truncate(source, mode: mode, fallback: lines[limit - 1])
    return Result(lines: lines, isTruncated: true)
  }

  /// The greedy lines of one paragraph, as cluster ranges with break spaces removed.
  private func wrap(_ paragraph: Range<Int>, byCharacter: Bool) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = paragraph.lowerBound
    let end = paragraph.upperBound
    if start == end { return [start..<end] }
    while start < end {
      if fits(start..<end) {
        result.append(start..<end)
        break
      }
      var stop = start + 1
      while stop < end && fits(start..<(stop + 1)) { stop += 1 }
      var lineEnd = stop
      var next = stop
      if !byCharacter, let space = lastBreak(in: start..<stop, end: end) {
        lineEnd = trimTrailingSpaces(start..<space).upperBound
        next = space
      } else if byCharacter {
        let trimmed = trimTrailingSpaces(start..<stop)
        if !trimmed.isEmpty { lineEnd = trimmed.upperBound }
      }
      result.append(start..<lineEnd)
      start = next
      while start < end && isSpace(characters[start]) { start += 1 }
    }
    return result
  }

  /// The index of the last space at which the line `line` (plus the cluster at its end, if
  /// that is a space) can break, leaving a non-empty line; nil if there is none.
  private func lastBreak(in line: Range<Int>, end: Int) -> Int? {
    var index = Swift.min(line.upperBound, end - 1)
    while index > line.lowerBound {
      if isSpace(characters[index]) && !trimTrailingSpaces(line.lowerBound..<index).isEmpty {
        return index
      }
      index -= 1
    }
    return nil
  }

  /// The last line of a truncated layout, made from its `source` clusters.
  private func truncate(_ source: Range<Int>, mode: LineBreakMode, fallback: Line) -> Line {
    let fullRange = utf8[source.lowerBound]..<utf8[characters.count]
    switch mode {
    case .byWordWrapping, .byCharWrapping:
      return Line(text: fallback.text, width: fallback.width, utf8Range: fullRange)
    case .byClipping:
      var shown = trimTrailingSpaces(prefix(of: source, within: maxWidth))
      if shown.isEmpty && !source.isEmpty { shown = source.lowerBound..<(source.lowerBound + 1) }
      return Line(text: text(shown), width: width(shown), utf8Range: fullRange)
    case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
      let budget = maxWidth - ellipsisWidth
      var head = source.lowerBound..<source.lowerBound
      var tail = source.upperBound..<source.upperBound
      if fits(source) || mode == .byTruncatingTail {
        head = trimTrailingSpaces(prefix(of: source, within: budget))
      } else if mode == .byTruncatingHead {
        tail = trimLeadingSpaces(suffix(of: source, within: budget))
      } else {
        (head, tail) = middle(of: source, within: budget)
      }
      let shown = text(head) + String(Self.ellipsis) + text(tail)
      let shownWidth = width(head) + ellipsisWidth + width(tail)
      return Line(text: shown, width: shownWidth, utf8Range: fullRange)
    }
  }

  /// The longest prefix of `range` no wider than `budget`.
  private func prefix(of range: Range<Int>, within budget: Double) -> Range<Int> {
    var end = range.lowerBound
    while end < range.upperBound && width(range.lowerBound..<(end + 1)) <= budget + 1e-9 {
      end += 1
    }
    return range.lowerBound..<end
  }

  /// The longest suffix of `range` no wider than `budget`.
  private func suffix(of range: Range<Int>, within budget: Double) -> Range<Int> {
    var start = range.upperBound
    while start > range.lowerBound && width((start - 1)..<range.upperBound) <= budget + 1e-9 {
      start -= 1
    }
    return start..<range.upperBound
  }

  /// A prefix and a suffix of `range` that together fit `budget`, taking clusters from the
  /// front and the back in turn (front first), with spaces next to the ellipsis removed.
  private func middle(of range: Range<Int>, within budget: Double) -> (Range<Int>, Range<Int>) {
    var front = range.lowerBound
    var back = range.upperBound
    var takeFront = true
    while front < back {
      let candidate = takeFront ? front + 1 : front
      let candidateBack = takeFront ? back : back - 1
      let used = width(range.lowerBound..<candidate) + width(candidateBack..<range.upperBound)
      if used > budget + 1e-9 { break }
      (front, back) = (candidate, candidateBack)
      takeFront.toggle()
    }
    return (
      trimTrailingSpaces(range.lowerBound..<front),
      trimLeadingSpaces(back..<range.upperBound)
    )
  }

  /// Whether the clusters of `range` fit the maximum width.
  private func fits(_ range: Range<Int>) -> Bool {
    width(range) <= maxWidth + 1e-9
  }

  /// The summed advance of the clusters of `range`.
  private func width(_ range: Range<Int>) -> Double {
    offsets[range.upperBound] - offsets[range.lowerBound]
  }

  /// The text of the clusters of `range`.
  private func text(_ range: Range<Int>) -> String {
    String(characters[range])
  }

  /// An ordinary line for the clusters of `range`.
  private func makeLine(_ range: Range<Int>) -> Line {
    Line(
      text: text(range), width: width(range),
      utf8Range: utf8[range.lowerBound]..<utf8[range.upperBound])
  }

  /// `range` without the spaces at its end.
  private func trimTrailingSpaces(_ range: Range<Int>) -> Range<Int> {
    var end = range.upperBound
    while end > range.lowerBound && isSpace(characters[end - 1]) { end -= 1 }
    return range.lowerBound..<end
  }

  /// `range` without the spaces at its start.
  private func trimLeadingSpaces(_ range: Range<Int>) -> Range<Int> {
    var start = range.lowerBound
    while start < range.upperBound && isSpace(characters[start]) { start += 1 }
    return start..<range.upperBound
  }

  /// Whether `character` is a breakable space: whitespace that is neither a newline nor a
  /// no-break space (U+00A0, U+2007, U+202F).
  private func isSpace(_ character: Character) -> Bool {
    if character == " " { return true }
    switch character {
    case "\u{00A0}", "\u{2007}", "\u{202F}": return false
    default: return character.isWhitespace && !character.isNewline
    }
  }
}
