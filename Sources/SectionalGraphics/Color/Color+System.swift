// UIKit's semantic and system colours (iOS 13 and later) with their light and dark values at
// the default contrast, on the base (not elevated) level. The values and their sources are
// in Documentation/Traits.md § Colours; a test checks each one.

/// UIKit's dynamic system colours; each case's raw value is its `Color.dynamicIndex`.
package enum SystemColor: UInt32, CaseIterable, Sendable {
  case label = 1
  case secondaryLabel = 2
  case tertiaryLabel = 3
  case quaternaryLabel = 4
  case placeholderText = 5
  case separator = 6
  case opaqueSeparator = 7
  case link = 8
  case systemBackground = 9
  case secondarySystemBackground = 10
  case tertiarySystemBackground = 11
  case systemGroupedBackground = 12
  case secondarySystemGroupedBackground = 13
  case tertiarySystemGroupedBackground = 14
  case systemFill = 15
  case secondarySystemFill = 16
  case tertiarySystemFill = 17
  case quaternarySystemFill = 18
  case systemGray = 19
  case systemGray2 = 20
  case systemGray3 = 21
  case systemGray4 = 22
  case systemGray5 = 23
  case systemGray6 = 24
  case systemBlue = 25
  case systemRed = 26
  case systemGreen = 27
  case systemOrange = 28
  case systemYellow = 29
  case systemPink = 30
  case systemPurple = 31
  case systemIndigo = 32
  case systemTeal = 33
  case systemCyan = 34
  case systemMint = 35
  case systemBrown = 36

  /// The colour in light mode (and with an unspecified style).
  package var light: Color {
    switch self {
    case .label: Color(hex: 0x000000)
    case .secondaryLabel: Color(hex: 0x3C3C43, alpha: 0.6)
    case .tertiaryLabel: Color(hex: 0x3C3C43, alpha: 0.3)
    case .quaternaryLabel: Color(hex: 0x3C3C43, alpha: 0.18)
    case .placeholderText: Color(hex: 0x3C3C43, alpha: 0.3)
    case .separator: Color(hex: 0x3C3C43, alpha: 0.29)
    case .opaqueSeparator: Color(hex: 0xC6C6C8)
    case .link: Color(hex: 0x007AFF)
    case .systemBackground: Color(hex: 0xFFFFFF)
    case .secondarySystemBackground: Color(hex: 0xF2F2F7)
    case .tertiarySystemBackground: Color(hex: 0xFFFFFF)
    case .systemGroupedBackground: Color(hex: 0xF2F2F7)
    case .secondarySystemGroupedBackground: Color(hex: 0xFFFFFF)
    case .tertiarySystemGroupedBackground: Color(hex: 0xF2F2F7)
    case .systemFill: Color(hex: 0x787880, alpha: 0.2)
    case .secondarySystemFill: Color(hex: 0x787880, alpha: 0.16)
    case .tertiarySystemFill: Color(hex: 0x767680, alpha: 0.12)
    case .quaternarySystemFill: Color(hex: 0x747480, alpha: 0.08)
    case .systemGray: Color(hex: 0x8E8E93)
    case .systemGray2: Color(hex: 0xAEAEB2)
    case .systemGray3: Color(hex: 0xC7C7CC)
    case .systemGray4: Color(hex: 0xD1D1D6)
    case .systemGray5: Color(hex: 0xE5E5EA)
    case .systemGray6: Color(hex: 0xF2F2F7)
    case .systemBlue: Color(hex: 0x007AFF)
    case .systemRed: Color(hex: 0xFF3B30)
    case .systemGreen: Color(hex: 0x34C759)
    case .systemOrange: Color(hex: 0xFF9500)
    case .systemYellow: Color(hex: 0xFFCC00)
    case .systemPink: Color(hex: 0xFF2D55)
    case .systemPurple: Color(hex: 0xAF52DE)
    case .systemIndigo: Color(hex: 0x5856D6)
    case .systemTeal: Color(hex: 0x5AC8FA)
    case .systemCyan: Color(hex: 0x32ADE6)
    case .systemMint: Color(hex: 0x00C7BE)
    case .systemBrown: Color(hex: 0xA2845E)
    }
  }

  /// The colour in dark mode.
  package var dark: Color {
    switch self {
    case .label: Color(hex: 0xFFFFFF)
    case .secondaryLabel: Color(hex: 0xEBEBF5, alpha: 0.6)
    case .tertiaryLabel: Color(hex: 0xEBEBF5, alpha: 0.3)
    case .quaternaryLabel: Color(hex: 0xEBEBF5, alpha: 0.16)
    case .placeholderText: Color(hex: 0xEBEBF5, alpha: 0.3)
    case .separator: Color(hex: 0x545458, alpha: 0.6)
    case .opaqueSeparator: Color(hex: 0x38383A)
    case .link: Color(hex: 0x0984FF)
    case .systemBackground: Color(hex: 0x000000)
    case .secondarySystemBackground: Color(hex: 0x1C1C1E)
    case .tertiarySystemBackground: Color(hex: 0x2C2C2E)
    case .systemGroupedBackground: Color(hex: 0x000000)
    case .secondarySystemGroupedBackground: Color(hex: 0x1C1C1E)
    case .tertiarySystemGroupedBackground: Color(hex: 0x2C2C2E)
    case .systemFill: Color(hex: 0x787880, alpha: 0.36)
    case .secondarySystemFill: Color(hex: 0x787880, alpha: 0.32)
    case .tertiarySystemFill: Color(hex: 0x767680, alpha: 0.24)
    case .quaternarySystemFill: Color(hex: 0x767680, alpha: 0.18)
    case .systemGray: Color(hex: 0x8E8E93)
    case .systemGray2: Color(hex: 0x636366)
    case .systemGray3: Color(hex: 0x48484A)
    case .systemGray4: Color(hex: 0x3A3A3C)
    case .systemGray5: Color(hex: 0x2C2C2E)
    case .systemGray6: Color(hex: 0x1C1C1E)
    case .systemBlue: Color(hex: 0x0A84FF)
    case .systemRed: Color(hex: 0xFF453A)
    case .systemGreen: Color(hex: 0x30D158)
    case .systemOrange: Color(hex: 0xFF9F0A)
    case .systemYellow: Color(hex: 0xFFD60A)
    case .systemPink: Color(hex: 0xFF375F)
    case .systemPurple: Color(hex: 0xBF5AF2)
    case .systemIndigo: Color(hex: 0x5E5CE6)
    case .systemTeal: Color(hex: 0x64D2FF)
    case .systemCyan: Color(hex: 0x64D2FF)
    case .systemMint: Color(hex: 0x63E6E2)
    case .systemBrown: Color(hex: 0xAC8E68)
    }
  }

  /// The dynamic colour: the light value's components, resolved per style when drawn.
  package var color: Color { Color(light: light, dynamicIndex: rawValue) }
}

