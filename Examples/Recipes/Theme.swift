import SectionalUIKit

/// Seed 003's theme, ported as written: enums of colours and fonts used everywhere.
///
/// The gallery's starcraft scene and the views tests share it.
public enum Theme {
  /// The app's colours.
  public enum Colors {
    /// The tint: yellow.
    case tintColor
    /// The table background.
    case backgroundColor
    /// Separators.
    case darkBackgroundColor
    /// Section header backgrounds.
    case sectionHeader
    /// Navigation bar background.
    case foreground
    /// Secondary text.
    case lightTextColor

    /// The colour, with the seed's values.
    public var color: UIColor {
      switch self {
      case .tintColor: UIColor(red: 0.97, green: 0.9, blue: 0, alpha: 1)
      case .backgroundColor: UIColor(hue: 0.67, saturation: 0.37, brightness: 0.35, alpha: 1)
      case .darkBackgroundColor: UIColor(red: 0.11, green: 0.1, blue: 0.22, alpha: 1)
      case .sectionHeader: UIColor(hue: 0.67, saturation: 0.4, brightness: 0.25, alpha: 1)
      case .foreground: UIColor(red: 0.26, green: 0.25, blue: 0.37, alpha: 1)
      case .lightTextColor: UIColor(red: 0.64, green: 0.65, blue: 0.8, alpha: 1)
      }
    }
  }

  /// The app's fonts; Copperplate falls back to DejaVu on Linux (FontFamilyResolution).
  public enum Fonts {
    /// Copperplate 16.
    case titleFont
    /// Copperplate-Bold 17.
    case boldTitleFont

    /// The font, with the seed's names and sizes.
    public var font: UIFont {
      switch self {
      case .boldTitleFont: UIFont(name: "Copperplate-Bold", size: 17)!
      case .titleFont: UIFont(name: "Copperplate", size: 16)!
      }
    }
  }
}
