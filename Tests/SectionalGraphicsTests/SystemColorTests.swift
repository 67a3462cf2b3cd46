import SectionalGraphics
import Testing

/// Every system colour resolves to UIKit's light and dark values (Documentation/Traits.md §
/// Colours): components as 0–255 bytes, alpha as given.
@Suite struct SystemColorTests {
  /// Name, colour, light RGB, light alpha, dark RGB, dark alpha.
  static let table: [(String, Color, [Int], CGFloat, [Int], CGFloat)] = [
    ("label", .label, [0, 0, 0], 1, [255, 255, 255], 1),
    ("secondaryLabel", .secondaryLabel, [60, 60, 67], 0.6, [235, 235, 245], 0.6),
    ("tertiaryLabel", .tertiaryLabel, [60, 60, 67], 0.3, [235, 235, 245], 0.3),
    ("quaternaryLabel", .quaternaryLabel, [60, 60, 67], 0.18, [235, 235, 245], 0.16),
    ("placeholderText", .placeholderText, [60, 60, 67], 0.3, [235, 235, 245], 0.3),
    ("separator", .separator, [60, 60, 67], 0.29, [84, 84, 88], 0.6),
    ("opaqueSeparator", .opaqueSeparator, [198, 198, 200], 1, [56, 56, 58], 1),
    ("link", .link, [0, 122, 255], 1, [9, 132, 255], 1),
    ("systemBackground", .systemBackground, [255, 255, 255], 1, [0, 0, 0], 1),
    (
      "secondarySystemBackground", .secondarySystemBackground, [242, 242, 247], 1, [28, 28, 30], 1
    ),
    ("tertiarySystemBackground", .tertiarySystemBackground, [255, 255, 255], 1, [44, 44, 46], 1),
    ("systemGroupedBackground", .systemGroupedBackground, [242, 242, 247], 1, [0, 0, 0], 1),
    (
      "secondarySystemGroupedBackground", .secondarySystemGroupedBackground, [255, 255, 255], 1,
      [28, 28, 30], 1
    ),
    (
      "tertiarySystemGroupedBackground", .tertiarySystemGroupedBackground, [242, 242, 247], 1,
      [44, 44, 46], 1
    ),
    ("systemFill", .systemFill, [120, 120, 128], 0.2, [120, 120, 128], 0.36),
    ("secondarySystemFill", .secondarySystemFill, [120, 120, 128], 0.16, [120, 120, 128], 0.32),
    ("tertiarySystemFill", .tertiarySystemFill, [118, 118, 128], 0.12, [118, 118, 128], 0.24),
    ("quaternarySystemFill", .quaternarySystemFill, [116, 116, 128], 0.08, [118, 118, 128], 0.18),
    ("systemGray", .systemGray, [142, 142, 147], 1, [142, 142, 147], 1),
    ("systemGray2", .systemGray2, [174, 174, 178], 1, [99, 99, 102], 1),
    ("systemGray3", .systemGray3, [199, 199, 204], 1, [72, 72, 74], 1),
    ("systemGray4", .systemGray4, [209, 209, 214], 1, [58, 58, 60], 1),
    ("systemGray5", .systemGray5, [229, 229, 234], 1, [44, 44, 46], 1),
    ("systemGray6", .systemGray6, [242, 242, 247], 1, [28, 28, 30], 1),
    ("systemBlue", .systemBlue, [0, 122, 255], 1, [10, 132, 255], 1),
    ("systemRed", .systemRed, [255, 59, 48], 1, [255, 69, 58], 1),
    ("systemGreen", .systemGreen, [52, 199, 89], 1, [48, 209, 88], 1),
    ("systemOrange", .systemOrange, [255, 149, 0], 1, [255, 159, 10], 1),
    ("systemYellow", .systemYellow, [255, 204, 0], 1, [255, 214, 10], 1),
    ("systemPink", .systemPink, [255, 45, 85], 1, [255, 55, 95], 1),
    ("systemPurple", .systemPurple, [175, 82, 222], 1, [191, 90, 242], 1),
    ("systemIndigo", .systemIndigo, [88, 86, 214], 1, [94, 92, 230], 1),
    ("systemTeal", .systemTeal, [90, 200, 250], 1, [100, 210, 255], 1),
    ("systemCyan", .systemCyan, [50, 173, 230], 1, [100, 210, 255], 1),
    ("systemMint", .systemMint, [0, 199, 190], 1, [99, 230, 226], 1),
    ("systemBrown", .systemBrown, [162, 132, 94], 1, [172, 142, 104], 1),
  ]

  /// The colour's components as 0–255 bytes.
  private func bytes(_ color: Color) -> [Int] {
    [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
  }

  @Test("each system colour resolves to its light value in light mode and its dark value in dark")
  func lightAndDark() {
    for (name, color, light, lightAlpha, dark, darkAlpha) in Self.table {
      let inLight = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .light))
      let inDark = color.resolvedColor(with: TraitCollection(userInterfaceStyle: .dark))
      #expect(bytes(inLight) == light, "\(name) light")
      #expect(inLight.alpha == lightAlpha, "\(name) light alpha")
      #expect(bytes(inDark) == dark, "\(name) dark")
      #expect(inDark.alpha == darkAlpha, "\(name) dark alpha")
      #expect(!inLight.isDynamic && !inDark.isDynamic, "\(name) resolves to fixed colours")
    }
  }

  @Test("an unspecified style resolves as light, and the unresolved components are the light ones")
  func unspecifiedIsLight() {
    for (name, color, light, lightAlpha, _, _) in Self.table {
      #expect(bytes(color.resolvedColor(with: TraitCollection())) == light, "\(name)")
      #expect(bytes(color) == light && color.alpha == lightAlpha, "\(name) components")
      #expect(color.isDynamic, "\(name) is dynamic")
    }
  }
}
