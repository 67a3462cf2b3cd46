import SectionalGraphics
import SectionalTestSupport
import Testing

extension FixedTextMetricsTests {
  /// Random text of words made of ASCII letters, accented letters and emoji, separated by
  /// one or two spaces and occasional newlines.
  private static func randomText(using rng: inout SplitMix64) -> String {
    let alphabet: [Character] = ["a", "b", "Q", "é", "Ä", "日", "👍🏽", "👩‍👩‍👧", "x", "z"]
    var text = ""
    for word in 0..<Int.random(in: 0...12, using: &rng) {
      if word > 0 {
        let separator = Int.random(in: 0..<10, using: &rng)
        text += separator == 0 ? "\n" : separator == 1 ? "  " : " "
      }
      for _ in 0..<Int.random(in: 1...14, using: &rng) {
        text.append(alphabet.randomElement(using: &rng)!)
      }
    }
    return text
  }

  @Test(
    "Wrapping keeps every cluster, within the width, in order", arguments: 0..<300 as Range<UInt64>)
  func wrappingProperties(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let text = Self.randomText(using: &rng)
    let width = Double(Int.random(in: 1...30, using: &rng)) * 4
    let mode: LineBreakMode = Bool.random(using: &rng) ? .byWordWrapping : .byCharWrapping
    let layout = metrics.layout(
      text, font: body, maxWidth: width, numberOfLines: 0, lineBreakMode: mode)
    #expect(!layout.isTruncated, "seed \(seed)")
    let joined = layout.lines.map(\.text).joined().filter { $0 != " " }
    #expect(joined == String(text.filter { $0 != " " && $0 != "\n" }), "seed \(seed)")
    let bytes = Array(text.utf8)
    var previousEnd = 0
    for line in layout.lines {
      #expect(line.width <= width || line.text.count == 1, "seed \(seed)")
      #expect(line.width == Double(line.text.count) * 8, "seed \(seed)")
      #expect(line.utf8Range.lowerBound >= previousEnd, "seed \(seed)")
      #expect(String(decoding: bytes[line.utf8Range], as: UTF8.self) == line.text, "seed \(seed)")
      previousEnd = line.utf8Range.upperBound
    }
    #expect(layout.size.height == CGFloat(layout.lines.count) * 20, "seed \(seed)")
  }

  @Test("Truncation honours the line limit and the width", arguments: 0..<300 as Range<UInt64>)
  func truncationProperties(seed: UInt64) {
    var rng = SplitMix64(seed: seed)
    let text = Self.randomText(using: &rng)
    let width = Double(Int.random(in: 1...30, using: &rng)) * 4 + 8
    let limit = Int.random(in: 1...3, using: &rng)
    let mode = LineBreakMode.allCases.randomElement(using: &rng)!
    let layout = metrics.layout(
      text, font: body, maxWidth: width, numberOfLines: limit, lineBreakMode: mode)
    let unlimited = metrics.layout(
      text, font: body, maxWidth: width, numberOfLines: 0, lineBreakMode: mode)
    #expect(layout.lines.count == Swift.min(limit, unlimited.lines.count), "seed \(seed)")
    #expect(layout.isTruncated == (unlimited.lines.count > limit), "seed \(seed)")
    #expect(layout.size.width <= width, "seed \(seed)")
    if layout.isTruncated {
      #expect(layout.lines.last!.text.contains("…") == mode.truncates, "seed \(seed)")
      #expect(layout.lines.last!.utf8Range.upperBound == text.utf8.count, "seed \(seed)")
      #expect(
        Array(layout.lines.dropLast()) == Array(unlimited.lines.prefix(limit - 1)), "seed \(seed)")
    } else {
      #expect(layout.lines == unlimited.lines, "seed \(seed)")
    }
  }
}
