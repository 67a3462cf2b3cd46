import SectionalCairo
import SectionalGraphics
import SectionalTestSupport
import Testing

/// Literal sizes are for DejaVu Sans 2.37 through Pango 1.50 with hinting off (Debian 12).
@Suite struct PangoTextMetricsTests {
  let metrics = PangoTextMetrics()
  let body = Font.systemFont(ofSize: 17)
  let sentence = "The quick brown fox jumps over the lazy dog"

  func layout(
    _ text: String, font: Font? = nil, width: Double? = nil, lines: Int = 0,
    mode: LineBreakMode = .byWordWrapping
  ) -> TextLayout {
    metrics.layout(
      text, font: font ?? body, maxWidth: width, numberOfLines: lines, lineBreakMode: mode)
  }

  @Test("One line of the system font is measured in DejaVu Sans, rounded up to points")
  func singleLine() {
    let result = layout("Hello, world")
    #expect(result.size == CGSize(width: 101, height: 20))
    #expect(
      result.lines == [TextLine(text: "Hello, world", width: 100.708984375, utf8Range: 0..<12)])
    #expect(result.firstBaseline == 15.7802734375)
    #expect(result.lastBaseline == 15.7802734375)
    #expect(result.lineHeight == 19.7890625)
    #expect(!result.isTruncated)
  }

  @Test("Non-ASCII text is measured whole, with UTF-8 byte ranges")
  func utf8Lengths() {
    let apples = layout("Äpfel")
    #expect(apples.size == CGSize(width: 44, height: 20))
    #expect(apples.lines.map(\.utf8Range) == [0..<6])
    let family = layout("👩‍👩‍👧 family")
    #expect(family.size == CGSize(width: 109, height: 20))
    #expect(family.lines.map(\.utf8Range) == [0..<25])
    #expect(family.lines.map(\.text) == ["👩‍👩‍👧 family"])
  }

  @Test("Unknown families fall back to DejaVu Sans; bold and serif change the width")
  func familiesAndWeights() {
    let sans = layout("Section", font: Font(familyName: "DejaVu Sans", size: 16))
    let copperplate = layout("Section", font: Font(familyName: "Copperplate", size: 16))
    let bold = layout("Section", font: .boldSystemFont(ofSize: 16))
    let serif = layout("Section", font: Font(familyName: "Times", size: 16))
    #expect(copperplate == sans)
    #expect(sans.size == CGSize(width: 60, height: 19))
    #expect(bold.size == CGSize(width: 68, height: 19))
    #expect(serif.size == CGSize(width: 61, height: 19))
  }

  @Test("Weights map to DejaVu's faces: ExtraLight up to light, Book, Bold from semibold")
  func weights() {
    let weights: [Font.Weight] = [
      .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]
    let widths = weights.map {
      layout("Weights", font: .systemFont(ofSize: 20, weight: $0)).size.width
    }
    #expect(widths == [80, 80, 80, 81, 81, 92, 92, 92, 92])
  }

  @Test("Concurrent measuring from many tasks gives the same layouts as one at a time")
  func concurrentMeasuring() async {
    let texts = (0..<24).map { "Header \($0) Äpfel \(String(repeating: "w", count: $0))" }
    let shared = PangoTextMetrics(cacheCapacity: 8)
    let expected = texts.map { layout($0, width: 120) }
    let results = await withTaskGroup(of: (Int, TextLayout).self) { group in
      for _ in 0..<4 {
        for (index, text) in texts.enumerated() {
          group.addTask {
            let font = Font.systemFont(ofSize: 17)
            return (
              index,
              shared.layout(
                text, font: font, maxWidth: 120, numberOfLines: 0, lineBreakMode: .byWordWrapping)
            )
          }
        }
      }
      var collected: [(Int, TextLayout)] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results.count == 96)
    for (index, result) in results {
      #expect(result == expected[index], "text \(index)")
    }
  }

  @Test("Text wraps at word boundaries within the width")
  func wrapping() {
    let result = layout(sentence, width: 150)
    #expect(result.size == CGSize(width: 141, height: 60))
    #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps over", "the lazy dog"])
    #expect(result.lines.map(\.utf8Range) == [0..<15, 16..<30, 31..<43])
    #expect(result.lastBaseline == 55.3583984375)
  }

  @Test("Character wrapping breaks inside words")
  func charWrapping() {
    let result = layout(sentence, width: 150, mode: .byCharWrapping)
    #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps over t", "he lazy dog"])
    #expect(result.size == CGSize(width: 145, height: 60))
  }

  @Test("A line limit keeps the first lines and marks the layout truncated")
  func lineLimit() {
    let result = layout(sentence, width: 150, lines: 2)
    #expect(result.lines.map(\.text) == ["The quick brown", "fox jumps over"])
    #expect(result.size == CGSize(width: 141, height: 40))
    #expect(result.isTruncated)
  }

  @Test("Tail, head and middle truncation put an ellipsis where text is missing")
  func truncation() {
    let tail = layout(sentence, width: 150, lines: 2, mode: .byTruncatingTail)
    #expect(tail.lines.map(\.text) == ["The quick brown", "fox jumps over …"])
    #expect(tail.lines.map(\.utf8Range) == [0..<15, 16..<43])
    #expect(tail.size == CGSize(width: 150, height: 40))
    let head = layout(sentence, width: 150, lines: 1, mode: .byTruncatingHead)
    #expect(head.lines.map(\.text) == ["…er the lazy dog"])
    let middle = layout(sentence, width: 150, lines: 1, mode: .byTruncatingMiddle)
    #expect(middle.lines.map(\.text) == ["The qui…azy dog"])
    #expect(tail.isTruncated && head.isTruncated && middle.isTruncated)
  }

  @Test("Clipping shows the clusters of the paragraph's rest that fit, at least one")
  func clipping() {
    let result = layout(sentence, width: 150, lines: 1, mode: .byClipping)
    #expect(result.lines.map(\.text) == ["The quick brown "])
    #expect(result.size == CGSize(width: 146, height: 20))
    #expect(result.isTruncated)
    let narrow = layout("Wide", width: 3, lines: 1, mode: .byClipping)
    #expect(narrow.lines.map(\.text) == ["W"])
    #expect(narrow.lines.map(\.utf8Range) == [0..<4])
  }

  @Test("Newlines start lines; a missing later paragraph gets an ellipsis at the end")
  func paragraphs() {
    let three = layout("One\n\nThree")
    #expect(three.lines.map(\.text) == ["One", "", "Three"])
    #expect(three.size == CGSize(width: 49, height: 60))
    let cut = layout("One\nTwo\nThree", lines: 2, mode: .byTruncatingTail)
    #expect(cut.lines.map(\.text) == ["One", "Two…"])
    #expect(cut.lines.map(\.utf8Range) == [0..<3, 4..<13])
  }

  @Test("Extreme sizes, widths, limits and control characters give finite layouts")
  func extremeInputs() {
    let texts = ["Äpfel", "a\u{0}b", "\t\r\n", String(repeating: "W", count: 300)]
    let fonts = [0, 0.001, 1e9, .greatestFiniteMagnitude].map { Font.systemFont(ofSize: $0) }
    let widths: [Double?] = [nil, 0.001, 1e12, .greatestFiniteMagnitude]
    for text in texts {
      for font in fonts {
        for width in widths {
          for lines in [0, 1, Int.max] {
            let result = metrics.layout(
              text, font: font, maxWidth: width, numberOfLines: lines,
              lineBreakMode: .byTruncatingMiddle)
            let context = "\(text.prefix(8).debugDescription) \(font) \(String(describing: width))"
            #expect(result.size.width.isFinite && result.size.height.isFinite, "\(context)")
            #expect(result.lineCount <= Swift.max(lines, 300), "\(context)")
          }
        }
      }
    }
    let zero = layout("Äpfel", font: .systemFont(ofSize: 0))
    #expect(zero.size == CGSize(width: 0, height: 0))
  }

  @Test("Empty text has no lines and zero size")
  func emptyText() {
    let result = layout("", width: 100)
    #expect(result.lines.isEmpty)
    #expect(result.size == CGSize(width: 0, height: 0))
  }

  @Test("An unbounded width (nil, zero, negative, infinite) never wraps")
  func unboundedWidths() {
    let reference = layout(sentence)
    #expect(reference.lineCount == 1)
    for width in [0, -5, Double.infinity, Double.nan] {
      #expect(layout(sentence, width: width) == reference, "width \(width)")
    }
  }

  @Test("The same request is laid out once; a different width is a new request")
  func cacheCounts() {
    let fresh = PangoTextMetrics()
    _ = fresh.size(of: "Cached", font: body)
    _ = fresh.size(of: "Cached", font: body)
    _ = fresh.size(of: "Cached", font: body, maxWidth: 30)
    #expect(fresh.cacheStatistics == .init(hits: 1, misses: 2, count: 2))
    fresh.removeAllCachedLayouts()
    #expect(fresh.cacheStatistics == .init(hits: 0, misses: 0, count: 0))
    let small = PangoTextMetrics(cacheCapacity: 2)
    for text in ["a", "b", "c"] { _ = small.size(of: text, font: body) }
    #expect(small.cacheStatistics == .init(hits: 0, misses: 3, count: 1))
    let uncached = PangoTextMetrics(cacheCapacity: 0)
    _ = uncached.size(of: "Cached", font: body)
    _ = uncached.size(of: "Cached", font: body)
    #expect(uncached.cacheStatistics == .init(hits: 0, misses: 2, count: 0))
  }

  @Test("A line limit that cut nothing also answers the same request with no limit")
  func untruncatedLimitAnswersNoLimit() {
    let fresh = PangoTextMetrics()
    func measure(lines: Int, width: Double) -> TextLayout {
      fresh.layout(
        sentence, font: body, maxWidth: width, numberOfLines: lines,
        lineBreakMode: .byTruncatingTail)
    }
    let limited = measure(lines: 40, width: 200)
    #expect(!limited.isTruncated)
    #expect(measure(lines: 0, width: 200) == limited)
    #expect(fresh.cacheStatistics == .init(hits: 1, misses: 1, count: 2))
    #expect(measure(lines: 1, width: 100).isTruncated)
    #expect(fresh.cacheStatistics == .init(hits: 1, misses: 2, count: 3))
  }

  @Test(
    "A measured width fed back as the wrap width never re-wraps",
    arguments: 0..<40 as Range<UInt64>)
  func measuredWidthRoundTrip(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let words = ["Section", "Äpfel", "header", "—", "footer", "ÖÜ", "✓", "a", "WWW", "ij", "Ψ"]
    let count = Int(rng.next() % 6) + 1
    let text = (0..<count).map { _ in words[Int(rng.next() % UInt64(words.count))] }
      .joined(separator: " ")
    let sizes: [Double] = [11, 13, 16, 17, 22]
    let size = sizes[Int(rng.next() % UInt64(sizes.count))]
    let font = rng.next() % 2 == 0 ? Font.systemFont(ofSize: size) : .boldSystemFont(ofSize: size)
    let natural = metrics.layout(
      text, font: font, maxWidth: nil, numberOfLines: 0, lineBreakMode: .byWordWrapping)
    let refit = metrics.layout(
      text, font: font, maxWidth: natural.size.width, numberOfLines: 0,
      lineBreakMode: .byWordWrapping)
    #expect(refit.lineCount == 1, "seed \(seed): \(text) in \(font)")
    #expect(refit.size == natural.size, "seed \(seed): \(text) in \(font)")
  }
}
