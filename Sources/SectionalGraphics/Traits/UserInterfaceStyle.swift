/// Whether an interface is drawn light or dark (UIKit's `UIUserInterfaceStyle`, with its raw
/// values).
///
/// `.unspecified` in a trait collection means "no opinion": a view inherits its superview's
/// style, and a dynamic colour resolved against it takes its light value
/// (Documentation/Traits.md § Dark mode).
public enum UserInterfaceStyle: Int, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// No style given; resolves as light.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2

  /// `unspecified`, `light` or `dark`.
  public var description: String {
    switch self {
    case .unspecified: "unspecified"
    case .light: "light"
    case .dark: "dark"
    }
  }
}

/// How thick text should be drawn for legibility (UIKit's `UILegibilityWeight`, the "Bold
/// Text" setting), with UIKit's raw values.
public enum LegibilityWeight: Int, Hashable, Sendable, CaseIterable {
  /// No weight given.
  case unspecified = -1
  /// Ordinary weights.
  case regular = 0
  /// Heavier weights, for the Bold Text setting.
  case bold = 1
}

/// The direction the layout of a trait environment reads in (UIKit's
/// `UITraitEnvironmentLayoutDirection`), with UIKit's raw values.
public enum TraitEnvironmentLayoutDirection: Int, Hashable, Sendable, CaseIterable {
  /// No direction given.
  case unspecified = -1
  /// Left to right, as English.
  case leftToRight = 0
  /// Right to left, as Arabic and Hebrew.
  case rightToLeft = 1
}
