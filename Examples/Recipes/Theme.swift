import SectionalGraphics

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
    public var color: Color {
      switch self {
      case .tintColor: Color(red: 0.97, green: 0.9, blue: 0, alpha: 1)
      case .backgroundColor: Color(hue: 0.67, saturation: 0.37, brightness: 0.35, alpha: 1)
      case .darkBackgroundColor: Color(red: 0.11, green: 0.1, blue: 0.22, alpha: 1)
      case .sectionHeader: Color(hue: 0.67, saturation: 0.4, brightness: 0.25, alpha: 1)
      case .foreground: Color(red: 0.26, green: 0.25, blue: 0.37, alpha: 1)
      case .lightTextColor: Color(red: 0.64, green: 0.65, blue: 0.8, alpha: 1)
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
    public var font: Font {
      switch self {
      case .boldTitleFont: Font(name: "Copperplate-Bold", size: 17)!
      case .titleFont: Font(name: "Copperplate", size: 16)!
      }
    }
  }
}
