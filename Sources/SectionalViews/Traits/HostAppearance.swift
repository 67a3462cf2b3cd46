import SectionalGraphics

/// How hosts turn the desktop's settings into traits, shared by the GTK and terminal hosts
/// (Documentation/Traits.md § Hosts).
public enum HostAppearance {
  /// The environment variable that overrides what a host detects: `dark` or `light`.
  public static let appearanceVariable = "SECTIONAL_APPEARANCE"

  /// The style `SECTIONAL_APPEARANCE` asks for (`dark` or `light`, any case), or nil when it
  /// is unset or says something else.
  public static func style(fromEnvironment environment: [String: String]) -> UserInterfaceStyle? {
    switch environment[appearanceVariable]?.lowercased() {
    case "dark": .dark
    case "light": .light
    default: nil
    }
  }

  /// The content size category for a desktop's text scaling factor.
  ///
  /// It is the category whose body size is nearest `factor` times the default body size
  /// (17 pt at `.large`). On a tie the smaller category wins; factors that are not finite
  /// and positive give `.large`.
  ///
  /// For example 1 gives `.large`, 1.25 `.extraExtraLarge`, 2 `.accessibilityLarge`.
  public static func contentSizeCategory(forTextScale factor: Double) -> ContentSizeCategory {
    guard factor.isFinite, factor > 0 else { return .large }
    let base = Font.TextStyle.body.pointSize(for: .large)
    var best = ContentSizeCategory.large
    var bestDistance = Double.infinity
    for category in ContentSizeCategory.all {
      let distance = abs(Font.TextStyle.body.pointSize(for: category) / base - factor)
      if distance < bestDistance - 1e-9 {
        best = category
        bestDistance = distance
      }
    }
    return best
  }

  /// Whether a background colour counts as dark.
  ///
  /// It is dark when its relative luminance (Rec. 709 weights on the sRGB components) is
  /// below one half.
  public static func isDark(background: Color) -> Bool {
    0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue < 0.5
  }
}
