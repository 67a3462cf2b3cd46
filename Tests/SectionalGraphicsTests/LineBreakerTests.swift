import SectionalGraphics
import Testing

@Suite struct LineBreakerTests {
  /// Terminal-style advances: CJK ideographs and katakana take two cells, the rest one.
  private static func cells(_ character: Character) -> Double {
    guard let scalar = character.unicodeScalars.first else { return 1 }
    return (0x3000...0x9FFF).contains(scalar.value) ? 2 : 1
  }

  private func lines(
    _ text: String, width: Double?, limit: Int = 0, mode: LineBreakMode = .byWordWrapping
  ) -> [LineBreaker.Line] {
    LineBreaker(text: text, maxWidth: width, advance: Self.cells)
      .lines(numberOfLines: limit, mode: mode).lines
  }

  @Test("Wide clusters count double when filling a line")
  func variableWidths() {
    let result = lines("日本語 text", width: 5)
    #expect(result.map(\.text) == ["日本", "語", "text"])
    #expect(result.map(\.width) == [4, 2, 4])
    #expect(result.map(\.utf8Range) == [0..<6, 6..<9, 10..<14])
  }

  @Test("The ellipsis budget uses the real widths of the clusters kept")
  func truncationWithWideClusters() {
    let tail = lines("日本語テキスト", width: 7, limit: 1, mode: .byTruncatingTail)
    #expect(tail.map(\.text) == ["日本語…"])
    #expect(tail.map(\.width) == [7])
    let middle = lines("日本語テキスト", width: 7, limit: 1, mode: .byTruncatingMiddle)
    #expect(middle.map(\.text) == ["日本…ト"])
    #expect(middle.map(\.width) == [7])
    let head = lines("日本語テキスト", width: 7, limit: 1, mode: .byTruncatingHead)
    #expect(head.map(\.text) == ["…キスト"])
  }

  @Test("No-break spaces do not break a line")
  func noBreakSpace() {
    #expect(lines("10\u{00A0}km away", width: 6).map(\.text) == ["10\u{00A0}km", "away"])
    #expect(lines("10\u{00A0}km", width: 3).map(\.text) == ["10\u{00A0}", "km"])
  }

  @Test("Tabs are breakable spaces; newlines are not part of any line")
  func tabsAndNewlines() {
    #expect(lines("ab\tcd", width: 3).map(\.text) == ["ab", "cd"])
    #expect(lines("ab\n", width: nil).map(\.text) == ["ab", ""])
  }
}
