import SectionalGraphics
import SectionalTestSupport
import Testing

@Suite struct ColorTests {
  @Test("RGBA components are kept when they are in 0...1")
  func keepsValidComponents() {
    let color = Color(red: 0.97, green: 0.9, blue: 0, alpha: 0.7)
    #expect(color.red == 0.97)
    #expect(color.green == 0.9)
    #expect(color.blue == 0)
    #expect(color.alpha == 0.7)
  }

  @Test("Out-of-range components are clamped to 0...1 and NaN becomes 0")
  func clampsComponents() {
    let color = Color(red: 1.5, green: -0.25, blue: .nan, alpha: 2)
    #expect(color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(Color(white: .infinity, alpha: -.infinity) == Color(white: 1, alpha: 0))
  }

  @Test("init(white:alpha:) gives equal colour components and alpha defaults to 1")
  func whiteInitialiser() {
    let grey = Color(white: 0.5)
    #expect([grey.red, grey.green, grey.blue, grey.alpha] == [0.5, 0.5, 0.5, 1])
    #expect(Color(white: 0.5, alpha: 1) == Color(red: 0.5, green: 0.5, blue: 0.5))
  }

  @Test("withAlphaComponent replaces only alpha, clamped")
  func withAlphaComponent() {
    let white = Color.white.withAlphaComponent(0.7)
    #expect(white == Color(red: 1, green: 1, blue: 1, alpha: 0.7))
    #expect(Color.red.withAlphaComponent(3).alpha == 1)
    #expect(Color.red.withAlphaComponent(.nan).isClear)
  }

  @Test("isClear and isOpaque look at alpha only")
  func clearAndOpaque() {
    #expect(Color.clear.isClear && !Color.clear.isOpaque)
    #expect(Color.black.isOpaque && !Color.black.isClear)
    #expect(!Color.separator.isOpaque && !Color.separator.isClear)
  }

  @Test("The hex integer initialiser splits 0xRRGGBB into bytes")
  func hexInteger() {
    let blue = Color(hex: 0x007AFF)
    #expect(blue.red == 0)
    #expect(blue.green == CGFloat(122) / 255)
    #expect(blue.blue == 1)
    #expect(Color(hex: 0xFF_FF0000) == Color.red)
    #expect(Color(hex: 0x3C3C43, alpha: 0.29).alpha == 0.29)
  }

  @Test("hexString parses #RGB, #RRGGBB and #RRGGBBAA, with or without #")
  func hexStringParsing() {
    #expect(Color(hexString: "#F2F2F7") == Color(hex: 0xF2F2F7))
    #expect(Color(hexString: "f2f2f7") == Color(hex: 0xF2F2F7))
    #expect(Color(hexString: "#FFF") == Color.white)
    #expect(Color(hexString: "#00000000") == Color.clear)
    #expect(Color(hexString: "#FF000080")?.alpha == CGFloat(128) / 255)
  }

  @Test("hexString rejects other lengths and non-hex digits")
  func hexStringRejects() {
    #expect(Color(hexString: "") == nil)
    #expect(Color(hexString: "#12345") == nil)
    #expect(Color(hexString: "#GG0000") == nil)
    #expect(Color(hexString: "#1234567890") == nil)
  }

  @Test("hexString prints #RRGGBBAA rounded to 256 levels")
  func hexStringOutput() {
    #expect(Color.systemBlue.hexString == "#007AFFFF")
    #expect(Color.separator.hexString == "#3C3C434A")
    #expect(Color.gray.hexString == "#808080FF")
    #expect(Color.clear.description == "#00000000")
  }

  @Test("UIKit's fixed colours have their documented values")
  func fixedColours() {
    #expect(Color.black == Color(white: 0))
    #expect(Color.darkGray == Color(white: 1.0 / 3.0))
    #expect(Color.lightGray == Color(white: 2.0 / 3.0))
    #expect(Color.white == Color(white: 1))
    #expect(Color.gray == Color(white: 0.5))
    #expect(Color.red == Color(red: 1, green: 0, blue: 0))
    #expect(Color.green == Color(red: 0, green: 1, blue: 0))
    #expect(Color.blue == Color(red: 0, green: 0, blue: 1))
    #expect(Color.cyan == Color(red: 0, green: 1, blue: 1))
    #expect(Color.yellow == Color(red: 1, green: 1, blue: 0))
    #expect(Color.magenta == Color(red: 1, green: 0, blue: 1))
    #expect(Color.orange == Color(red: 1, green: 0.5, blue: 0))
    #expect(Color.purple == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(Color.brown == Color(red: 0.6, green: 0.4, blue: 0.2))
    #expect(Color.clear == Color(red: 0, green: 0, blue: 0, alpha: 0))
  }

  @Test("System colours print their light-mode values")
  func systemColours() {
    let expected: [(Color, String)] = [
      (.label, "#000000FF"), (.secondaryLabel, "#3C3C4399"), (.tertiaryLabel, "#3C3C434D"),
      (.quaternaryLabel, "#3C3C432E"), (.placeholderText, "#3C3C434D"),
      (.separator, "#3C3C434A"), (.opaqueSeparator, "#C6C6C8FF"), (.link, "#007AFFFF"),
      (.systemBackground, "#FFFFFFFF"), (.secondarySystemBackground, "#F2F2F7FF"),
      (.tertiarySystemBackground, "#FFFFFFFF"), (.systemGroupedBackground, "#F2F2F7FF"),
      (.secondarySystemGroupedBackground, "#FFFFFFFF"),
      (.tertiarySystemGroupedBackground, "#F2F2F7FF"),
      (.systemGray, "#8E8E93FF"), (.systemGray2, "#AEAEB2FF"), (.systemGray3, "#C7C7CCFF"),
      (.systemGray4, "#D1D1D6FF"), (.systemGray5, "#E5E5EAFF"), (.systemGray6, "#F2F2F7FF"),
      (.systemBlue, "#007AFFFF"), (.systemRed, "#FF3B30FF"), (.systemGreen, "#34C759FF"),
      (.systemOrange, "#FF9500FF"), (.systemYellow, "#FFCC00FF"), (.systemPink, "#FF2D55FF"),
      (.systemPurple, "#AF52DEFF"), (.systemIndigo, "#5856D6FF"), (.systemTeal, "#5AC8FAFF"),
    ]
    for (color, hex) in expected {
      #expect(color.hexString == hex)
    }
    #expect(Color.separator.alpha == 0.29)
  }
}
