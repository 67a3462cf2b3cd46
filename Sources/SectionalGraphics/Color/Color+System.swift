// UIKit's semantic and system colours (iOS 13 and later), with their light-mode, default-
// contrast values. Sources: Apple's Human Interface Guidelines, "Color" (system colours
// table, iOS values), and the UIColor values printed by UIKit in the light trait collection
// (`resolvedColor(with:)`), e.g. `secondaryLabel` = #3C3C43 at alpha 0.6. Sectional has no
// dark mode, so these are plain constants.

extension Color {
  /// The colour of primary text: opaque black (UIKit's `UIColor.label`, light mode).
  public static let label = Color(white: 0)
  /// The colour of secondary text: #3C3C43 at alpha 0.6 (UIKit's `UIColor.secondaryLabel`).
  public static let secondaryLabel = Color(hex: 0x3C3C43, alpha: 0.6)
  /// The colour of tertiary text: #3C3C43 at alpha 0.3 (UIKit's `UIColor.tertiaryLabel`).
  public static let tertiaryLabel = Color(hex: 0x3C3C43, alpha: 0.3)
  /// The colour of quaternary text: #3C3C43 at alpha 0.18 (UIKit's
  /// `UIColor.quaternaryLabel`).
  public static let quaternaryLabel = Color(hex: 0x3C3C43, alpha: 0.18)
  /// The colour of placeholder text: #3C3C43 at alpha 0.3 (UIKit's
  /// `UIColor.placeholderText`).
  public static let placeholderText = Color(hex: 0x3C3C43, alpha: 0.3)
  /// The colour of separators, which lets content show through: #3C3C43 at alpha 0.29
  /// (UIKit's `UIColor.separator`, light mode).
  public static let separator = Color(hex: 0x3C3C43, alpha: 0.29)
  /// The opaque separator colour, for separators that must hide what is below: #C6C6C8
  /// (UIKit's `UIColor.opaqueSeparator`).
  public static let opaqueSeparator = Color(hex: 0xC6C6C8)
  /// The colour of links: #007AFF (UIKit's `UIColor.link`).
  public static let link = Color(hex: 0x007AFF)

  /// The background of a plain view or table: white (UIKit's `UIColor.systemBackground`).
  public static let systemBackground = Color(white: 1)
  /// The background of content layered on ``systemBackground``: #F2F2F7 (UIKit's
  /// `UIColor.secondarySystemBackground`).
  public static let secondarySystemBackground = Color(hex: 0xF2F2F7)
  /// The background of a third layer: white (UIKit's `UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = Color(white: 1)
  /// The background of a grouped table: #F2F2F7 (UIKit's
  /// `UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = Color(hex: 0xF2F2F7)
  /// The background of the cells of a grouped table: white (UIKit's
  /// `UIColor.secondarySystemGroupedBackground`).
  public static let secondarySystemGroupedBackground = Color(white: 1)
  /// The background of content inside grouped cells: #F2F2F7 (UIKit's
  /// `UIColor.tertiarySystemGroupedBackground`).
  public static let tertiarySystemGroupedBackground = Color(hex: 0xF2F2F7)

  /// The base grey: #8E8E93 (UIKit's `UIColor.systemGray`).
  public static let systemGray = Color(hex: 0x8E8E93)
  /// The second grey: #AEAEB2 (UIKit's `UIColor.systemGray2`).
  public static let systemGray2 = Color(hex: 0xAEAEB2)
  /// The third grey: #C7C7CC (UIKit's `UIColor.systemGray3`).
  public static let systemGray3 = Color(hex: 0xC7C7CC)
  /// The fourth grey: #D1D1D6 (UIKit's `UIColor.systemGray4`).
  public static let systemGray4 = Color(hex: 0xD1D1D6)
  /// The fifth grey: #E5E5EA (UIKit's `UIColor.systemGray5`).
  public static let systemGray5 = Color(hex: 0xE5E5EA)
  /// The lightest grey: #F2F2F7 (UIKit's `UIColor.systemGray6`).
  public static let systemGray6 = Color(hex: 0xF2F2F7)

  /// System blue, the default tint: #007AFF (UIKit's `UIColor.systemBlue`).
  public static let systemBlue = Color(hex: 0x007AFF)
  /// System red: #FF3B30 (UIKit's `UIColor.systemRed`).
  public static let systemRed = Color(hex: 0xFF3B30)
  /// System green: #34C759 (UIKit's `UIColor.systemGreen`).
  public static let systemGreen = Color(hex: 0x34C759)
  /// System orange: #FF9500 (UIKit's `UIColor.systemOrange`).
  public static let systemOrange = Color(hex: 0xFF9500)
  /// System yellow: #FFCC00 (UIKit's `UIColor.systemYellow`).
  public static let systemYellow = Color(hex: 0xFFCC00)
  /// System pink: #FF2D55 (UIKit's `UIColor.systemPink`).
  public static let systemPink = Color(hex: 0xFF2D55)
  /// System purple: #AF52DE (UIKit's `UIColor.systemPurple`).
  public static let systemPurple = Color(hex: 0xAF52DE)
  /// System indigo: #5856D6 (UIKit's `UIColor.systemIndigo`).
  public static let systemIndigo = Color(hex: 0x5856D6)
  /// System teal: #5AC8FA, the iOS 13 value (UIKit's `UIColor.systemTeal`).
  public static let systemTeal = Color(hex: 0x5AC8FA)
}
