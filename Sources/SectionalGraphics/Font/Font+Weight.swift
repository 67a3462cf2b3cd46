extension Font {
  /// The thickness of a font's strokes, with UIKit's `UIFont.Weight` raw values.
  ///
  /// The raw values run from -1 (thinnest) to 1 (heaviest) with regular at 0, exactly as
  /// `UIFont.Weight`'s constants: ultraLight -0.8, thin -0.6, light -0.4, regular 0,
  /// medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62. Weights compare by raw
  /// value.
  public struct Weight: Hashable, Sendable, Comparable {
    /// UIKit's weight value, in `-1...1`.
    public let rawValue: CGFloat

    /// Creates a weight from a raw value, clamped to `-1...1` (NaN becomes 0, regular).
    public init(rawValue: CGFloat) {
      self.rawValue = rawValue.isNaN ? 0 : Swift.min(Swift.max(rawValue, -1), 1)
    }

    /// UIKit's `UIFont.Weight.ultraLight`, -0.8.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// UIKit's `UIFont.Weight.thin`, -0.6.
    public static let thin = Weight(rawValue: -0.6)
    /// UIKit's `UIFont.Weight.light`, -0.4.
    public static let light = Weight(rawValue: -0.4)
    /// UIKit's `UIFont.Weight.regular`, 0.
    public static let regular = Weight(rawValue: 0)
    /// UIKit's `UIFont.Weight.medium`, 0.23.
    public static let medium = Weight(rawValue: 0.23)
    /// UIKit's `UIFont.Weight.semibold`, 0.3.
    public static let semibold = Weight(rawValue: 0.3)
    /// UIKit's `UIFont.Weight.bold`, 0.4.
    public static let bold = Weight(rawValue: 0.4)
    /// UIKit's `UIFont.Weight.heavy`, 0.56.
    public static let heavy = Weight(rawValue: 0.56)
    /// UIKit's `UIFont.Weight.black`, 0.62.
    public static let black = Weight(rawValue: 0.62)

    /// The named weights from lightest to heaviest, with their names and CSS weights.
    static let table: [(weight: Weight, name: String, css: Int)] = [
      (.ultraLight, "ultraLight", 100), (.thin, "thin", 200), (.light, "light", 300),
      (.regular, "regular", 400), (.medium, "medium", 500), (.semibold, "semibold", 600),
      (.bold, "bold", 700), (.heavy, "heavy", 800), (.black, "black", 900),
    ]

    /// Whether `lhs` is lighter than `rhs`.
    public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The CSS / OpenType weight class of the nearest named weight: 100 (ultraLight) to 900
    /// (black), 400 for regular and 700 for bold.
    ///
    /// Pango's `PangoWeight` and fontconfig's weights use the same numbers, so backends pass
    /// this value on. A raw value halfway between two named weights takes the heavier one.
    public var cssWeight: Int { nearest.css }

    /// The name of the nearest named weight, such as `bold`; used in dumps.
    public var name: String { nearest.name }

    /// The table entry whose raw value is nearest to this weight's.
    private var nearest: (weight: Weight, name: String, css: Int) {
      var best = Weight.table[0]
      for entry in Weight.table
      where abs(entry.weight.rawValue - rawValue) <= abs(best.weight.rawValue - rawValue) {
        best = entry
      }
      return best
    }

    /// The weight named by a PostScript font-name suffix such as `Bold`, or nil.
    ///
    /// A slant (`Italic`, `Oblique`) and Monotype's `MT` after the weight are ignored, so
    /// `BoldItalicMT` is bold.
    init?(postScriptSuffix suffix: String) {
      var face = Substring(suffix.lowercased())
      if face.hasSuffix("mt") { face = face.dropLast(2) }
      for slant in ["italic", "oblique"] where face.hasSuffix(slant) {
        face = face.dropLast(slant.count)
      }
      switch face {
      case "ultralight", "extralight": self = .ultraLight
      case "thin": self = .thin
      case "light": self = .light
      case "regular", "roman", "book": self = .regular
      case "medium": self = .medium
      case "semibold", "demibold": self = .semibold
      case "bold": self = .bold
      case "heavy", "extrabold": self = .heavy
      case "black": self = .black
      default: return nil
      }
    }
  }
}
