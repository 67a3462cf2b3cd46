/// A font request: a family, a size in points and a weight (UIKit's `UIFont`).
///
/// A `Font` describes what the app asked for; it does not load anything. The text backends
/// (Pango in `SectionalCairo`, cells in the terminal) turn it into a real face, using
/// ``resolvedFamily`` so that every backend substitutes the same installed family. See
/// ``FontFamilyResolution`` for the fallback rule: the system font is DejaVu Sans on Linux,
/// and a family that is not installed, such as "Copperplate", falls back to DejaVu Sans.
public struct Font: Hashable, Sendable {
  /// The family the app asked for, such as `"Copperplate"` or ``systemFamilyName``.
  public let familyName: String
  /// The size in points (UIKit's `pointSize`); always finite and at least 0.
  public let pointSize: CGFloat
  /// The weight (UIKit's `UIFont.Weight`).
  public let weight: Weight
  /// How the font follows the content size category, or nil for a fixed size (see
  /// ``textStyle``).
  package let dynamicType: DynamicTypeScaling?

  /// The family name that stands for the platform's user-interface font.
  ///
  /// It is CSS's generic family name for that font. UIKit's system font is San Francisco;
  /// on Linux the backends draw it with DejaVu Sans (see ``FontFamilyResolution``).
  public static let systemFamilyName = "system-ui"

  /// Creates a font from a family, a size and a weight.
  ///
  /// A negative or NaN size becomes 0 and an infinite size becomes 0 too, since no backend
  /// can lay text out at such a size. `weight` defaults to ``Weight/regular``.
  public init(familyName: String, size: CGFloat, weight: Weight = .regular) {
    self.familyName = familyName
    self.pointSize = size.isFinite ? Swift.max(size, 0) : 0
    self.weight = weight
    dynamicType = nil
  }

  /// A font that follows the content size category by `dynamicType`.
  package init(familyName: String, size: Double, weight: Weight, dynamicType: DynamicTypeScaling?) {
    self.familyName = familyName
    self.pointSize = size.isFinite ? Swift.max(size, 0) : 0
    self.weight = weight
    self.dynamicType = dynamicType
  }

  /// The same font at another size, still following the category by `scaling`.
  package func withSize(_ size: Double, keepingScaling scaling: DynamicTypeScaling) -> Font {
    Font(familyName: familyName, size: size, weight: weight, dynamicType: scaling)
  }

  /// Creates a font from a family name or a PostScript-style name such as
  /// `"Copperplate-Bold"` (UIKit's `UIFont(name:size:)`).
  ///
  /// A known weight suffix after the last hyphen (`-UltraLight`, `-Thin`, `-Light`,
  /// `-Regular`, `-Medium`, `-Semibold`/`-SemiBold`/`-DemiBold`, `-Bold`,
  /// `-Heavy`/`-ExtraBold`, `-Black`) sets the weight; other faces (`-Italic`, `-Oblique`)
  /// give the family's regular weight, since fonts here have no slant. The family is the
  /// available family the name belongs to, spelled as ``FontFamilies`` lists it
  /// (`HelveticaNeue-Bold` is "Helvetica Neue" in bold, as UIKit's `familyName` says). As in
  /// UIKit, the result is nil when no such font is available (``FontFamilies``: the families
  /// an iPhone has, which the backends draw with a substitute, and those the text backend
  /// found installed), and also for a size that is negative, NaN or infinite.
  public init?(name: String, size: CGFloat) {
    guard size.isFinite, size >= 0, let family = FontFamilies.family(ofFontNamed: name) else {
      return nil
    }
    var weight = Weight.regular
    if let hyphen = name.lastIndex(of: "-"), hyphen != name.startIndex,
      let suffixWeight = Weight(postScriptSuffix: String(name[name.index(after: hyphen)...]))
    {
      weight = suffixWeight
    }
    self.init(familyName: family, size: size, weight: weight)
  }

  /// The regular-weight system font at `size` points (UIKit's `systemFont(ofSize:)`).
  public static func systemFont(ofSize size: CGFloat) -> Font {
    Font(familyName: systemFamilyName, size: size)
  }

  /// The system font at `size` points and the given weight (UIKit's
  /// `systemFont(ofSize:weight:)`).
  public static func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
    Font(familyName: systemFamilyName, size: size, weight: weight)
  }

  /// The bold system font at `size` points (UIKit's `boldSystemFont(ofSize:)`).
  public static func boldSystemFont(ofSize size: CGFloat) -> Font {
    Font(familyName: systemFamilyName, size: size, weight: .bold)
  }

  /// The available font families, sorted (UIKit's `UIFont.familyNames`; see
  /// ``FontFamilies``).
  public static var familyNames: [String] { FontFamilies.names }

  /// Whether this is the system font, whatever its size and weight.
  public var isSystemFont: Bool { familyName == Font.systemFamilyName }

  /// Whether the weight counts as bold: ``Weight/semibold`` or heavier.
  ///
  /// The threshold is CSS weight 600, where CSS (and fontconfig, which Pango uses) starts
  /// treating a weight as bold and synthesises emboldening when no bold face exists.
  public var isBold: Bool { weight >= .semibold }

  /// Returns the same font at another size (UIKit's `withSize(_:)`).
  ///
  /// The size is validated as in ``init(familyName:size:weight:)``. The result has a fixed
  /// size: it no longer follows the content size category.
  public func withSize(_ size: CGFloat) -> Font {
    Font(familyName: familyName, size: size, weight: weight)
  }

  /// Returns the same family and size at another weight.
  public func withWeight(_ weight: Weight) -> Font {
    Font(familyName: familyName, size: pointSize, weight: weight)
  }
}

extension Font: CustomStringConvertible {
  /// The font as `family weight size`, such as `Copperplate bold 17` or
  /// `system-ui regular 16`.
  public var description: String {
    "\(familyName) \(weight.name) \(formatCoordinate(pointSize))"
  }
}
