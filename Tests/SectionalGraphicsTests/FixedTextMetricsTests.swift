import SectionalGraphics
import Testing

@Suite struct FixedTextMetricsTests {
  let metrics = FixedTextMetrics()
  let body = Font.systemFont(ofSize: 16)

  /// The texts of a layout's lines.
  private func lines(
    _ text: String, width: Double?, limit: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> [String] {
    metrics.layout(text, font: body, maxWidth: width, numberOfLines: limit, lineBreakMode: mode)
      .lines.map(\.text)
  }

  @Test("Defaults: 16 pt gives 8 pt clusters, 20 pt lines and a baseline at 16")
  func defaults() {
    let layout = metrics.layout(
      "Hello", font: body, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.size == CGSize(width: 40, height: 20))
    #expect(layout.lines == [TextLine(text: "Hello", width: 40, utf8Range: 0..<5)])
    #expect(layout.firstBaseline == 16)
    #expect(layout.lastBaseline == 16)
    #expect(layout.lineHeight == 20)
    #expect(!layout.isTruncated)
  }

  @Test("Bold clusters are 10% wider and 5 x 8.8 rounds to 44, not 45")
  func boldWidth() {
    let bold = Font.boldSystemFont(ofSize: 16)
    #expect(metrics.advance(for: bold) == 8.8)
    #expect(metrics.size(of: "Hello", font: bold) == CGSize(width: 44, height: 20))
  }

  @Test("Fractional heights are rounded up to whole points")
  func roundsUp() {
    let font = Font.systemFont(ofSize: 17)
    let layout = metrics.layout(
      "Hi\nyou", font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lineHeight == 21.25)
    #expect(layout.size == CGSize(width: 26, height: 43))
    #expect(layout.firstBaseline == 17)
    #expect(layout.lastBaseline == 38.25)
  }

  @Test("Extra leading is split above and below the glyph box")
  func leading() {
    let airy = FixedTextMetrics(lineHeightFactor: 1.5)
    #expect(airy.lineHeight(for: body) == 24)
    #expect(airy.baselineOffset(for: body) == 18)
  }

  @Test("Words wrap at spaces and the spaces at a break are dropped")
  func wordWrap() {
    let layout = metrics.layout(
      "The quick brown fox", font: body, maxWidth: 80, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["The quick", "brown fox"])
    #expect(layout.lines.map(\.utf8Range) == [0..<9, 10..<19])
    #expect(layout.size == CGSize(width: 72, height: 40))
    #expect(layout.lastBaseline == 36)
  }

  @Test("A word longer than a line is broken between clusters")
  func longWords() {
    #expect(lines("Supercalifragilistic", width: 64) == ["Supercal", "ifragili", "stic"])
    #expect(lines("a verylongword", width: 40) == ["a", "veryl", "ongwo", "rd"])
  }

  @Test("Leading spaces stay and a space exactly at the edge is a break")
  func spaces() {
    #expect(lines("  indented text", width: 80) == ["  indented", "text"])
    #expect(lines("ab  ", width: nil) == ["ab  "])
    #expect(metrics.size(of: "ab  ", font: body).width == 32)
  }

  @Test("Character wrapping breaks anywhere; word wrapping only at spaces")
  func charWrap() {
    #expect(lines("ab cd ef", width: 32, mode: .byCharWrapping) == ["ab c", "d ef"])
    #expect(lines("ab cd ef", width: 32, mode: .byWordWrapping) == ["ab", "cd", "ef"])
  }

  @Test("Newlines always start a line; an empty paragraph is an empty line")
  func newlines() {
    let layout = metrics.layout(
      "One\n\nThree", font: body, maxWidth: nil, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["One", "", "Three"])
    #expect(layout.size == CGSize(width: 40, height: 60))
    let crlf = metrics.layout(
      "a\r\nb", font: body, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(crlf.lines.map(\.utf8Range) == [0..<1, 3..<4])
  }

  @Test("Clusters, not bytes or scalars, advance: a family emoji is one cluster")
  func graphemeClusters() {
    let family = metrics.layout(
      "👩‍👩‍👧 family", font: body, maxWidth: nil, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(family.size.width == 64)
    #expect(family.lines[0].utf8Range == 0..<25)
    #expect(metrics.size(of: "Äpfel", font: body).width == 40)
    let wrapped = metrics.layout(
      "👩‍👩‍👧 family", font: body, maxWidth: 32, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(wrapped.lines.map(\.text) == ["👩‍👩‍👧", "fami", "ly"])
    #expect(wrapped.lines.map(\.utf8Range) == [0..<18, 19..<23, 23..<25])
  }

  @Test("Empty text has no lines and zero size")
  func emptyText() {
    let layout = metrics.layout(
      "", font: body, maxWidth: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.isEmpty)
    #expect(layout.size == .zero)
    #expect(layout.firstBaseline == 16 && layout.lastBaseline == 16)
  }

  @Test("A width narrower than one cluster still puts one cluster on each line")
  func narrowerThanACluster() {
    let layout = metrics.layout(
      "abc", font: body, maxWidth: 5, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["a", "b", "c"])
    #expect(layout.size == CGSize(width: 8, height: 60))
  }

  @Test("A width of nil, 0, negative or infinite is unbounded")
  func unbounded() {
    let text = "The quick brown fox"
    for width in [nil, 0, -10, Double.infinity, Double.nan] as [Double?] {
      #expect(lines(text, width: width) == [text], "\(String(describing: width))")
    }
  }

  @Test("Each mode treats the last line differently when the line limit cuts text")
  func lineLimitModes() {
    let text = "The quick brown fox jumps"
    let expected: [LineBreakMode: [String]] = [
      .byWordWrapping: ["The quick", "brown fox"],
      .byCharWrapping: ["The quick", "brown fox"],
      .byClipping: ["The quick", "brown fox"],
      .byTruncatingTail: ["The quick", "brown fox…"],
      .byTruncatingHead: ["The quick", "…fox jumps"],
      .byTruncatingMiddle: ["The quick", "brown…umps"],
    ]
    for (mode, lines) in expected {
      let layout = metrics.layout(
        text, font: body, maxWidth: 80, numberOfLines: 2, lineBreakMode: mode)
      #expect(layout.lines.map(\.text) == lines, "\(mode)")
      #expect(layout.isTruncated, "\(mode)")
      #expect(layout.lines[1].utf8Range == 10..<25, "\(mode)")
    }
  }

  @Test("Clipping shows the longest prefix that fits, cutting inside a word")
  func clipping() {
    #expect(lines("Hello world", width: 56, limit: 1, mode: .byClipping) == ["Hello w"])
    #expect(lines("Hello world", width: 4, limit: 1, mode: .byClipping) == ["H"])
  }

  @Test("A single truncated line ends in an ellipsis within the width")
  func singleLineTail() {
    let layout = metrics.layout(
      "Hello world", font: body, maxWidth: 48, numberOfLines: 1,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.lines == [TextLine(text: "Hello…", width: 48, utf8Range: 0..<11)])
    #expect(layout.size == CGSize(width: 48, height: 20))
  }

  @Test("When only later paragraphs are cut, the ellipsis goes at the end in every mode")
  func laterParagraphsCut() {
    for mode in [LineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle] {
      #expect(lines("Title\nSubtitle", width: nil, limit: 1, mode: mode) == ["Title…"])
      #expect(lines("Title\nSubtitle", width: 200, limit: 1, mode: mode) == ["Title…"])
    }
    #expect(lines("Title\nSubtitle", width: nil, limit: 1, mode: .byClipping) == ["Title"])
  }

  @Test("Text that fits its line limit is not truncated")
  func fitsLimit() {
    let layout = metrics.layout(
      "The quick brown fox", font: body, maxWidth: 80, numberOfLines: 2,
      lineBreakMode: .byTruncatingTail)
    #expect(layout.lines.map(\.text) == ["The quick", "brown fox"])
    #expect(!layout.isTruncated)
  }

  @Test("A width too narrow for anything but the ellipsis shows just the ellipsis")
  func onlyEllipsis() {
    #expect(lines("Hello", width: 8, limit: 1, mode: .byTruncatingTail) == ["…"])
    #expect(lines("Hello", width: 8, limit: 1, mode: .byTruncatingMiddle) == ["…"])
  }

  @Test("Negative line limits mean no limit")
  func negativeLimit() {
    #expect(lines("a b c", width: 8, limit: -1) == ["a", "b", "c"])
  }
}

extension FixedTextMetricsTests {
  @Test("Negative and non-finite factors become 0")
  func invalidFactors() {
    let odd = FixedTextMetrics(
      advanceFactor: -1, boldAdvanceFactor: .nan, lineHeightFactor: .infinity,
      ascenderFactor: -0.5, descenderFactor: 0.25)
    #expect(
      odd
        == FixedTextMetrics(
          advanceFactor: 0, boldAdvanceFactor: 0, lineHeightFactor: 0, ascenderFactor: 0))
  }

  @Test("A zero-size font measures as zero and keeps paragraphs as lines")
  func zeroSizeFont() {
    let layout = metrics.layout(
      "a b\nc", font: .systemFont(ofSize: 0), maxWidth: 10, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(layout.lines.map(\.text) == ["a b", "c"])
    #expect(layout.size == .zero)
  }
}
