/// UIKit's `UITraitCollection`: Sectional's `TraitCollection` (a value type; UIKit's is a
/// class compared by value).
public typealias UITraitCollection = TraitCollection

/// UIKit's `UIUserInterfaceStyle`: Sectional's `UserInterfaceStyle`.
public typealias UIUserInterfaceStyle = UserInterfaceStyle

/// UIKit's `UIContentSizeCategory`: Sectional's `ContentSizeCategory`.
public typealias UIContentSizeCategory = ContentSizeCategory

/// UIKit's `UILegibilityWeight`: Sectional's `LegibilityWeight`.
public typealias UILegibilityWeight = LegibilityWeight

/// UIKit's `UITraitEnvironmentLayoutDirection`: Sectional's
/// `TraitEnvironmentLayoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

/// UIKit's `UIFontMetrics`: Sectional's `FontMetrics`.
public typealias UIFontMetrics = FontMetrics

/// UIKit's `UITraitEnvironment`: Sectional's `TraitEnvironment`.
public typealias UITraitEnvironment = TraitEnvironment

/// UIKit's `UITraitDefinition`: Sectional's `TraitDefinition`.
public typealias UITraitDefinition = TraitDefinition

/// UIKit's `UITrait`, a trait definition's type: Sectional's `Trait`.
public typealias UITrait = Trait

/// UIKit's `UITraitChangeRegistration`: Sectional's `TraitChangeRegistration`.
public typealias UITraitChangeRegistration = TraitChangeRegistration

/// UIKit's `UITraitUserInterfaceStyle`: Sectional's `TraitUserInterfaceStyle`.
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle

/// UIKit's `UITraitPreferredContentSizeCategory`: Sectional's
/// `TraitPreferredContentSizeCategory`.
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory

/// UIKit's `UITraitDisplayScale`: Sectional's `TraitDisplayScale`.
public typealias UITraitDisplayScale = TraitDisplayScale

/// UIKit's `UITraitLayoutDirection`: Sectional's `TraitLayoutDirection`.
public typealias UITraitLayoutDirection = TraitLayoutDirection

/// UIKit's `UITraitLegibilityWeight`: Sectional's `TraitLegibilityWeight`.
public typealias UITraitLegibilityWeight = TraitLegibilityWeight
