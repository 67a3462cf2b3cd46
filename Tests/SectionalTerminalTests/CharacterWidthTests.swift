import SectionalTerminal
import Testing

@Suite struct CharacterWidthTests {
  @Test("ASCII and Latin letters take one column")
  func narrow() {
    #expect(CharacterWidth.columns(of: "a") == 1)
    #expect(CharacterWidth.columns(of: "é") == 1)
    #expect(CharacterWidth.columns(of: "\u{65}\u{301}") == 1)
    #expect(CharacterWidth.columns(of: "─") == 1)
  }

  @Test("CJK, Hangul, fullwidth forms and emoji take two columns")
  func wide() {
    #expect(CharacterWidth.columns(of: "日") == 2)
    #expect(CharacterWidth.columns(of: "한") == 2)
    #expect(CharacterWidth.columns(of: "Ａ") == 2)
    #expect(CharacterWidth.columns(of: "👍🏽") == 2)
    #expect(CharacterWidth.columns(of: "❤\u{FE0F}") == 2)
    #expect(CharacterWidth.columns(of: "日本 ab") == 7)
  }

  @Test("Control characters and lone combining marks take none")
  func zero() {
    #expect(CharacterWidth.columns(of: "\u{7}") == 0)
    #expect(CharacterWidth.columns(of: Character("\u{301}")) == 0)
    #expect(CharacterWidth.columns(of: "\u{200B}" as Character) == 0)
  }
}
