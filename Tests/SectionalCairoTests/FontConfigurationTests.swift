import SectionalCairo
import Testing

@Suite struct FontConfigurationTests {
  @Test("The project fonts file is found next to the sources")
  func projectFileIsFound() {
    #expect(FontConfiguration.projectFilePath.hasSuffix("/Tests/fonts.conf"))
    #expect(FontConfiguration.isProjectFilePresent)
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
}
