import SectionalGraphics

/// Seed 003's `Theme`, ported: enums of colours and fonts used everywhere.
enum Theme {
  enum Colors {
    case tintColor
    case backgroundColor
    case darkBackgroundColor
    case sectionHeader
    case foreground
    case lightTextColor

    var color: Color {
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

  enum Fonts {
    case titleFont
    case boldTitleFont

    var font: Font {
      switch self {
      case .boldTitleFont: Font(name: "Copperplate-Bold", size: 17)!
      case .titleFont: Font(name: "Copperplate", size: 16)!
      }
    }
  }
}
