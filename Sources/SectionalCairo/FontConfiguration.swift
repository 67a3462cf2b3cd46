#if canImport(Glibc)
  import Glibc
#endif

/// The project's pinned fontconfig file and how SectionalCairo applies it.
///
/// Golden images are only reproducible if fonts and their rendering options cannot depend on the
/// machine (Documentation/LinuxRendering.md § Fonts for goldens: Debian's `/etc/fonts/conf.d` turns
/// on slight hinting and unhints small DejaVu sizes). The project's `Tests/fonts.conf` therefore
/// makes only `/usr/share/fonts/truetype/dejavu` visible, keeps its cache in `/tmp`, and turns
/// hinting off with grey antialiasing.
///
/// SectionalCairo's Pango font map always loads that file into its own fontconfig
/// configuration when the file exists, whatever the order in which other code in the
/// process initialised fontconfig. ``useProjectFontConfiguration()`` additionally exports it
/// as `FONTCONFIG_FILE`, so that other fontconfig users started afterwards (such as a GTK
/// window) see the same fonts.
public enum FontConfiguration {
  /// The absolute path of the project's `Tests/fonts.conf`.
  ///
  /// Found relative to this source file at build time (`#filePath`), in the same way the
  /// snapshot assertion finds `__Snapshots__`; it exists wherever the package is checked out.
  public static let projectFilePath: String = {
    var components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
    // …/Sources/SectionalCairo/FontConfiguration.swift → …
    components.removeLast(3)
    return (components + ["Tests", "fonts.conf"]).joined(separator: "/")
  }()

  /// Whether the project's fonts file is present, so the font map is pinned to it.
  public static var isProjectFilePresent: Bool {
    access(projectFilePath, R_OK) == 0
  }

  /// Exports the project's fonts file as `FONTCONFIG_FILE` for this process.
  ///
  /// Call it before anything else in the process initialises fontconfig (for example before
  /// GTK starts) so that every font user sees the pinned configuration; SectionalCairo's own
  /// measuring and drawing are pinned even without this call. An existing `FONTCONFIG_FILE`
  /// is replaced. Returns false, and changes nothing, when the file does not exist.
  @discardableResult
  public static func useProjectFontConfiguration() -> Bool {
    guard isProjectFilePresent else { return false }
    return setenv("FONTCONFIG_FILE", projectFilePath, 1) == 0
  }
}

extension FontConfiguration {
  /// Whether SectionalCairo's font map loaded the project's fonts file.
  ///
  /// False only when the file is missing or fontconfig rejected it; measuring and drawing
  /// then use the system's fontconfig configuration, and golden images may differ.
  package static var isFontMapPinned: Bool { PangoEngine.shared.isPinned }

  /// The families SectionalCairo's font map offers, sorted: with the project file, DejaVu's
  /// families plus Pango's generic aliases.
  ///
  /// - Complexity: O(f log f) for f families.
  package static var fontMapFamilies: [String] { PangoEngine.shared.familyNames() }
}
