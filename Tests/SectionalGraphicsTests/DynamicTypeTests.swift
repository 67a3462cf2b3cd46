import SectionalGraphics
import Testing

/// UIKit's type sizes per text style and content size category, preferred fonts and font
/// metrics (Documentation/Traits.md § Type sizes, § Scaling).
@Suite struct DynamicTypeTests {
  /// Styles in `Font.TextStyle.allCases` order.
  static let styles: [Font.TextStyle] = [
    .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption1, .caption2,
  ]

  @Test(
    "every style's size at extra small, large, extra extra extra large and AX5",
    arguments: [
      (ContentSizeCategory.extraSmall, [31, 25, 19, 17, 14, 12, 14, 13, 12, 11, 11]),
      (.large, [34, 28, 22, 20, 17, 15, 17, 16, 13, 12, 11]),
      (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 21, 23, 22, 19, 18, 17]),
      (.accessibilityMedium, [44, 38, 34, 31, 28, 25, 28, 26, 23, 22, 20]),
      (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 49, 53, 51, 44, 43, 40]),
    ])
  func sizes(category: ContentSizeCategory, expected: [CGFloat]) {
    #expect(Font.TextStyle.allCases == Self.styles)
    let traits = TraitCollection(preferredContentSizeCategory: category)
    #expect(
      Self.styles.map { Font.preferredFont(forTextStyle: $0, compatibleWith: traits).pointSize }
        == expected)
  }

  @Test("headline is semibold and every other style regular; preferred fonts remember their style")
  func weights() {
    for style in Self.styles {
      let font = Font.preferredFont(forTextStyle: style)
      #expect(font.weight == (style == .headline ? .semibold : .regular), "\(style)")
      #expect(font.textStyle == style && font.isSystemFont)
    }
    #expect(Font.systemFont(ofSize: 17).textStyle == nil)
    #expect(Font.preferredFont(forTextStyle: .body).withSize(20).textStyle == nil)
  }

  @Test("without traits, or with an unspecified category, preferred fonts have the large size")
  func defaultCategory() {
    #expect(Font.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(
      Font.preferredFont(forTextStyle: .body, compatibleWith: TraitCollection()).pointSize == 17)
  }

  @Test("bold text makes regular styles semibold and headline bold")
  func legibilityWeight() {
    let bold = TraitCollection(legibilityWeight: .bold)
    #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: bold).weight == .semibold)
    #expect(Font.preferredFont(forTextStyle: .headline, compatibleWith: bold).weight == .bold)
  }

  @Test("font metrics scale by the style's growth from large, with a maximum")
  func metrics() {
    let ax5 = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
    let xs = TraitCollection(preferredContentSizeCategory: .extraSmall)
    #expect(FontMetrics.default.scaledValue(for: 17, compatibleWith: ax5) == 53)
    #expect(FontMetrics(forTextStyle: .title3).scaledValue(for: 40, compatibleWith: xs) == 34)
    let font = FontMetrics(forTextStyle: .title3).scaledFont(for: .boldSystemFont(ofSize: 20))
    #expect(font.pointSize == 20 && font.weight == .bold && font.textStyle == .title3)
    #expect(font.adjusted(for: ax5).pointSize == 55)
    let capped = FontMetrics.default.scaledFont(
      for: .systemFont(ofSize: 34), maximumPointSize: 60, compatibleWith: ax5)
    #expect(capped.pointSize == 60)
    #expect(Font.systemFont(ofSize: 17).adjusted(for: ax5).pointSize == 17)
  }

  @Test("content size categories: UIKit's raw values, order, accessibility sizes, short names")
  func categories() {
    #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
    #expect(ContentSizeCategory.unspecified.rawValue == "_UICTContentSizeCategoryUnspecified")
    #expect(
      ContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")
        == .accessibilityExtraExtraExtraLarge)
    #expect(ContentSizeCategory(rawValue: "bogus") == nil)
    #expect(
      ContentSizeCategory.all.filter(\.isAccessibilityCategory).map(\.description) == [
        "AX1", "AX2", "AX3", "AX4", "AX5",
      ])
    #expect(
      ContentSizeCategory.unspecified < .extraSmall && .extraExtraExtraLarge < .accessibilityMedium)
    #expect(ContentSizeCategory(name: "xxl") == .extraExtraLarge)
    #expect(ContentSizeCategory.accessibilityExtraExtraExtraLarge.next == .extraSmall)
    #expect(Font.TextStyle.body.rawValue == "UICTFontTextStyleBody")
    #expect(Font.TextStyle(rawValue: "UICTFontTextStyleTitle0") == .largeTitle)
  }

  @Test("trait collections: unspecified by default, combined last-wins, contained, described")
  func traitCollections() {
    let empty = TraitCollection()
    #expect(empty.userInterfaceStyle == .unspecified && empty.displayScale == 0)
    let combined = TraitCollection(traitsFrom: [
      TraitCollection(userInterfaceStyle: .light), TraitCollection(displayScale: 2),
      TraitCollection(userInterfaceStyle: .dark),
    ])
    #expect(combined.userInterfaceStyle == .dark && combined.displayScale == 2)
    #expect(combined.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
    #expect(!combined.containsTraits(in: TraitCollection(userInterfaceStyle: .light)))
    #expect(TraitCollection.standard.description == "light L @1x ltr regular")
    #expect(combined.description == "dark - @2x - -")
    #expect(combined.hasDifferentColorAppearance(comparedTo: .standard))
  }
}
