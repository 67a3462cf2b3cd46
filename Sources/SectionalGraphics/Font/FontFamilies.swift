import Synchronization

/// The font families ``Font/init(name:size:)`` finds: UIKit's `UIFont(name:size:)` returns nil
/// for a font that is not installed, and code relies on that to fall back
/// (`UIFont(name: "Brand", size: 17) ?? .systemFont(ofSize: 17)`).
///
/// Two sources fill it (Documentation/LinuxRendering.md § Font availability):
/// - from the start, ``iOSFamilies`` (families an iPhone has, which code written for iOS may
///   name and force-unwrap; the backends draw them with a substitute, see
///   ``FontFamilyResolution``) and the names ``FontFamilyResolution`` resolves as installed
///   (DejaVu and the generic names);
/// - a text backend registers what its font library really has (SectionalCairo registers
///   fontconfig's families when it makes its font map), so a font installed on the machine
///   is found too.
///
/// Names match without regard to case, spaces or hyphens inside the family, so the
/// PostScript-style `HelveticaNeue` finds `Helvetica Neue`. Safe to use from any thread.
public enum FontFamilies {
  /// The Latin-script families in the font list of an iPhone (`UIFont.familyNames` on iOS 14
  /// and later), by family name (Documentation/LinuxRendering.md § Font availability).
  public static let iOSFamilies: [String] = [
    "Academy Engraved LET", "American Typewriter", "Arial", "Arial Rounded MT Bold", "Avenir",
    "Avenir Next", "Avenir Next Condensed", "Baskerville", "Bodoni 72", "Bodoni 72 Oldstyle",
    "Bodoni 72 Smallcaps", "Bodoni Ornaments", "Bradley Hand", "Chalkboard SE", "Chalkduster",
    "Charter", "Cochin", "Copperplate", "Courier", "Courier New", "DIN Alternate",
    "DIN Condensed", "Didot", "Futura", "Galvji", "Georgia", "Gill Sans", "Helvetica",
    "Helvetica Neue", "Hoefler Text", "Marker Felt", "Menlo", "Noteworthy", "Optima",
    "Palatino", "Papyrus", "Party LET", "Snell Roundhand", "Symbol", "Times New Roman",
    "Trebuchet MS", "Verdana", "Zapf Dingbats", "Zapfino",
  ]

  /// PostScript family parts of iPhone fonts that differ from their family's name once case,
  /// spaces and hyphens are ignored (`ArialMT`, `TimesNewRomanPS-BoldMT`,
  /// `BradleyHandITCTT-Bold`), with the family each names.
  public static let iOSPostScriptFamilies: [String: String] = [
    "ArialMT": "Arial", "TimesNewRomanPSMT": "Times New Roman",
    "TimesNewRomanPS": "Times New Roman", "CourierNewPSMT": "Courier New",
    "CourierNewPS": "Courier New", "BodoniSvtyTwoITCTT": "Bodoni 72",
    "BodoniSvtyTwoOSITCTT": "Bodoni 72 Oldstyle", "BodoniSvtyTwoSCITCTT": "Bodoni 72 Smallcaps",
    "BodoniOrnamentsITCTT": "Bodoni Ornaments", "BradleyHandITCTT": "Bradley Hand",
    "Trebuchet": "Trebuchet MS", "AcademyEngravedLetPlain": "Academy Engraved LET",
    "PartyLetPlain": "Party LET", "ZapfDingbatsITC": "Zapf Dingbats",
  ]

  /// The families available before any backend registers: ``iOSFamilies``, DejaVu's three
  /// families and the generic names `sans-serif`, `serif` and `monospace`.
  public static let defaultFamilies: [String] =
    iOSFamilies + [
      FontFamilyResolution.sansFamily, FontFamilyResolution.serifFamily,
      FontFamilyResolution.monospaceFamily, "sans-serif", "serif", "monospace",
    ]

  /// Available families by matching key, each with its spelling as first registered.
  ///
  /// ``iOSPostScriptFamilies`` are keys here too, each naming its family; ``names`` lists
  /// families only.
  private static let registry = Mutex(
    Dictionary(
      defaultFamilies.map { (key($0), $0) }
        + iOSPostScriptFamilies.map { (key($0.key), $0.value) },
      uniquingKeysWith: { first, _ in first }))

  /// Makes `families` available to ``Font/init(name:size:)`` and lists them in ``names``.
  ///
  /// A family already known keeps its first spelling.
  public static func register(_ families: some Sequence<String>) {
    let entries = families.filter { !$0.isEmpty }.map { (key($0), $0) }
    registry.withLock { known in
      for (key, family) in entries where known[key] == nil { known[key] = family }
    }
  }

  /// Whether a font named `name` is available: `name` is an available family, or a
  /// PostScript face name (`Family-Face`) whose part before the last hyphen is one.
  public static func contains(fontNamed name: String) -> Bool {
    family(ofFontNamed: name) != nil
  }

  /// The family a font named `name` belongs to, spelled as registered (UIKit's
  /// `UIFont.familyName`: `HelveticaNeue-Bold` and `helvetica neue` give "Helvetica Neue",
  /// `ArialMT` gives "Arial"), or nil when no available family has that name.
  ///
  /// The whole name is tried first, then the part before its last hyphen.
  public static func family(ofFontNamed name: String) -> String? {
    let whole = key(name)
    let family = name.lastIndex(of: "-").map { key(String(name[..<$0])) }
    return registry.withLock { known in
      known[whole] ?? family.flatMap { $0.isEmpty ? nil : known[$0] }
    }
  }

  /// Every available family, sorted (UIKit's `UIFont.familyNames`).
  public static var names: [String] {
    registry.withLock { Set($0.values) }.sorted()
  }

  /// The matching key of a family name: lower-cased, without spaces and hyphens.
  private static func key(_ family: String) -> String {
    String(family.lowercased().unicodeScalars.filter { $0 != " " && $0 != "-" })
  }
}
