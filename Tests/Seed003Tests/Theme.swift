import SectionalUIKit

// Seed 003 (Documentation/Recipes.md § 003), Theme.swift. The post's Swift 2 names are written
// as Swift 5 spells them (`UIView.ContentMode.center`, `constraint(equalTo:)`, `isActive`,
// `NSAttributedString.Key.font`, `.zero`, `lowercased()`): the same edits Xcode's migrator
// makes for iOS, not Linux-forced ones.
struct Theme {

  // swift-format-ignore: AlwaysUseLowerCamelCase
  // The post's upper-case case names, kept.
  enum Colors {
    case TintColor
    case BackgroundColor
    case DarkBackgroundColor
    case SectionHeader
    case Foreground
    case LightTextColor

    var color: UIColor {
      switch self {
      case .TintColor: return UIColor(red: 0.97, green: 0.9, blue: 0, alpha: 1)
      case .BackgroundColor: return UIColor(hue: 0.67, saturation: 0.37, brightness: 0.35, alpha: 1)
      case .DarkBackgroundColor: return UIColor(red: 0.11, green: 0.1, blue: 0.22, alpha: 1)
      case .SectionHeader: return UIColor(hue: 0.67, saturation: 0.4, brightness: 0.25, alpha: 1)
      case .Foreground: return UIColor(red: 0.26, green: 0.25, blue: 0.37, alpha: 1)
      case .LightTextColor: return UIColor(red: 0.64, green: 0.65, blue: 0.8, alpha: 1)
      }
    }
  }

  // swift-format-ignore: AlwaysUseLowerCamelCase
  enum Fonts {
    case TitleFont
    case BoldTitleFont

    var font: UIFont {
      switch self {
      case .BoldTitleFont: return UIFont(name: "Copperplate-Bold", size: 17)!
      case .TitleFont: return UIFont(name: "Copperplate", size: 16)!
      }
    }
  }
}

/// What the post's AppDelegate did at launch.
@MainActor
enum AppDelegateSetup {
  static func apply(to window: UIWindow?) {
    window?.tintColor = Theme.Colors.TintColor.color
    let navBarAppearance = UINavigationBar.appearance()
    navBarAppearance.titleTextAttributes = [
      NSAttributedString.Key.font: Theme.Fonts.BoldTitleFont.font,
      NSAttributedString.Key.foregroundColor: Theme.Colors.TintColor.color,
    ]
    navBarAppearance.barStyle = UIBarStyle.black
    navBarAppearance.barTintColor = Theme.Colors.Foreground.color
  }
}
