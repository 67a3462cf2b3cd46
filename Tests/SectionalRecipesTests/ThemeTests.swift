import SectionalGraphics
import SectionalRecipes
import Testing

@testable import SectionalViews

/// Seed 003's global styling, ported: a `Theme` applied through the window and appearance
/// proxies (`StarcraftScene.applyTheme()`).
@MainActor
@Suite struct ThemeTests {
  init() { Label.defaultTextMeasurer = FixedTextMetrics() }

  /// What the seed's `AppDelegate` does (`StarcraftScene.applyTheme()`), with the window
  /// tinted as the scene tints it.
  private func applyTheme(to window: Window) {
    window.tintColor = Theme.Colors.tintColor.color
    StarcraftScene.applyTheme()
  }

  @Test("the navigation bar takes the theme through its appearance proxy")
  func navigationBar() {
    defer { AppearanceRegistry.removeAll() }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    applyTheme(to: window)
    let bar = NavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    bar.title = "Races"
    window.addSubview(bar)
    #expect(bar.barTintColor == Theme.Colors.foreground.color)
    #expect(bar.barStyle == .black)
    #expect(bar.titleFont == Font(familyName: "Copperplate", size: 17, weight: .bold))
    #expect(bar.tintColor == Theme.Colors.tintColor.color)
    // "Races": 5 × 0.55 × 17 = 46.75 → 47 wide, 22 high, centred in 44: y = 11.
    #expect(
      bar.displayList().commands == [
        .fillRect(CGRect(x: 0, y: 0, width: 320, height: 44), color: Theme.Colors.foreground.color),
        .text(
          TextRun(
            text: "Races", font: Theme.Fonts.boldTitleFont.font,
            color: Theme.Colors.tintColor.color, rect: CGRect(x: 0, y: 11, width: 320, height: 22),
            alignment: .center)),
      ])
  }

  @Test("a bar configured in code keeps its own colours")
  func explicitBar() {
    defer { AppearanceRegistry.removeAll() }
    let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    applyTheme(to: window)
    let bar = NavigationBar()
    bar.barTintColor = .red
    window.addSubview(bar)
    #expect(bar.barTintColor == .red)
    #expect(bar.barStyle == .black)
    #expect(bar.titleColor == Theme.Colors.tintColor.color)
  }

  @Test("the theme's colours are the seed's values")
  func colours() {
    let tint = Theme.Colors.tintColor.color
    #expect(tint == Color(red: 0.97, green: 0.9, blue: 0))
    let header = Theme.Colors.sectionHeader.color.hueSaturationBrightness
    #expect(abs(header.hue - 0.67) < 1e-9)
    #expect(abs(header.saturation - 0.4) < 1e-9)
    #expect(abs(header.brightness - 0.25) < 1e-9)
  }
}
