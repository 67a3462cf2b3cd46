import SectionalGTK
import SectionalGraphics
import Testing

/// The GTK host's traits from the desktop's settings (Documentation/Traits.md § Hosts).
@MainActor
@Suite struct GTKHostTraitsTests {
  @Test("a dark preference or a -dark theme name gives dark; the environment wins")
  func style() {
    let plain = GTKHost.traits(
      prefersDark: false, themeName: "Adwaita", xftDPI: 98_304, scale: 1, environment: [:])
    #expect(plain.description == "light L @1x - -")
    let named = GTKHost.traits(
      prefersDark: false, themeName: "Adwaita-dark", xftDPI: -1, scale: 2, environment: [:])
    #expect(named.description == "dark L @2x - -")
    let preferred = GTKHost.traits(
      prefersDark: true, themeName: "Adwaita", xftDPI: -1, scale: 1,
      environment: ["SECTIONAL_APPEARANCE": "light"])
    #expect(preferred.userInterfaceStyle == .light)
  }

  @Test("gtk-xft-dpi over 96 dpi is the text scale: 120 dpi (1.25) is XXL")
  func textScale() {
    let traits = GTKHost.traits(
      prefersDark: false, themeName: "", xftDPI: 120 * 1024, scale: 1, environment: [:])
    #expect(traits.preferredContentSizeCategory == .extraExtraLarge)
  }
}
