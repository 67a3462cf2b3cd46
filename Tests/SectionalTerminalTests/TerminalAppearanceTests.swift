import SectionalGraphics
import SectionalTerminal
import SectionalViews
import Testing

/// The terminal's appearance: `SECTIONAL_APPEARANCE` wins, then `COLORFGBG`, then the answer
/// to an OSC 11 query (Documentation/Traits.md § Hosts).
@Suite struct TerminalAppearanceTests {
  @Test("COLORFGBG's last field is the background: 0-6 and 8 dark, 7 and 9-15 light")
  func colorFGBG() {
    #expect(TerminalAppearance.style(colorFGBG: "15;0") == .dark)
    #expect(TerminalAppearance.style(colorFGBG: "0;15") == .light)
    #expect(TerminalAppearance.style(colorFGBG: "0;default;8") == .dark)
    #expect(TerminalAppearance.style(colorFGBG: "0;7") == .light)
    #expect(TerminalAppearance.style(colorFGBG: "15;default") == nil)
  }

  @Test("SECTIONAL_APPEARANCE overrides COLORFGBG; neither gives nil")
  func environment() {
    #expect(TerminalAppearance.style(environment: ["COLORFGBG": "15;0"]) == .dark)
    #expect(
      TerminalAppearance.style(environment: ["COLORFGBG": "15;0", "SECTIONAL_APPEARANCE": "Light"])
        == .light)
    #expect(TerminalAppearance.style(environment: [:]) == nil)
    let configuration = TerminalHostConfiguration.fromEnvironment(["SECTIONAL_APPEARANCE": "dark"])
    #expect(configuration.appearance == .dark)
  }

  @Test("an OSC 11 answer gives the background and where it is among other input")
  func osc11() throws {
    let reply = Array("x\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\y".utf8)
    let (color, range) = try #require(TerminalAppearance.background(inReply: reply))
    #expect(range == 1..<26)
    #expect(color == Color(red: 0x1E1E / 65535.0, green: 0x1E1E / 65535.0, blue: 0x2E2E / 65535.0))
    #expect(HostAppearance.isDark(background: color))
    let bell = Array("\u{1B}]11;rgb:ff/ff/ff\u{07}".utf8)
    #expect(TerminalAppearance.background(inReply: bell)?.color == .white)
    #expect(TerminalAppearance.background(inReply: Array("\u{1B}]11;rgb:ff/ff".utf8)) == nil)
  }

  @Test("text scaling factors map to the category with the nearest body size")
  func textScale() {
    #expect(HostAppearance.contentSizeCategory(forTextScale: 1) == .large)
    #expect(HostAppearance.contentSizeCategory(forTextScale: 1.25) == .extraExtraLarge)
    #expect(HostAppearance.contentSizeCategory(forTextScale: 2) == .accessibilityLarge)
    #expect(HostAppearance.contentSizeCategory(forTextScale: 0.5) == .extraSmall)
    #expect(HostAppearance.contentSizeCategory(forTextScale: .nan) == .large)
  }
}
