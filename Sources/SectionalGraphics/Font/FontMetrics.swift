/// Scales custom fonts and sizes the way a text style grows with the content size category
/// (UIKit's `UIFontMetrics`).
///
/// A value given at the default category (`.large`) is multiplied by the style's size at the
/// target category over its size at `.large` (Documentation/Traits.md § Scaling): body grows
/// from 17 to 53 pt at the largest accessibility size, so a 20 pt value becomes
/// 20 × 53 / 17. Without a trait collection the category is `.large` (Sectional has no
/// application-wide category); a scaled font remembers how it scales, so a label with
/// `adjustsFontForContentSizeCategory` re-sizes it when its traits change.
public struct FontMetrics: Hashable, Sendable {
  /// The style whose growth this scales by.
  public let textStyle: Font.TextStyle

  /// Metrics that scale along `textStyle`'s sizes (UIKit's `init(forTextStyle:)`).
  public init(forTextStyle textStyle: Font.TextStyle) {
    self.textStyle = textStyle
  }

  /// Metrics that scale along the body style (UIKit's `UIFontMetrics.default`).
  public static let `default` = FontMetrics(forTextStyle: .body)

  /// `font`, re-sized for the category of `traitCollection` (UIKit's
  /// `scaledFont(for:compatibleWith:)`); `font`'s size is its size at `.large`.
  public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection? = nil)
    -> Font
  {
    scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
  }

  /// `font` re-sized, never above `maximumPointSize` (0 for no limit; UIKit's
  /// `scaledFont(for:maximumPointSize:compatibleWith:)`).
  public func scaledFont(
    for font: Font, maximumPointSize: Double,
    compatibleWith traitCollection: TraitCollection? = nil
  ) -> Font {
    let scaling = DynamicTypeScaling(
      style: textStyle, baseSize: font.pointSize,
      maximumPointSize: maximumPointSize.isFinite ? Swift.max(maximumPointSize, 0) : 0,
      isPreferred: false)
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return font.withSize(scaling.size(for: category), keepingScaling: scaling)
  }

  /// `value` (a size at `.large`, such as a spacing) scaled for the category of
  /// `traitCollection` (UIKit's `scaledValue(for:compatibleWith:)`).
  public func scaledValue(for value: Double, compatibleWith traitCollection: TraitCollection? = nil)
    -> Double
  {
    let category = traitCollection?.preferredContentSizeCategory ?? .unspecified
    return value * textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
  }
}
