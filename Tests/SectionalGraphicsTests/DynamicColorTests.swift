import SectionalGraphics
import Testing

/// Dynamic colours (`Color { traits in … }`), their alpha variants, and display lists that
/// resolve them as commands are appended.
@Suite struct DynamicColorTests {
  /// Red in light mode, green in dark mode.
  static let redOrGreen = Color { traits in traits.userInterfaceStyle == .dark ? .green : .red }

  @Test("a provider's colour is resolved per style; read directly it is the light value")
  func provider() {
    let color = Self.redOrGreen
    #expect(color.isDynamic)
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .green)
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light)) == .red)
    #expect([color.red, color.green, color.blue, color.alpha] == [1, 0, 0, 1])
    #expect(Color.red.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .red)
  }

  @Test(
    "withAlphaComponent on a dynamic colour stays dynamic, and is the same colour when repeated")
  func alphaVariant() {
    let half = Color.label.withAlphaComponent(0.5)
    #expect(half.isDynamic)
    #expect(
      half.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
        == Color(white: 1, alpha: 0.5))
    #expect(
      half.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
        == Color(white: 0, alpha: 0.5))
    #expect(Color.label.withAlphaComponent(0.5) == half)
  }

  @Test("init(light:dark:) picks by style")
  func lightDark() {
    let color = Color(light: .white, dark: .black)
    #expect(color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark)) == .black)
    #expect(color.resolvedColor(with: TraitCollection()) == .white)
  }

  @Test("a display list in dark mode holds the dark values of fills, lines, text and shadows")
  func displayListResolves() {
    var list = DisplayList()
    list.traitCollection = TraitCollection(userInterfaceStyle: .dark)
    let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
    list.fill(rect, color: .systemBackground)
    list.line(from: .zero, to: CGPoint(x: 10, y: 0), color: .separator)
    list.text(
      TextRun(
        text: "A", font: .systemFont(ofSize: 17), color: .label, rect: rect,
        shadow: Shadow(color: Self.redOrGreen)))
    #expect(
      list.commands == [
        .fillRect(rect, color: Color(white: 0)),
        .line(
          from: .zero, to: CGPoint(x: 10, y: 0), color: Color(hex: 0x545458, alpha: 0.6),
          lineWidth: 1),
        .text(
          TextRun(
            text: "A", font: .systemFont(ofSize: 17), color: Color(white: 1), rect: rect,
            shadow: Shadow(color: .green))),
      ])
  }

  @Test(
    "a display list's traits default to light, so system colours come out as their light values")
  func displayListDefaultsToLight() {
    var list = DisplayList()
    list.fill(.zero, color: .secondaryLabel)
    #expect(list.commands == [.fillRect(.zero, color: Color(hex: 0x3C3C43, alpha: 0.6))])
  }
}
