extension Font {
  /// A semantic text style (UIKit's `UIFont.TextStyle`), with UIKit's raw values.
  ///
  /// Each style has a size per content size category and a weight
  /// (Documentation/Traits.md § Type sizes): ``Font/preferredFont(forTextStyle:compatibleWith:)``
  /// makes the font, and ``FontMetrics`` scales other fonts along the style's sizes.
  public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable,
    CustomStringConvertible
  {
    /// The position in ``allCases``.
    package let index: Int8

    /// Wraps a position in ``allCases``.
    private init(index: Int8) { self.index = index }

    /// Creates the style with UIKit's raw value; nil for a string UIKit does not define.
    public init?(rawValue: String) {
      guard let position = Self.rawValues.firstIndex(of: rawValue) else { return nil }
      self.init(index: Int8(position))
    }

    /// UIKit's string for the style.
    public var rawValue: String { Self.rawValues[Int(index)] }

    /// The largest title (UIKit's `.largeTitle`): 34 pt at the default size.
    public static let largeTitle = TextStyle(index: 0)
    /// The first-level title (UIKit's `.title1`): 28 pt.
    public static let title1 = TextStyle(index: 1)
    /// The second-level title (UIKit's `.title2`): 22 pt.
    public static let title2 = TextStyle(index: 2)
    /// The third-level title (UIKit's `.title3`): 20 pt.
    public static let title3 = TextStyle(index: 3)
    /// Headings (UIKit's `.headline`): 17 pt semibold.
    public static let headline = TextStyle(index: 4)
    /// Subheadings (UIKit's `.subheadline`): 15 pt.
    public static let subheadline = TextStyle(index: 5)
    /// Body text (UIKit's `.body`): 17 pt.
    public static let body = TextStyle(index: 6)
    /// Callouts (UIKit's `.callout`): 16 pt.
    public static let callout = TextStyle(index: 7)
    /// Footnotes (UIKit's `.footnote`): 13 pt.
    public static let footnote = TextStyle(index: 8)
    /// Standard captions (UIKit's `.caption1`): 12 pt.
    public static let caption1 = TextStyle(index: 9)
    /// Alternate captions (UIKit's `.caption2`): 11 pt.
    public static let caption2 = TextStyle(index: 10)

    /// Every style, largest first, as in Apple's typography table.
    public static let allCases: [TextStyle] = (0..<11).map { TextStyle(index: $0) }

    /// The style's name as UIKit spells its member, such as `body` or `largeTitle`.
    public var description: String { Self.names[Int(index)] }

    /// The weight the style uses: semibold for ``headline``, regular for the others.
    public var weight: Weight { self == .headline ? .semibold : .regular }

    /// The point size at `category` (`.unspecified` is taken as `.large`), from Apple's
    /// typography table (Documentation/Traits.md § Type sizes).
    public func pointSize(for category: ContentSizeCategory) -> Double {
      let column = category == .unspecified ? 3 : Int(category.index)
      return Double(Self.sizes[Int(index)][column])
    }

    /// UIKit's raw values, in ``allCases``' order.
    private static let rawValues = [
      "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1", "UICTFontTextStyleTitle2",
      "UICTFontTextStyleTitle3", "UICTFontTextStyleHeadline", "UICTFontTextStyleSubhead",
      "UICTFontTextStyleBody", "UICTFontTextStyleCallout", "UICTFontTextStyleFootnote",
      "UICTFontTextStyleCaption1", "UICTFontTextStyleCaption2",
    ]
    /// Member names, in ``allCases``' order.
    private static let names = [
      "largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
      "footnote", "caption1", "caption2",
    ]
    /// Point sizes: one row per style in ``allCases``' order, one column per category in
    /// `ContentSizeCategory.all`'s order (XS … XXXL, AX1 … AX5).
    private static let sizes: [[Int8]] = [
      [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
      [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
      [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
      [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
      [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
      [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]
  }

  /// The system font for `style` at the category of `traitCollection` (UIKit's
  /// `preferredFont(forTextStyle:compatibleWith:)`).
  ///
  /// Without a trait collection, or with an unspecified category, the size is the one at
  /// `.large`: Sectional has no application-wide category (UIKit reads the app's), so views
  /// adapt through `adjustsFontForContentSizeCategory`. A `.bold` legibility weight makes
  /// regular styles semibold and semibold ones bold. The font remembers its style, so a label
  /// that adjusts can re-size it.
  public static func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection? = nil
  ) -> Font {
    let traits = traitCollection ?? TraitCollection()
    var weight = style.weight
    if traits.legibilityWeight == .bold { weight = weight >= .semibold ? .bold : .semibold }
    let scaling = DynamicTypeScaling(
      style: style, baseSize: style.pointSize(for: .large), maximumPointSize: 0,
      isPreferred: true)
    return Font(
      familyName: systemFamilyName, size: style.pointSize(for: traits.preferredContentSizeCategory),
      weight: weight, dynamicType: scaling)
  }

  /// The text style of a font from ``preferredFont(forTextStyle:compatibleWith:)`` (or one
  /// ``FontMetrics`` scaled), else nil; UIKit keeps it in the font descriptor.
  public var textStyle: TextStyle? { dynamicType?.style }

  /// The font re-sized for the category of `traitCollection`, if it scales.
  ///
  /// A preferred or scaled font gets the category's size; any other font is returned
  /// unchanged. Labels that adjust their font call this when their traits change.
  public func adjusted(for traitCollection: TraitCollection) -> Font {
    guard let scaling = dynamicType else { return self }
    let category = traitCollection.preferredContentSizeCategory
    return withSize(scaling.size(for: category), keepingScaling: scaling)
  }
}

/// How a font follows the content size category: along which style's sizes, from which size at
/// `.large`, up to which size (0 for none).
package struct DynamicTypeScaling: Hashable, Sendable {
  /// The style whose sizes the font follows.
  package var style: Font.TextStyle
  /// The font's size at `.large`.
  package var baseSize: Double
  /// The largest size, or 0 for no limit.
  package var maximumPointSize: Double
  /// Whether the font is the style's own (sizes come straight from the table).
  package var isPreferred: Bool

  /// The size at `category`: the table's for a preferred font, else the base size times the
  /// style's growth from `.large`, limited by the maximum.
  package func size(for category: ContentSizeCategory) -> Double {
    var size = style.pointSize(for: category)
    if !isPreferred { size = baseSize * size / style.pointSize(for: .large) }
    return maximumPointSize > 0 ? Swift.min(size, maximumPointSize) : size
  }
}