extension Color {
  /// The colour of primary text: #000000 in light mode, #FFFFFF in dark mode
  /// (UIKit's `UIColor.label`).
  public static let label = SystemColor.label.color
  /// The colour of secondary text: #3C3C43 at alpha 0.6 in light mode, #EBEBF5 at alpha 0.6 in dark mode
  /// (UIKit's `UIColor.secondaryLabel`).
  public static let secondaryLabel = SystemColor.secondaryLabel.color
  /// The colour of tertiary text: #3C3C43 at alpha 0.3 in light mode, #EBEBF5 at alpha 0.3 in dark mode
  /// (UIKit's `UIColor.tertiaryLabel`).
  public static let tertiaryLabel = SystemColor.tertiaryLabel.color
  /// The colour of quaternary text: #3C3C43 at alpha 0.18 in light mode, #EBEBF5 at alpha 0.16 in dark mode
  /// (UIKit's `UIColor.quaternaryLabel`).
  public static let quaternaryLabel = SystemColor.quaternaryLabel.color
  /// The colour of placeholder text: #3C3C43 at alpha 0.3 in light mode, #EBEBF5 at alpha 0.3 in dark mode
  /// (UIKit's `UIColor.placeholderText`).
  public static let placeholderText = SystemColor.placeholderText.color
  /// The colour of separators, which let content show through: #3C3C43 at alpha 0.29 in light mode, #545458 at alpha 0.6 in dark mode
  /// (UIKit's `UIColor.separator`).
  public static let separator = SystemColor.separator.color
  /// The colour of separators that hide what is below: #C6C6C8 in light mode, #38383A in dark mode
  /// (UIKit's `UIColor.opaqueSeparator`).
  public static let opaqueSeparator = SystemColor.opaqueSeparator.color
  /// The colour of links: #007AFF in light mode, #0984FF in dark mode
  /// (UIKit's `UIColor.link`).
  public static let link = SystemColor.link.color
  /// The colour of a plain view or table: #FFFFFF in light mode, #000000 in dark mode
  /// (UIKit's `UIColor.systemBackground`).
  public static let systemBackground = SystemColor.systemBackground.color
  /// The colour of content layered on `systemBackground`: #F2F2F7 in light mode, #1C1C1E in dark mode
  /// (UIKit's `UIColor.secondarySystemBackground`).
  public static let secondarySystemBackground = SystemColor.secondarySystemBackground.color
  /// The colour of a third layer: #FFFFFF in light mode, #2C2C2E in dark mode
  /// (UIKit's `UIColor.tertiarySystemBackground`).
  public static let tertiarySystemBackground = SystemColor.tertiarySystemBackground.color
  /// The colour of a grouped table: #F2F2F7 in light mode, #000000 in dark mode
  /// (UIKit's `UIColor.systemGroupedBackground`).
  public static let systemGroupedBackground = SystemColor.systemGroupedBackground.color
  /// The colour of the cells of a grouped table: #FFFFFF in light mode, #1C1C1E in dark mode
  /// (UIKit's `UIColor.secondarySystemGroupedBackground`).
  public static let secondarySystemGroupedBackground = SystemColor.secondarySystemGroupedBackground
    .color
  /// The colour of content inside grouped cells: #F2F2F7 in light mode, #2C2C2E in dark mode
  /// (UIKit's `UIColor.tertiarySystemGroupedBackground`).
  public static let tertiarySystemGroupedBackground = SystemColor.tertiarySystemGroupedBackground
    .color
  /// The colour of thin and small shapes: #787880 at alpha 0.2 in light mode, #787880 at alpha 0.36 in dark mode
  /// (UIKit's `UIColor.systemFill`).
  public static let systemFill = SystemColor.systemFill.color
  /// The colour of medium-size shapes: #787880 at alpha 0.16 in light mode, #787880 at alpha 0.32 in dark mode
  /// (UIKit's `UIColor.secondarySystemFill`).
  public static let secondarySystemFill = SystemColor.secondarySystemFill.color
  /// The colour of large shapes: #767680 at alpha 0.12 in light mode, #767680 at alpha 0.24 in dark mode
  /// (UIKit's `UIColor.tertiarySystemFill`).
  public static let tertiarySystemFill = SystemColor.tertiarySystemFill.color
  /// The colour of large areas with complex content: #747480 at alpha 0.08 in light mode, #767680 at alpha 0.18 in dark mode
  /// (UIKit's `UIColor.quaternarySystemFill`).
  public static let quaternarySystemFill = SystemColor.quaternarySystemFill.color
  /// The colour of the base grey: #8E8E93 in light mode, #8E8E93 in dark mode
  /// (UIKit's `UIColor.systemGray`).
  public static let systemGray = SystemColor.systemGray.color
  /// The colour of the second grey: #AEAEB2 in light mode, #636366 in dark mode
  /// (UIKit's `UIColor.systemGray2`).
  public static let systemGray2 = SystemColor.systemGray2.color
  /// The colour of the third grey: #C7C7CC in light mode, #48484A in dark mode
  /// (UIKit's `UIColor.systemGray3`).
  public static let systemGray3 = SystemColor.systemGray3.color
  /// The colour of the fourth grey: #D1D1D6 in light mode, #3A3A3C in dark mode
  /// (UIKit's `UIColor.systemGray4`).
  public static let systemGray4 = SystemColor.systemGray4.color
  /// The colour of the fifth grey: #E5E5EA in light mode, #2C2C2E in dark mode
  /// (UIKit's `UIColor.systemGray5`).
  public static let systemGray5 = SystemColor.systemGray5.color
  /// The colour of the lightest grey: #F2F2F7 in light mode, #1C1C1E in dark mode
  /// (UIKit's `UIColor.systemGray6`).
  public static let systemGray6 = SystemColor.systemGray6.color
  /// The colour of system blue, the default tint: #007AFF in light mode, #0A84FF in dark mode
  /// (UIKit's `UIColor.systemBlue`).
  public static let systemBlue = SystemColor.systemBlue.color
  /// The colour of system red: #FF3B30 in light mode, #FF453A in dark mode
  /// (UIKit's `UIColor.systemRed`).
  public static let systemRed = SystemColor.systemRed.color
  /// The colour of system green: #34C759 in light mode, #30D158 in dark mode
  /// (UIKit's `UIColor.systemGreen`).
  public static let systemGreen = SystemColor.systemGreen.color
  /// The colour of system orange: #FF9500 in light mode, #FF9F0A in dark mode
  /// (UIKit's `UIColor.systemOrange`).
  public static let systemOrange = SystemColor.systemOrange.color
  /// The colour of system yellow: #FFCC00 in light mode, #FFD60A in dark mode
  /// (UIKit's `UIColor.systemYellow`).
  public static let systemYellow = SystemColor.systemYellow.color
  /// The colour of system pink: #FF2D55 in light mode, #FF375F in dark mode
  /// (UIKit's `UIColor.systemPink`).
  public static let systemPink = SystemColor.systemPink.color
  /// The colour of system purple: #AF52DE in light mode, #BF5AF2 in dark mode
  /// (UIKit's `UIColor.systemPurple`).
  public static let systemPurple = SystemColor.systemPurple.color
  /// The colour of system indigo: #5856D6 in light mode, #5E5CE6 in dark mode
  /// (UIKit's `UIColor.systemIndigo`).
  public static let systemIndigo = SystemColor.systemIndigo.color
  /// The colour of system teal (the iOS 13 and 14 pair): #5AC8FA in light mode, #64D2FF in dark mode
  /// (UIKit's `UIColor.systemTeal`).
  public static let systemTeal = SystemColor.systemTeal.color
  /// The colour of system cyan: #32ADE6 in light mode, #64D2FF in dark mode
  /// (UIKit's `UIColor.systemCyan`).
  public static let systemCyan = SystemColor.systemCyan.color
  /// The colour of system mint: #00C7BE in light mode, #63E6E2 in dark mode
  /// (UIKit's `UIColor.systemMint`).
  public static let systemMint = SystemColor.systemMint.color
  /// The colour of system brown: #A2845E in light mode, #AC8E68 in dark mode
  /// (UIKit's `UIColor.systemBrown`).
  public static let systemBrown = SystemColor.systemBrown.color
}
