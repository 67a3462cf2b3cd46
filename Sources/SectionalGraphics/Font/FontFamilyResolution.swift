/// How a requested font family maps to a family installed on Linux: the fallback rule every
/// text backend shares.
///
/// Sectional's golden images pin fonts to DejaVu (the only fonts in `fonts-dejavu-core`,
/// see the project's `Tests/fonts.conf`), so the rule maps every request onto one of the
/// three DejaVu families, case-insensitively:
/// - ``Font/systemFamilyName``, `sans-serif` and the DejaVu Sans names resolve to
///   DejaVu Sans (``Kind/system`` or ``Kind/installed``);
/// - `serif` and `monospace` (and the DejaVu Serif / Sans Mono names) resolve to DejaVu
///   Serif and DejaVu Sans Mono;
/// - well-known Apple families resolve by kind (``Kind/substitute``): Times, Times New
///   Roman, Georgia and New York to DejaVu Serif; Courier, Courier New, Menlo, Monaco and
///   SF Mono to DejaVu Sans Mono; Helvetica, Helvetica Neue, Arial and SF Pro to DejaVu Sans;
/// - any other family, e.g. "Copperplate", falls back to DejaVu Sans (``Kind/fallback``).
///
/// Backends ask their font library for ``resolvedFamily`` and never for the requested name,
/// so measuring and drawing use the same face everywhere.
public struct FontFamilyResolution: Hashable, Sendable {
  /// Why the requested family maps to ``resolvedFamily``.
  public enum Kind: Hashable, Sendable {
    /// The request was the system font, drawn with DejaVu Sans on Linux.
    case system
    /// The requested family (or a generic family name) is installed as such.
    case installed
    /// A known family that is not installed, replaced by the DejaVu family of its kind.
    case substitute
    /// An unknown family, replaced by DejaVu Sans.
    case fallback
  }

  /// The family the app asked for.
  public let requestedFamily: String
  /// The installed family the backends use.
  public let resolvedFamily: String
  /// Why the request resolved the way it did.
  public let kind: Kind

  /// DejaVu Sans, the system font and the fallback for unknown families.
  public static let sansFamily = "DejaVu Sans"
  /// DejaVu Serif, used for serif requests.
  public static let serifFamily = "DejaVu Serif"
  /// DejaVu Sans Mono, used for monospaced requests.
  public static let monospaceFamily = "DejaVu Sans Mono"

  /// Resolves a requested family name with the rule above.
  public init(requestedFamily: String) {
    self.requestedFamily = requestedFamily
    let key = requestedFamily.lowercased()
    if key == Font.systemFamilyName {
      (resolvedFamily, kind) = (Self.sansFamily, .system)
    } else if let installed = Self.installed[key] {
      (resolvedFamily, kind) = (installed, .installed)
    } else if let substitute = Self.substitutes[key] {
      (resolvedFamily, kind) = (substitute, .substitute)
    } else {
      (resolvedFamily, kind) = (Self.sansFamily, .fallback)
    }
  }

  /// Whether the backends draw a different family from the one requested (a substitute or
  /// a fallback).
  public var isSubstituted: Bool { kind == .substitute || kind == .fallback }

  /// Lower-cased names that are installed (or generic names fontconfig maps to DejaVu).
  private static let installed: [String: String] = [
    "dejavu sans": sansFamily, "sans-serif": sansFamily, "sans": sansFamily,
    "dejavu serif": serifFamily, "serif": serifFamily,
    "dejavu sans mono": monospaceFamily, "monospace": monospaceFamily,
  ]

  /// Lower-cased names of well-known families that are replaced by kind.
  private static let substitutes: [String: String] = [
    "helvetica": sansFamily, "helvetica neue": sansFamily, "arial": sansFamily,
    "sf pro": sansFamily, "sf pro text": sansFamily, "sf pro display": sansFamily,
    "times": serifFamily, "times new roman": serifFamily, "georgia": serifFamily,
    "new york": serifFamily,
    "courier": monospaceFamily, "courier new": monospaceFamily, "menlo": monospaceFamily,
    "monaco": monospaceFamily, "sf mono": monospaceFamily,
  ]
}

extension FontFamilyResolution: CustomStringConvertible {
  /// The resolution as `Copperplate -> DejaVu Sans (fallback)`.
  public var description: String {
    "\(requestedFamily) -> \(resolvedFamily) (\(kind))"
  }
}

extension Font {
  /// How this font's family maps to an installed family (see ``FontFamilyResolution``).
  public var resolution: FontFamilyResolution {
    FontFamilyResolution(requestedFamily: familyName)
  }

  /// The installed family the backends draw this font with.
  ///
  /// For example `"DejaVu Sans"`, both for the system font and for "Copperplate".
  public var resolvedFamily: String { resolution.resolvedFamily }
}
