/// The environment a view draws in (UIKit's `UITraitCollection`): light or dark, the text size
/// the user chose, the display's scale, the layout direction and the legibility weight.
///
/// A plain value: every trait has an "unspecified" value (`displayScale` 0), which
/// ``TraitCollection/init()`` gives to all of them. A view's resolved collection comes from
/// its window, which takes it from its host; each view applies its own
/// `overrideUserInterfaceStyle` on the way down (Documentation/Traits.md § Inheritance).
/// UIKit's class compares by value too; here it is a struct, so it is `Sendable` and is
/// copied rather than shared.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
  /// Light or dark (UIKit's `userInterfaceStyle`).
  public var userInterfaceStyle: UserInterfaceStyle
  /// The text size category (UIKit's `preferredContentSizeCategory`).
  public var preferredContentSizeCategory: ContentSizeCategory
  /// Device pixels per point; 0 is unspecified (UIKit's `displayScale`).
  public var displayScale: Double
  /// The direction the layout reads in (UIKit's `layoutDirection`).
  public var layoutDirection: TraitEnvironmentLayoutDirection
  /// The Bold Text setting (UIKit's `legibilityWeight`).
  public var legibilityWeight: LegibilityWeight

  /// A collection with every trait unspecified (UIKit's `UITraitCollection()`).
  public init() {
    userInterfaceStyle = .unspecified
    preferredContentSizeCategory = .unspecified
    displayScale = 0
    layoutDirection = .unspecified
    legibilityWeight = .unspecified
  }

  /// A collection that specifies only the interface style.
  public init(userInterfaceStyle: UserInterfaceStyle) {
    self.init()
    self.userInterfaceStyle = userInterfaceStyle
  }

  /// A collection that specifies only the content size category.
  public init(preferredContentSizeCategory: ContentSizeCategory) {
    self.init()
    self.preferredContentSizeCategory = preferredContentSizeCategory
  }

  /// A collection that specifies only the display scale; a negative or non-finite scale is
  /// taken as 0 (unspecified).
  public init(displayScale: Double) {
    self.init()
    self.displayScale = displayScale.isFinite && displayScale > 0 ? displayScale : 0
  }

  /// A collection that specifies only the layout direction.
  public init(layoutDirection: TraitEnvironmentLayoutDirection) {
    self.init()
    self.layoutDirection = layoutDirection
  }

  /// A collection that specifies only the legibility weight.
  public init(legibilityWeight: LegibilityWeight) {
    self.init()
    self.legibilityWeight = legibilityWeight
  }

  /// Combines collections: for each trait, the last collection that specifies it wins
  /// (UIKit's `init(traitsFrom:)`).
  public init(traitsFrom collections: [TraitCollection]) {
    self.init()
    for collection in collections { self = collection.completing(self) }
  }

  /// This collection with each unspecified trait taken from `base`.
  public func completing(_ base: TraitCollection) -> TraitCollection {
    var result = self
    if result.userInterfaceStyle == .unspecified {
      result.userInterfaceStyle = base.userInterfaceStyle
    }
    if result.preferredContentSizeCategory == .unspecified {
      result.preferredContentSizeCategory = base.preferredContentSizeCategory
    }
    if result.displayScale == 0 { result.displayScale = base.displayScale }
    if result.layoutDirection == .unspecified { result.layoutDirection = base.layoutDirection }
    if result.legibilityWeight == .unspecified {
      result.legibilityWeight = base.legibilityWeight
    }
    return result
  }

  /// Returns a copy changed by `mutations` (UIKit's iOS 17 `modifyingTraits(_:)`).
  public func modifyingTraits(_ mutations: (inout TraitCollection) -> Void) -> TraitCollection {
    var copy = self
    mutations(&copy)
    return copy
  }

  /// Whether every trait `other` specifies has the same value here (UIKit's
  /// `containsTraits(in:)`); nil or an empty collection is contained in any.
  public func containsTraits(in other: TraitCollection?) -> Bool {
    guard let other else { return true }
    return other.completing(self) == self
  }

  /// Whether a dynamic colour may resolve differently here than in `other` (UIKit's
  /// `hasDifferentColorAppearance(comparedTo:)`): the interface styles differ.
  public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
    userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
  }

  /// Whether the interface is dark; unspecified counts as light.
  public var isDark: Bool { userInterfaceStyle == .dark }

  /// The traits a window has when its host specifies none: light, large text, one pixel per
  /// point, left to right, regular weight (Documentation/Traits.md § Inheritance).
  public static let standard = TraitCollection(
    traitsFrom: [
      TraitCollection(userInterfaceStyle: .light),
      TraitCollection(preferredContentSizeCategory: .large),
      TraitCollection(displayScale: 1),
      TraitCollection(layoutDirection: .leftToRight),
      TraitCollection(legibilityWeight: .regular),
    ])

  /// The traits as `style category scale direction weight`, such as
  /// `dark L @2x ltr regular`; unspecified traits print as `-`.
  public var description: String {
    let style = userInterfaceStyle == .unspecified ? "-" : userInterfaceStyle.description
    let category =
      preferredContentSizeCategory == .unspecified ? "-" : preferredContentSizeCategory.description
    let scale = displayScale == 0 ? "-" : "@\(formatCoordinate(displayScale))x"
    let direction: String =
      switch layoutDirection {
      case .unspecified: "-"
      case .leftToRight: "ltr"
      case .rightToLeft: "rtl"
      }
    let weight: String =
      switch legibilityWeight {
      case .unspecified: "-"
      case .regular: "regular"
      case .bold: "bold"
      }
    return "\(style) \(category) \(scale) \(direction) \(weight)"
  }
}
