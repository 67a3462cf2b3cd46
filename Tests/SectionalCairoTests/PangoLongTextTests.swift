import SectionalCairo
import SectionalGraphics
import Testing

/// Long texts: a label's work is bounded by the lines it shows.
///
/// A long word wraps in linear time (Documentation/LinuxRendering.md § Long words). Sizes are DejaVu Sans through Pango 1.50.
@Suite struct PangoLongTextTests {
  let metrics = PangoTextMetrics(cacheCapacity: 0)
  let font = Font.systemFont(ofSize: 13)

  @Test("a one-line label of a 300,000-character word shows one truncated line standing for it all")
  func hugeWordOneLine() {
    let word = String(repeating: "a", count: 300_000)
    let result = metrics.layout(
      word, font: font, maxWidth: 288, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
    #expect(result.isTruncated)
    #expect(result.lines.count == 1)
    #expect(result.lines.first?.text.hasSuffix("…") == true)
    #expect(result.lines.first?.utf8Range == 0..<300_000)
    #expect(result.size.height == 16)
  }

  @Test("a 64,000-character word with no line limit wraps between characters into full lines")
  func longWordWraps() {
    let word = String(repeating: "a", count: 64_000)
    let result = metrics.layout(
      word, font: font, maxWidth: 288, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let perLine = result.lines.first?.text.count ?? 0
    #expect(perLine > 30)
    #expect(result.lines.count == (64_000 + perLine - 1) / perLine)
    #expect(result.lines.dropLast().allSatisfy { $0.text.count == perLine })
    #expect(!result.isTruncated)
  }

  @Test("the first lines of a long text with a line limit are those of the text laid out whole")
  func prefixMatchesWhole() {
    let words = (0..<2_000).map { "word\($0 % 97)" }.joined(separator: " ")
    let limited = metrics.layout(
      words, font: font, maxWidth: 288, numberOfLines: 3, lineBreakMode: .byWordWrapping)
    let whole = metrics.layout(
      words, font: font, maxWidth: 288, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(limited.isTruncated)
    #expect(Array(limited.lines) == Array(whole.lines.prefix(3)))
    let tail = metrics.layout(
      words, font: font, maxWidth: 288, numberOfLines: 3, lineBreakMode: .byTruncatingTail)
    #expect(Array(tail.lines.prefix(2)) == Array(whole.lines.prefix(2)))
    #expect(tail.lines.last?.text.hasSuffix("…") == true)
    #expect(tail.lines.last?.utf8Range.upperBound == words.utf8.count)
  }

  @Test("a long run without spaces in ordinary text makes the whole text wrap between characters")
  func longRunWrapsByCharacters() {
    let text = "short words " + String(repeating: "x", count: 1_500)
    let result = metrics.layout(
      text, font: font, maxWidth: 288, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(result.lines.first?.text.hasPrefix("short words x") == true)
  }
}
