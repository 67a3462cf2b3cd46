import SectionalCairo
import SectionalGraphics
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FontConfigurationTests {
  @Test("The project fonts file is found next to the sources")
  func projectFileIsFound() {
    #expect(FontConfiguration.projectFilePath.hasSuffix("/Tests/fonts.conf"))
    #expect(FontConfiguration.isProjectFilePresent)
  }

  @Test("Using the project configuration exports it as FONTCONFIG_FILE")
  func exportsEnvironment() throws {
    #expect(FontConfiguration.useProjectFontConfiguration())
    let value = try #require(getenv("FONTCONFIG_FILE"))
    #expect(String(cString: value) == FontConfiguration.projectFilePath)
  }

  @Test("The font map is pinned to DejaVu whatever initialised fontconfig first")
  func fontMapOffersOnlyDejaVu() {
    #expect(FontConfiguration.isFontMapPinned)
    #expect(
      FontConfiguration.fontMapFamilies == [
        "DejaVu Math TeX Gyre", "DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Monospace",
        "Sans", "Serif", "System-ui",
      ])
  }

  @Test("the font map's families are available to Font(name:size:) once the map is made")
  func fontMapFamiliesAreRegistered() throws {
    #expect(FontConfiguration.isFontMapPinned)
    let available = Set(Font.familyNames.map { $0.lowercased() })
    for family in FontConfiguration.fontMapFamilies {
      #expect(available.contains(family.lowercased()), "\(family)")
    }
    let math = try #require(Font(name: "DejaVu Math TeX Gyre", size: 12))
    #expect(math.familyName == "DejaVu Math TeX Gyre")
  }
}
